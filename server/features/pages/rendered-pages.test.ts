import { describe, expect, it } from 'vitest';
import { createRenderedPages } from './rendered-pages';

/** A renderer that counts its renders and names each page by them. */
function countingRenderer() {
  let renders = 0;
  return {
    render: async () => `page ${++renders}`,
    renders: () => renders,
  };
}

describe('rendered pages kept in memory', () => {
  it('renders a page once while the content it shows is the same objects', async () => {
    const pages = createRenderedPages<string>();
    const renderer = countingRenderer();
    const team = [{ name: 'Priya' }];

    expect(await pages.get('/', [team], renderer.render)).toBe('page 1');
    expect(await pages.get('/', [team], renderer.render)).toBe('page 1');
    expect(renderer.renders()).toBe(1);
  });

  it('keeps the page when the content is read again and found equal', async () => {
    const pages = createRenderedPages<string>();
    const renderer = countingRenderer();

    await pages.get('/', [[{ name: 'Priya' }]], renderer.render);
    expect(await pages.get('/', [[{ name: 'Priya' }]], renderer.render)).toBe('page 1');
  });

  it('renders again once the content has changed', async () => {
    const pages = createRenderedPages<string>();
    const renderer = countingRenderer();

    await pages.get('/', [[{ name: 'Priya' }]], renderer.render);
    expect(await pages.get('/', [[{ name: 'Priya Castellano' }]], renderer.render)).toBe('page 2');
  });

  it('keeps each address apart, and at most as many as it was told', async () => {
    const pages = createRenderedPages<string>(2);
    const renderer = countingRenderer();
    const content = [{}];

    await pages.get('/a', content, renderer.render);
    await pages.get('/b', content, renderer.render);
    await pages.get('/c', content, renderer.render);
    expect(await pages.get('/c', content, renderer.render)).toBe('page 3');
    expect(await pages.get('/a', content, renderer.render)).toBe('page 4');
  });

  it('does not keep a failed render: the next visitor tries again', async () => {
    const pages = createRenderedPages<string>();
    const content = [{}];

    await expect(
      pages.get('/', content, () => Promise.reject(new Error('boom'))),
    ).rejects.toThrow();
    expect(await pages.get('/', content, async () => 'rendered')).toBe('rendered');
  });
});
