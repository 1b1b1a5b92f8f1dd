import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPageStylesheet } from './page-stylesheet';

let clientDir: string;
beforeAll(async () => {
  clientDir = await mkdtemp(path.join(tmpdir(), 'page-css-'));
  await mkdir(path.join(clientDir, 'assets'));
  await writeFile(
    path.join(clientDir, 'assets', 'index-a1.css'),
    'body{color:#123}.card{padding:1rem}.hidden{display:none}.x\\&y{color:red}',
  );
  await writeFile(
    path.join(clientDir, 'assets', 'bad-b2.css'),
    'a::after{content:"</style><script>"}',
  );
});
afterAll(() => rm(clientDir, { recursive: true, force: true }));

const page = (href: string) =>
  `<head><link rel="stylesheet" crossorigin href="${href}"><title>x</title></head>`;

describe('the stylesheet written into a page', () => {
  it("replaces the link with the rules the page's markup uses, naming the whole stylesheet", () => {
    const template = page('/assets/index-a1.css');
    const write = loadPageStylesheet(template, clientDir);
    expect(write(template, '<div class="card  x&amp;y"><p class="">text</p></div>')).toBe(
      '<head><style data-whole-stylesheet="/assets/index-a1.css">body{color:#123}.card{padding:1rem}.x\\&y{color:red}</style><title>x</title></head>',
    );
    expect(write(template, '')).toBe(
      '<head><style data-whole-stylesheet="/assets/index-a1.css">body{color:#123}</style><title>x</title></head>',
    );
  });

  it('stays linked when its rules could end the style element', () => {
    const template = page('/assets/bad-b2.css');
    expect(loadPageStylesheet(template, clientDir)(template, '<p class="a"></p>')).toBe(template);
  });

  it('leaves a page without a stylesheet as it is', () => {
    expect(loadPageStylesheet('<head></head>', clientDir)('<head></head>', '')).toBe(
      '<head></head>',
    );
  });
});
