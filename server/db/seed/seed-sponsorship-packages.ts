// The starter sponsorship packages on /sponsors: what student teams commonly offer at each level,
// for the club to reword, price and trim in the website editor.
import type { sponsorshipPackages } from '../schema/people-schema';

export const starterSponsorshipPackages: (typeof sponsorshipPackages.$inferInsert)[] = [
  {
    name: 'Bronze',
    minAmount: 250,
    maxAmount: 999,
    benefits: ['Your logo on our website', 'A thank-you in our season newsletter'],
    sortOrder: 1,
  },
  {
    name: 'Silver',
    minAmount: 1000,
    maxAmount: 2499,
    benefits: ['Everything in Bronze', 'A small logo on the car', 'Team photo with the car'],
    sortOrder: 2,
  },
  {
    name: 'Gold',
    minAmount: 2500,
    maxAmount: 4999,
    benefits: [
      'Everything in Silver',
      'A large logo on the car',
      'An invitation to our design review',
      'Résumé book of the team',
    ],
    sortOrder: 3,
  },
  {
    name: 'Platinum',
    minAmount: 5000,
    maxAmount: null,
    benefits: [
      'Everything in Gold',
      'Your name on the car’s side panels',
      'A visit to the shop and a test drive day',
    ],
    sortOrder: 4,
  },
];
