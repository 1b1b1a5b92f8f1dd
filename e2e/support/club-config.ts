// Shows a page with club settings changed for that page alone, so that a test needs no admin and
// leaves the shared server as it was. The settings reach the page written into its HTML (the
// `club-config` element) or, where they are not, from GET /api/club-config: both are rewritten.
import type { ClubConfig } from '@common/club-config';
import type { Page } from 'playwright-core';

const WRITTEN_INTO_PAGE =
  /(<script type="application\/json" id="club-config">)([\s\S]*?)(<\/script>)/;

/** From now on, every page this tab loads shows the club's settings with `changes` applied. */
export async function showClubConfig(page: Page, changes: Partial<ClubConfig>): Promise<void> {
  await page.route('**/api/club-config', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), ...changes } });
  });
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const body = (await response.text()).replace(WRITTEN_INTO_PAGE, (_all, open, json, close) => {
      const written: unknown = JSON.parse(json);
      if (typeof written !== 'object' || written === null) return `${open}${json}${close}`;
      const changed = JSON.stringify({ ...written, ...changes }).replaceAll('<', '\\u003c');
      return `${open}${changed}${close}`;
    });
    await route.fulfill({ response, body });
  });
}
