import { useEffect } from 'react';

const SITE_NAME = 'Off-Road Racing Club';

/** Names the page in the browser tab and history: "Page · Site", or the site alone for home. */
export function useDocumentTitle(pageTitle?: string) {
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · ${SITE_NAME}` : SITE_NAME;
  }, [pageTitle]);
}
