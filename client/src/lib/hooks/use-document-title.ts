import { useEffect } from 'react';
import { useClubName } from '@/features/club/use-club-config';

/** Names the page in the browser tab and history: "Page · Club", or the club alone for home. */
export function useDocumentTitle(pageTitle?: string) {
  const clubName = useClubName();
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · ${clubName}` : clubName;
  }, [pageTitle, clubName]);
}
