// The page texts an admin may rewrite in place (spec section 6, inline text editing), with the
// built-in text each one shows until then. Zod-free: the landing page reads it.
export interface PageTextDefinition {
  /** What the editing control is called, for screen readers. */
  label: string;
  text: string;
  multiline: boolean;
}

const line = (label: string, text: string): PageTextDefinition => ({
  label,
  text,
  multiline: false,
});
const paragraph = (label: string, text: string): PageTextDefinition => ({
  label,
  text,
  multiline: true,
});

export const pageTextDefaults = {
  'home.badge': line('Hero badge', 'New club · Our first season'),
  'about.title': line('About title', 'Design it. Build it. Race it.'),
  'about.intro': paragraph(
    'About introduction',
    'Over 100 university teams compete every year across North America, with international events too. Every team races the same engine: a 14hp single-cylinder by one account, while the rules catalogue caps it at 10 HP maximum, so the car and the driver make the difference.',
  ),
  'team.intro': line('Team introduction', 'Students from every major, building one car together.'),
  'news.heading': line('News heading', 'Latest News'),
  'contact.intro': paragraph(
    'Contact introduction',
    'Curious? Tell us a little about yourself and we will get back to you. No experience required.',
  ),
  'join.intro': paragraph(
    'Join page introduction',
    'No experience required. Fill in the signup form and we will invite you to the next meeting.',
  ),
  'members.intro': paragraph(
    'Members area introduction',
    'Everything the team shares: the weekly meeting, our channels, tools and the rules.',
  ),
  'axel.title': line('Axel page title', 'Axel, our design assistant'),
  'axel.intro': paragraph(
    'Axel introduction',
    "Ask Axel about the competition rules and our car's design and build. Every answer links to the rule cards it is based on: check them before you cut metal.",
  ),
  'axel.warning': paragraph(
    'Axel cost warning',
    'Each question is sent to a paid language model and costs the club money. Please keep to questions about our project: the rules, the design and the build of the car.',
  ),
  'rules.title': line('Rules catalogue title', 'Rules Catalog'),
  'rules.intro': paragraph(
    'Rules catalogue introduction',
    'What the 2025 Collegiate Off-Road Design Rules (revision C, May 14, 2025) ask of our car and our team, by topic. The official rulebook always wins.',
  ),
  'timeTracking.title': line('Time tracking title', 'Time Tracking'),
  'timeTracking.intro': paragraph(
    'Time tracking introduction',
    "Log your build hours on the team's Clockify workspace: start a timer when you start work and stop it when you are done.",
  ),
} satisfies Record<string, PageTextDefinition>;

export type PageTextKey = keyof typeof pageTextDefaults;

type SectionOf<Key> = Key extends `${infer Section}.${string}` ? Section : never;
/** The part of a key before its dot: where on the site the text shows. */
type PageTextSection = SectionOf<PageTextKey>;

const home = { name: 'Home', path: '/' };
/** The page each section's texts show on, as a person names it, and its address. */
const pageTextPages: Record<PageTextSection, { name: string; path: string }> = {
  home,
  about: home,
  team: home,
  news: home,
  contact: home,
  join: { name: 'Join', path: '/join' },
  members: { name: 'Members area', path: '/members' },
  axel: { name: 'Axel', path: '/axel' },
  rules: { name: 'Rules catalogue', path: '/rules' },
  timeTracking: { name: 'Time tracking', path: '/time-tracking' },
};

/** The page a text shows on: "home.badge" → Home, at /. */
export const pageOfText = (key: PageTextKey) =>
  pageTextPages[key.slice(0, key.indexOf('.')) as PageTextSection];

export const PAGE_TEXT_MAX_LENGTH = 2000;

/** The texts an admin has rewritten, by key; any key not here shows its built-in text. */
export type PageTextOverrides = Partial<Record<PageTextKey, string>>;

export function isPageTextKey(key: string): key is PageTextKey {
  return Object.hasOwn(pageTextDefaults, key);
}
