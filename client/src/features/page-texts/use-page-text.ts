// The texts admins may rewrite. The server writes the rewritten ones into the page itself, so they
// show from the first paint.
import { type PageTextKey, type PageTextOverrides, pageTextDefaults } from '@common/page-texts';
import { useQuery } from '@tanstack/react-query';
import { readWrittenIntoPage, writtenIntoPageQuery } from '@/lib/written-into-page';

export const PAGE_TEXTS_KEY = ['/api/page-texts'] as const;

const writtenIntoPage = readWrittenIntoPage<PageTextOverrides>('page-texts');

export function usePageTexts() {
  return useQuery<PageTextOverrides>(writtenIntoPageQuery(PAGE_TEXTS_KEY, writtenIntoPage));
}

/** The text to show for a key: the admin's, else the built-in one. */
export function usePageText(key: PageTextKey): string {
  return usePageTexts().data?.[key] ?? pageTextDefaults[key].text;
}
