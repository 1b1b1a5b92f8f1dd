// The texts admins may rewrite. The server writes the rewritten ones into every page
// (lib/page-data.ts), so they show from the first paint.
import {
  type PageTextKey,
  type PageTextOverrides,
  pageTextDefaults,
} from '@common/club/page-texts';
import { useQuery } from '@tanstack/react-query';

export const PAGE_TEXTS_KEY = ['/api/page-texts'] as const;

export function usePageTexts() {
  return useQuery<PageTextOverrides>({ queryKey: PAGE_TEXTS_KEY });
}

/** The text to show for a key: the admin's, else the built-in one. */
export function usePageText(key: PageTextKey): string {
  return usePageTexts().data?.[key] ?? pageTextDefaults[key].text;
}
