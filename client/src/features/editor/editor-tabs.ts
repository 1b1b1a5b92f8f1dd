// The Website Editor's tabs, named in the address (/admin/edit?tab=settings#setting-logoUrl), so that
// a link opens a tab and a setting in it.
const editorTabs = [
  'dashboard',
  'settings',
  'team',
  'competitions',
  'vehicles',
  'sponsors',
  'news',
  'events',
  'rules',
  'trash',
] as const;
export type EditorTab = (typeof editorTabs)[number];

const EDITOR_PATH = '/admin/edit';
const DEFAULT_TAB: EditorTab = 'dashboard';

/** The tab of this name; the Dashboard for none, or for one that does not exist. */
export function editorTabNamed(name: string | null): EditorTab {
  return editorTabs.find((tab) => tab === name) ?? DEFAULT_TAB;
}

/** The tab the address's query names (`tab=settings`). */
export function tabOf(search: string): EditorTab {
  return editorTabNamed(new URLSearchParams(search).get('tab'));
}

export function tabLink(tab: EditorTab): string {
  return tab === DEFAULT_TAB ? EDITOR_PATH : `${EDITOR_PATH}?tab=${tab}`;
}

/** The id of a setting's place in the Club settings tab. */
export const settingId = (name: string) => `setting-${name}`;

/** A setting of the Club settings tab, by its name: the tab opens and the setting gets the focus. */
export function settingsLink(setting: string): string {
  return `${tabLink('settings')}#${settingId(setting)}`;
}
