// Starter links of the members area, for an invented club: placeholders at example.org until the
// club's admins put in their own drive, chat and guides.
import type { memberResources } from '../schema/site-schema';

export const starterMemberResources: (typeof memberResources.$inferInsert)[] = [
  {
    title: 'Team Drive',
    description: 'Shared folders for design files, meeting notes, receipts and photos.',
    url: 'https://drive.example.org/offroad-club',
    type: 'tool',
    sortOrder: 1,
  },
  {
    title: 'Team Chat',
    description: 'Day-to-day talk, build updates and channels for each subsystem.',
    url: 'https://chat.example.org/offroad-club',
    type: 'channel',
    sortOrder: 2,
  },
  {
    title: 'Build Calendar',
    description: 'Shop hours, design reviews, test days and competition deadlines.',
    url: 'https://calendar.example.org/offroad-club',
    type: 'tool',
    sortOrder: 3,
  },
  {
    title: 'Parts & Purchasing',
    description: 'Request a part, track orders and log every cost for the cost report.',
    url: 'https://forms.example.org/offroad-club/purchasing',
    type: 'tool',
    sortOrder: 4,
  },
  {
    title: 'CAD Getting Started Guide',
    description: 'Install the CAD package, set up the shared part library and naming rules.',
    url: 'https://docs.example.org/offroad-club/cad-guide',
    type: 'document',
    sortOrder: 5,
  },
  {
    title: 'Shop Safety Checklist',
    description: 'What to wear, what to check and who to call before using the machines.',
    url: 'https://docs.example.org/offroad-club/shop-safety',
    type: 'document',
    sortOrder: 6,
  },
  {
    title: 'Mailing Group',
    description: 'Announcements from club leadership; join with your university email.',
    url: 'https://groups.example.org/offroad-club',
    type: 'channel',
    sortOrder: 7,
  },
  {
    title: 'Competition Series Website',
    description: 'Official event schedule, registration and rule updates.',
    url: 'https://competition.example.org',
    type: 'link',
    sortOrder: 8,
  },
];
