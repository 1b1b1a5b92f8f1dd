// Rendered pages kept in memory, each with the content it was rendered from. A page is rendered again
// only when that content has changed: the public cache hands out the same objects until an edit (on
// any instance) or its expiry, so most checks are one comparison; a re-read that is equal is
// recognised by its JSON.

interface RenderedPage {
  inputs: unknown[];
  inputJson: (string | undefined)[];
  html: Promise<string>;
}

export interface RenderedPages {
  /** The page at `key` rendered from `inputs`: the kept one while they are unchanged. */
  get(key: string, inputs: unknown[], render: () => Promise<string>): Promise<string>;
}

export function createRenderedPages(maxPages = 64): RenderedPages {
  const pages = new Map<string, RenderedPage>();

  const unchanged = (page: RenderedPage, inputs: unknown[]) =>
    inputs.length === page.inputs.length &&
    inputs.every((input, index) => {
      if (input === page.inputs[index]) return true;
      page.inputJson[index] ??= JSON.stringify(page.inputs[index]);
      if (JSON.stringify(input) !== page.inputJson[index]) return false;
      page.inputs[index] = input;
      return true;
    });

  return {
    get(key, inputs, render) {
      const kept = pages.get(key);
      if (kept && unchanged(kept, inputs)) return kept.html;
      const html = render();
      const page: RenderedPage = { inputs: [...inputs], inputJson: [], html };
      pages.delete(key);
      pages.set(key, page);
      // Addresses come from visitors: the oldest page makes room, so memory stays bounded.
      if (pages.size > maxPages) pages.delete(pages.keys().next().value as string);
      // A failed render is not kept: the next visitor tries again.
      html.catch(() => {
        if (pages.get(key) === page) pages.delete(key);
      });
      return html;
    },
  };
}
