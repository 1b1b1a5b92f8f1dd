import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ArticleMarkdown } from './article-markdown';

/** What the server sends for an article's body. */
const html = (text: string) => renderToStaticMarkup(<ArticleMarkdown text={text} />);

/** The opening tags of the elements named `tag`, with their attributes. */
const tagsOf = (markup: string, tag: string) =>
  [...markup.matchAll(new RegExp(`<${tag}\\b[^>]*>`, 'gi'))].map(([opening]) => opening);

describe('an article body in Markdown', () => {
  it('never renders a script written in the text', () => {
    const markup = html('Before\n\n<script>alert(1)</script>\n\nAfter <script>alert(2)</script>');
    expect(tagsOf(markup, 'script')).toEqual([]);
  });

  it('renders a javascript: link without its address', () => {
    const markup = html('[x](javascript:alert(1))');
    expect(markup).not.toMatch(/javascript/i);
    expect(markup).toContain('x');
  });

  it('renders no image from raw HTML', () => {
    expect(tagsOf(html('<img src=x onerror=alert(1)>'), 'img')).toEqual([]);
    expect(tagsOf(html('Text <img src=x onerror=alert(1)> inline'), 'img')).toEqual([]);
  });

  it('opens a web link in a new tab, without the opener or the referrer', () => {
    const markup = html('Our [sponsor](https://example.org/partner).');
    expect(tagsOf(markup, 'a')).toEqual([
      expect.stringMatching(/href="https:\/\/example\.org\/partner"/),
    ]);
    expect(markup).toContain('rel="noopener noreferrer"');
    expect(markup).toContain('target="_blank"');
    expect(markup).toContain('(opens in a new tab)');
  });

  it('keeps a link to a page of the site in the same tab', () => {
    const markup = html('See [our team](/team) and [the results](#results).');
    const links = tagsOf(markup, 'a');
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link).toContain('rel="noopener noreferrer"');
      expect(link).not.toContain('target=');
    }
  });

  it('renders the text alone of a link that leaves the site without saying where', () => {
    const markup = html(
      '[a](//evil.example/x) [b](ftp://evil.example/x) [c](mailto:club@example.org)',
    );
    expect(tagsOf(markup, 'a')).toEqual([
      expect.stringContaining('href="mailto:club@example.org"'),
    ]);
    expect(markup).not.toContain('evil.example');
  });

  it('shows an uploaded image, and only the description of another site’s image', () => {
    const uploaded = html('![A welded frame](/uploads/images/news-0123456789abcdef01234567.webp)');
    expect(tagsOf(uploaded, 'img')).toEqual([
      expect.stringMatching(/src="\/uploads\/images\/news-0123456789abcdef01234567\.webp"/),
    ]);
    expect(uploaded).toContain('alt="A welded frame"');
    expect(uploaded).toContain('loading="lazy"');

    const foreign = html('![a tracker](https://evil.example/x.png)');
    expect(tagsOf(foreign, 'img')).toEqual([]);
    expect(foreign).toContain('a tracker');
    expect(foreign).not.toContain('evil.example');
  });

  it('shows no image whose address climbs out of the uploads', () => {
    const markup = html(
      '![x](/uploads/images/../../api/auth/logout) ![y](/uploads/images/%2e%2e/z)',
    );
    expect(tagsOf(markup, 'img')).toEqual([]);
  });

  it('renders # as a heading below the page’s title', () => {
    expect(html('# Title')).toMatch(/<h2[^>]*>Title<\/h2>/);
    expect(html('## Part')).toMatch(/<h3[^>]*>Part<\/h3>/);
    expect(html('#### Detail')).toMatch(/<h4[^>]*>Detail<\/h4>/);
  });

  it('renders a plain article’s paragraphs, one for each block between blank lines', () => {
    const markup = html('The frame is complete.\n\nNext up: the suspension.');
    expect(tagsOf(markup, 'p')).toHaveLength(2);
    expect(markup).toContain('The frame is complete.');
    expect(markup).toContain('Next up: the suspension.');
  });

  it('renders lists, emphasis and quotes', () => {
    const markup = html('- one\n- two\n\n1. first\n\n**bold** _italic_ `code`\n\n> said');
    expect(tagsOf(markup, 'li')).toHaveLength(3);
    for (const tag of ['ul', 'ol', 'strong', 'em', 'code', 'blockquote']) {
      expect(tagsOf(markup, tag), tag).toHaveLength(1);
    }
  });
});
