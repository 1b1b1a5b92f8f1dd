// The texts admins may rewrite. The server writes the rewritten ones into the page itself (a JSON
// script element), so they show from the first paint; the Vite dev server does not, and then they
// are fetched from the API instead.
import { type PageTextKey, type PageTextOverrides, pageTextDefaults } from '@common/page-texts';
import { useQuery } from '@tanstack/react-query';

export const PAGE_TEXTS_KEY = ['/api/page-texts'] as const;

function readWrittenIntoPage(): PageTextOverrides | undefined {
  try {
    const written: unknown = JSON.parse(document.getElementById('page-texts')?.textContent ?? '');
    // Left unfilled (the Vite dev server), the element holds the placeholder string.
    return typeof written === 'object' && written !== null
      ? (written as PageTextOverrides)
      : undefined;
  } catch {
    return undefined;
  }
}

const writtenIntoPage = readWrittenIntoPage();

export function usePageTexts() {
  return useQuery<PageTextOverrides>({
    queryKey: PAGE_TEXTS_KEY,
    initialData: writtenIntoPage,
    enabled: writtenIntoPage === undefined,
  });
}

/** The text to show for a key: the admin's, else the built-in one. */
export function usePageText(key: PageTextKey): string {
  return usePageTexts().data?.[key] ?? pageTextDefaults[key].text;
}
