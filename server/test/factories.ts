// Small factories for test data: each call inserts one row with sensible values and the overrides.
import type { Database } from '../db/database';
import {
  competitions,
  contactSubmissions,
  memberResources,
  newsArticles,
  sponsors,
  teamMembers,
  users,
  vehicles,
} from '../db/schema/site-schema';

let sequence = 0;
const next = () => ++sequence;

async function insertOne<Row>(query: Promise<Row[]>): Promise<Row> {
  const [row] = await query;
  if (!row) throw new Error('insert returned no row');
  return row;
}

export function makeTeamMember(
  db: Database,
  overrides: Partial<typeof teamMembers.$inferInsert> = {},
) {
  const n = next();
  return insertOne(
    db
      .insert(teamMembers)
      .values({
        name: `Test Member ${n}`,
        role: 'Member',
        major: 'Mechanical Engineering',
        year: 'Junior',
        bio: 'Builds things.',
        email: `member${n}@club.test`,
        linkedIn: `https://linkedin.test/member${n}`,
        ...overrides,
      })
      .returning(),
  );
}

export function makeSponsor(db: Database, overrides: Partial<typeof sponsors.$inferInsert> = {}) {
  return insertOne(
    db
      .insert(sponsors)
      .values({ name: `Sponsor ${next()}`, tier: 'bronze', ...overrides })
      .returning(),
  );
}

export function makeNewsArticle(
  db: Database,
  overrides: Partial<typeof newsArticles.$inferInsert> = {},
) {
  const n = next();
  return insertOne(
    db
      .insert(newsArticles)
      .values({
        title: `Article ${n}`,
        slug: `article-${n}`,
        excerpt: 'Short.',
        content: 'Long.',
        date: '2026-01-01',
        ...overrides,
      })
      .returning(),
  );
}

export function makeCompetition(
  db: Database,
  overrides: Partial<typeof competitions.$inferInsert> = {},
) {
  return insertOne(
    db
      .insert(competitions)
      .values({
        eventName: `Event ${next()}`,
        location: 'Somewhere',
        date: '2026-05-01',
        year: 2026,
        ...overrides,
      })
      .returning(),
  );
}

export function makeVehicle(db: Database, overrides: Partial<typeof vehicles.$inferInsert> = {}) {
  return insertOne(
    db
      .insert(vehicles)
      .values({
        name: `Car ${next()}`,
        year: 2026,
        description: 'A car.',
        engine: '10 HP',
        weight: '400 lb',
        suspension: 'Double wishbone',
        topSpeed: '30 mph',
        ...overrides,
      })
      .returning(),
  );
}

export function makeUser(db: Database, overrides: Partial<typeof users.$inferInsert> = {}) {
  const n = next();
  return insertOne(
    db
      .insert(users)
      .values({
        email: `user${n}@club.test`,
        firstName: `First${n}`,
        lastName: `Last${n}`,
        ...overrides,
      })
      .returning(),
  );
}

export function makeMemberResource(
  db: Database,
  overrides: Partial<typeof memberResources.$inferInsert> = {},
) {
  const n = next();
  return insertOne(
    db
      .insert(memberResources)
      .values({
        title: `Resource ${n}`,
        description: 'Useful.',
        url: `https://resources.example.org/${n}`,
        type: 'tool',
        ...overrides,
      })
      .returning(),
  );
}

/** A visitor's interest-form message, as the contact inbox lists it. */
export function makeContactSubmission(
  db: Database,
  overrides: Partial<typeof contactSubmissions.$inferInsert> = {},
) {
  return insertOne(
    db
      .insert(contactSubmissions)
      .values({
        firstName: 'Casey',
        lastName: 'Rivera',
        email: 'casey@student.test',
        interestLevel: 'join',
        message: 'I would love to help build the car.',
        ...overrides,
      })
      .returning(),
  );
}
