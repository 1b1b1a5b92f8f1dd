import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, inlineScripts } from './inline-scripts';

describe('the inline scripts of a page', () => {
  const page = [
    '<head><script>let head = 1;</script></head>',
    '<body><script type="application/json" id="page-data">{"a":1}</script>',
    '<script type="module" src="/assets/x.js"></script>',
    '<script>\n  start();\n</script></body>',
  ].join('');

  it('are the scripts written into it, not its data or its linked scripts', () => {
    expect(inlineScripts(page)).toEqual(['let head = 1;', '\n  start();\n']);
  });

  it('are allowed by the SHA-256 of their exact text, as a browser computes it', () => {
    const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');
    expect(inlineScriptHashes(page)).toEqual([
      `'sha256-${digest('let head = 1;')}'`,
      `'sha256-${digest('\n  start();\n')}'`,
    ]);
    // The empty script's hash, as CSP's own examples give it.
    expect(inlineScriptHashes('<script></script>')).toEqual([
      "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='",
    ]);
  });
});
