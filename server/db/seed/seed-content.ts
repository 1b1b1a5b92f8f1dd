// Starter content for a new site: an invented club, so that every section has something to show
// until the club's admins replace it in the website editor. No real people or companies.
import type {
  clubConfig,
  competitions,
  newsArticles,
  sponsors,
  teamMembers,
  vehicles,
} from '../schema/site-schema';

type Row<Table extends { $inferInsert: unknown }> = Table['$inferInsert'];

export const starterClubConfig: Row<typeof clubConfig> = {
  id: 1,
  // The name and the weekly meeting (Fridays 4:00-6:00 PM) are the columns' defaults.
  // The 2025 rules the rules catalogue follows, revision C.
  rulesDocumentRevision: 'C',
  rulesDocumentDate: '2025-05-14',
  activeMembers: '32',
  foundingYear: '2024',
  buildHours: '1,800+',
  signupFormUrl: null,
  sponsorBrochureUrl: null,
  contactEmail: 'offroad-club@example.edu',
  subteams: ['Frame', 'Suspension', 'Drivetrain', 'Electronics', 'Business'],
  // Invented accounts: hyphens are not allowed in Instagram names, so this one cannot be real.
  socialLinks: [
    { label: 'Instagram', url: 'https://www.instagram.com/example-offroad-club' },
    { label: 'LinkedIn', url: 'https://www.linkedin.com/company/example-offroad-club' },
    { label: 'YouTube', url: 'https://www.youtube.com/@example-offroad-club' },
  ],
};

export const starterTeamMembers: Row<typeof teamMembers>[] = [
  {
    name: 'Jordan Vale',
    role: 'Admin',
    major: 'Mechanical Engineering',
    year: 'Senior',
    bio: 'Team captain. Keeps the build schedule honest and the shop swept.',
    imageUrl: '/images/team/member-1.svg',
    subteam: 'Frame',
    sortOrder: 1,
  },
  {
    name: 'Priya Castellano',
    role: 'Designer',
    major: 'Mechanical Engineering',
    year: 'Junior',
    bio: 'Suspension lead. Spends her weekends tuning camber and caster in CAD.',
    imageUrl: '/images/team/member-2.svg',
    subteam: 'Suspension',
    sortOrder: 2,
  },
  {
    name: 'Marcus Oyelaran',
    role: 'Designer',
    major: 'Electrical Engineering',
    year: 'Sophomore',
    bio: 'Drivetrain and data acquisition. Wired the first telemetry logger.',
    imageUrl: '/images/team/member-3.svg',
    subteam: 'Electronics',
    sortOrder: 3,
  },
  {
    name: 'Elena Brandt',
    role: 'Member',
    major: 'Business Administration',
    year: 'Junior',
    bio: 'Runs sponsorship and the cost report. Turns receipts into points.',
    imageUrl: '/images/team/member-4.svg',
    subteam: 'Business',
    sortOrder: 4,
  },
  {
    name: 'Theo Nakamura-Reyes',
    role: 'Member',
    major: 'Industrial Design',
    year: 'Freshman',
    bio: 'Body panels and graphics. Learned to weld in his first month.',
    imageUrl: null,
    subteam: 'Frame',
    sortOrder: 5,
  },
  {
    name: 'Samira Haddad',
    role: 'Safety Officer',
    major: 'Materials Science',
    year: 'Senior',
    bio: 'Owns the technical inspection checklist and the fire extinguishers.',
    imageUrl: '/images/team/member-5.svg',
    sortOrder: 6,
  },
];

export const starterSponsors: Row<typeof sponsors>[] = [
  {
    name: 'Granite Peak Machining',
    tier: 'platinum',
    logoUrl: '/images/sponsors/granite-peak.svg',
    websiteUrl: 'https://granite-peak-machining.example',
    description: 'CNC time and tooling for our uprights and hubs.',
  },
  {
    name: 'Northfield Steel Supply',
    tier: 'gold',
    logoUrl: '/images/sponsors/northfield-steel.svg',
    websiteUrl: 'https://northfield-steel.example',
    description: '4130 chromoly tubing for the frame.',
  },
  {
    name: 'Trailhead Outfitters',
    tier: 'silver',
    logoUrl: null,
    websiteUrl: 'https://trailhead-outfitters.example',
    description: 'Driver gear and trailer straps.',
  },
  {
    name: 'Lakeside Print Shop',
    tier: 'bronze',
    logoUrl: null,
    websiteUrl: null,
    description: 'Our decals and sponsor banners.',
  },
];

