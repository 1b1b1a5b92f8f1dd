import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineStylesheet } from './inline-stylesheet';

let clientDir: string;
beforeAll(async () => {
  clientDir = await mkdtemp(path.join(tmpdir(), 'inline-css-'));
  await mkdir(path.join(clientDir, 'assets'));
  await writeFile(path.join(clientDir, 'assets', 'index-a1.css'), 'body{color:#123}');
  await writeFile(
    path.join(clientDir, 'assets', 'bad-b2.css'),
    'a::after{content:"</style><script>"}',
  );
});
afterAll(() => rm(clientDir, { recursive: true, force: true }));

const page = (href: string) =>
  `<head><link rel="stylesheet" crossorigin href="${href}"><title>x</title></head>`;

describe('the stylesheet written into the page', () => {
  it('replaces the link to the built stylesheet with its rules', () => {
    expect(inlineStylesheet(page('/assets/index-a1.css'), clientDir)).toBe(
      '<head><style>body{color:#123}</style><title>x</title></head>',
    );
  });

  it('stays linked when its rules could end the style element', () => {
    expect(inlineStylesheet(page('/assets/bad-b2.css'), clientDir)).toBe(
      page('/assets/bad-b2.css'),
    );
  });

  it('leaves a page without a stylesheet as it is', () => {
    expect(inlineStylesheet('<head></head>', clientDir)).toBe('<head></head>');
  });
});
