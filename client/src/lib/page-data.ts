// The public reads the server wrote into the page (common/page-data.ts), put into the query cache
// before the first render, so that the browser renders what the server rendered.
import { PAGE_DATA_ELEMENT_ID, type PageData } from '@common/page-data';
import type { QueryClient } from '@tanstack/react-query';

/** Puts each API path's answer in the cache under its query key. */
export function seedQueryCache(queryClient: QueryClient, pageData: PageData) {
  for (const [apiPath, data] of Object.entries(pageData)) queryClient.setQueryData([apiPath], data);
}

/** The page's data; none when the page holds none (the Vite development server's pages). */
export function readPageData(): PageData {
  try {
    const written: unknown = JSON.parse(
      document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent ?? '',
    );
    return typeof written === 'object' && written !== null ? (written as PageData) : {};
  } catch {
    return {};
  }
}
