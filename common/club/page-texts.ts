// The page texts an admin may rewrite in place, with the built-in text each one shows until then:
// every word a visitor reads that is not a record (an article, a sponsor) or a control's label.
// Zod-free: the landing page reads it.
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
  'home.statFigure': line('Hero figure', '100+'),
  'home.statLabel': line('Hero figure label', 'competing teams'),
  'about.card1Title': line('About card 1 title', 'Static events'),
  'about.card1Text': paragraph(
    'About card 1 text',
    'Technical inspection, cost analysis, design review and a sales presentation.',
  ),
  'about.card2Title': line('About card 2 title', 'Dynamic events'),
  'about.card2Text': paragraph(
    'About card 2 text',
    'Acceleration, hill climb, maneuverability, and a 4-hour endurance race.',
  ),
  'about.card3Title': line('About card 3 title', 'Hands-on engineering'),
  'about.card3Text': paragraph(
    'About card 3 text',
    'Design in CAD, then cut, weld and machine the parts yourself.',
  ),
  'about.card4Title': line('About card 4 title', 'Real-world skills'),
  'about.card4Text': paragraph(
    'About card 4 text',
    'Budgets, deadlines, sponsors and teamwork: what employers ask about.',
  ),
  'about.card5Title': line('About card 5 title', 'Competition travel'),
  'about.card5Text': paragraph(
    'About card 5 text',
    'Race at 3-4 US competitions per year against teams from across the continent.',
  ),
  'car.title': line('Car title', 'Built by students, raced by students'),
  'team.title': line('Team title', 'Meet Our Club Family'),
  'team.intro': line('Team introduction', 'Students from every major, building one car together.'),
  'alumni.title': line('Alumni page title', 'Our Alumni'),
  'alumni.intro': paragraph(
    'Alumni page introduction',
    'The members who designed, built and raced with us, and where they went after graduating.',
  ),
  'alumni.empty': line(
    'Alumni page text without alumni',
    'No alumni yet: our first members are still building the car.',
  ),
  'sponsors.title': line('Sponsors title', 'Our Valued Partners'),
  'sponsors.intro': paragraph(
    'Sponsors introduction',
    'The companies that put our car on the track.',
  ),
  'sponsors.partnerTitle': line('Partner title', 'Partner With Us'),
  'sponsors.partnerText': paragraph(
    'Partner text',
    'Your support buys tubing, tools and travel, and puts your name in front of the engineers you will want to hire.',
  ),
  'sponsorsPage.title': line('Sponsors page title', 'Sponsor Our Team'),
  'sponsorsPage.intro': paragraph(
    'Sponsors page introduction',
    'Every part of our car was paid for, donated or machined by a sponsor. Your support buys tubing, tools and travel to competitions, and puts your name in front of the engineers you will want to hire.',
  ),
  'contact.title': line('Contact title', 'Get Involved'),
  'news.heading': line('News heading', 'Latest News'),
  'contact.intro': paragraph(
    'Contact introduction',
    'Curious? Tell us a little about yourself and we will get back to you. No experience required.',
  ),
  'contact.meetingsTitle': line('Meetings title', 'Weekly meetings'),
  'contact.meetingsText': line('Meetings welcome', 'Everyone is welcome, drop in any week.'),
  'contact.writeTitle': line('Write to us title', 'Write to us'),
  'contact.signupTitle': line('Signup title', 'Ready to sign up?'),
  'contact.signupText': paragraph(
    'Signup text',
    "Fill in the club's signup form and we will add you to the team's channels.",
  ),
  'footer.about': paragraph(
    'Footer description',
    'A student team that designs, builds and races an off-road car. No experience required.',
  ),
  'footer.legal': line('Footer legal line', 'A registered student organization.'),
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
  car: home,
  team: home,
  alumni: { name: 'Alumni', path: '/alumni' },
  sponsors: home,
  sponsorsPage: { name: 'Sponsors', path: '/sponsors' },
  news: home,
  contact: home,
  footer: { name: 'Footer', path: '/' },
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
