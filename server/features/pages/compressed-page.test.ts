import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chosenEncoding, compressPage } from './compressed-page';

describe('a rendered page, compressed once', () => {
  it('holds the same page in Brotli and gzip, each much smaller', async () => {
    const html = `<!doctype html>${'<p>Frame welded for the 2026 car</p>'.repeat(200)}`;
    const page = await compressPage(html);

    expect(brotliDecompressSync(page.br).toString()).toBe(html);
    expect(gunzipSync(page.gzip).toString()).toBe(html);
    expect(page.br.length).toBeLessThan(html.length / 10);
  });

  it('is sent in Brotli when the browser takes it, else gzip, else as it is', () => {
    expect(chosenEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chosenEncoding('gzip')).toBe('gzip');
    expect(chosenEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(chosenEncoding('br;q=0.0, gzip')).toBe('gzip');
    expect(chosenEncoding('identity')).toBeUndefined();
    expect(chosenEncoding(undefined)).toBeUndefined();
  });
});