export const starterNews: Omit<Row<typeof newsArticles>, 'slug'>[] = [
  {
    title: 'Frame welded for the 2026 car',
    excerpt: 'After six weekends in the shop, the chromoly frame of our second car is complete.',
    content:
      'After six weekends in the shop, the chromoly frame of our second car is complete.\n\nEvery joint was fish-mouthed by hand and checked against the drawings before tacking. Next up: mounting the suspension pickups and a first fit of the engine.\n\nThanks to everyone who gave up a Saturday, and to Northfield Steel Supply for the tubing.',
    date: '2026-11-02',
    imageUrl: null,
    author: 'Jordan Vale',
  },
  {
    title: 'Fall recruitment night draws 40 students',
    excerpt: 'Our open shop night brought in first-years from six majors.',
    content:
      "Our open shop night brought in first-years from six majors.\n\nVisitors sat in last season's car, tried the welding simulator and heard how the competition works. No experience is needed to join: most of our members learned to machine and weld with the club.",
    date: '2026-09-18',
    imageUrl: '/images/news/recruitment.svg',
    author: 'Elena Brandt',
  },
  {
    title: 'Top-20 finish in endurance at our first competition',
    excerpt: 'Our first car finished the four-hour endurance race on its first try.',
    content:
      'Our first car finished the four-hour endurance race on its first try, placing 18th.\n\nThe design review judges praised the serviceability of the rear drivetrain. The cost report taught us the most: next year we will track every part from day one.',
    date: '2026-05-20',
    imageUrl: '/images/news/endurance.svg',
    author: 'Samira Haddad',
  },
  {
    title: 'Suspension design review with faculty advisors',
    excerpt: 'The design team presented the new front geometry to the faculty panel.',
    content:
      'The design team presented the new front geometry to the faculty panel: about 6 inches of travel, roughly 3 degrees of camber and 7 degrees of caster. The panel asked for a stiffer lower control arm mount, which is now in CAD.',
    date: '2026-03-04',
    imageUrl: null,
    author: 'Priya Castellano',
  },
  {
    title: 'Draft: spring shop schedule',
    excerpt: 'The shop hours for the spring term, to be confirmed.',
    content: 'Shop hours for the spring term will be posted once the campus calendar is out.',
    date: '2026-11-20',
    imageUrl: null,
    author: 'Jordan Vale',
    isPublished: 0,
  },
];

export const starterCompetitions: Row<typeof competitions>[] = [
  {
    eventName: 'Spring Off-Road Design Challenge',
    location: 'Cookeville, Tennessee',
    date: '2026-05-14',
    overallPlace: 34,
    designPlace: 41,
    salesPlace: 22,
    endurancePlace: 18,
    year: 2026,
    notes: 'Our first competition: passed technical inspection on the first attempt.',
  },
  {
    eventName: 'Midwest Endurance Invitational',
    location: 'Peoria, Illinois',
    date: '2025-10-11',
    overallPlace: null,
    designPlace: null,
    salesPlace: null,
    endurancePlace: 27,
    year: 2025,
    notes: 'Shakedown run of the first car at an unofficial endurance event.',
  },
];

export const starterVehicles: Row<typeof vehicles>[] = [
  {
    name: 'NR-26 "Switchback"',
    year: 2026,
    description:
      'Our second car: a lighter chromoly frame, longer-travel front suspension and a serviceable rear drivetrain.',
    engine: '10 HP single-cylinder (competition spec)',
    weight: '405 lb',
    suspension: 'Double wishbone front, trailing arm rear, about 6 in travel',
    topSpeed: '34 mph',
    imageUrl: '/images/vehicles/nr-26.svg',
    isLatest: 1,
  },
  {
    name: 'NR-25 "Trailbreaker"',
    year: 2025,
    description: 'The first car of the club, built in one season by first-time builders.',
    engine: '10 HP single-cylinder (competition spec)',
    weight: '455 lb',
    suspension: 'Double wishbone front, semi-trailing arm rear',
    topSpeed: '31 mph',
    imageUrl: '/images/vehicles/nr-25.svg',
    isLatest: 0,
  },
];
