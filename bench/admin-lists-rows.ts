// The rows of `npm run bench:lists` (admin-lists.ts): a long-lived club's accounts, contact inbox
// and audit log, written straight into the bench database with generate_series. Texts are a few
// hundred characters.
import pg from 'pg';

export const CONTACT_SUBMISSIONS = 100_000;
export const AUDIT_ENTRIES = 100_000;
export const ACCOUNTS = 10_000;

/** Sentences of the messages, the bios and the articles, picked in turn by the row's number. */
const SENTENCES = [
  'I am a second-year mechanical engineering student and I have followed the Baja SAE races for years.',
  'Last summer I rebuilt the suspension of an old quad with my uncle, so I know my way around a workshop.',
  'I can weld a little, I use SolidWorks every week, and I would love to learn how you design the frame.',
  'Could you tell me when and where the next general meeting is, and whether first-year students may come?',
  'Our company would like to support the team with machining time and parts; who should we talk to, please?',
  'I have no engineering background at all, but I am good at photography, social media and writing reports.',
  'We met at the university fair in September, and your car on the stand was the best thing I saw that day.',
];
const sentence = (seed: string) => `($1::text[])[1 + (${seed}) % ${SENTENCES.length}]`;
const paragraph = (seed: string) =>
  `${sentence(seed)} || ' ' || ${sentence(`(${seed}) / 3`)} || ' ' || ${sentence(`(${seed}) / 11`)}`;

const FIRST_NAMES = `(array['Priya', 'Jonas', 'Mei', 'Diego', 'Amara', 'Lukas', 'Sofia', 'Kwame', 'Hannah'])`;
const LAST_NAMES = `(array['Castellano', 'Weber', 'Tanaka', 'Okafor', 'Lindqvist', 'Haddad', 'Novak'])`;

const PAGE_TEXT_KEYS = `(array['home.badge', 'about.intro', 'team.intro', 'sponsors.intro',
  'contact.intro', 'join.intro', 'members.intro', 'rules.intro'])`;

// Ids the audit entries can name without looking them up: made from the row's number.
const INSERT_ACCOUNTS = `insert into users (id, email, first_name, last_name, role, is_active, created_at)
  select md5('user-' || i)::uuid, 'user' || i || '@example.edu', ${FIRST_NAMES}[1 + i % 9],
    ${LAST_NAMES}[1 + i % 7], (array['pending', 'member', 'member', 'member', 'designer'])[1 + i % 5],
    (i % 7 <> 0)::int, now() - i * interval '2 hours'
  from generate_series(1, ${ACCOUNTS}) as i`;

const INSERT_CONTACT_SUBMISSIONS = `insert into contact_submissions (id, first_name, last_name,
    email, major_year, interest_level, message, submitted_at, is_processed)
  select md5('contact-' || i)::uuid, ${FIRST_NAMES}[1 + i % 9], ${LAST_NAMES}[1 + i % 7],
    'applicant' || i || '@example.edu',
    (array['Mechanical Engineering, 2nd year', 'Physics, 1st year', null])[1 + i % 3],
    (array['join', 'meeting', 'learn-more', 'sponsorship'])[1 + i % 4], ${paragraph('i')},
    now() - i * interval '5 minutes', (i % 3 = 0)::int
  from generate_series(1, ${CONTACT_SUBMISSIONS}) as i`;

/**
 * In turn, every 3 minutes back from now: edits of 60 team members and 60 news articles (the
 * changed field, and the whole record as `version`), of 8 page texts, role changes of the
 * accounts, and contact submissions marked processed.
 */
const INSERT_AUDIT_ENTRIES = `insert into audit_log
    (actor_id, action, entity, entity_id, before, after, version, at, ip)
  select $2::uuid, (array['update', 'update', 'update', 'set-role', 'set-processed'])[1 + i % 5],
    (array['team-member', 'news-article', 'page-text', 'user', 'contact-submission'])[1 + i % 5],
    case i % 5 when 2 then ${PAGE_TEXT_KEYS}[1 + i / 5 % 8]
      when 3 then md5('user-' || (1 + i / 5 % ${ACCOUNTS}))::uuid::text
      when 4 then md5('contact-' || (1 + i / 5 % ${CONTACT_SUBMISSIONS}))::uuid::text
      else md5((i % 5) || '-' || (i / 5 % 60))::uuid::text end,
    case i % 5 when 0 then jsonb_build_object('bio', ${paragraph('i + 1')})
      when 1 then jsonb_build_object('body', ${paragraph('i + 2')})
      when 2 then jsonb_build_object('text', ${paragraph('i + 3')})
      when 3 then jsonb_build_object('role', 'pending', 'isActive', 0)
      else jsonb_build_object('isProcessed', 0) end,
    case i % 5 when 0 then jsonb_build_object('bio', ${paragraph('i')})
      when 1 then jsonb_build_object('body', ${paragraph('i')})
      when 2 then jsonb_build_object('text', ${paragraph('i')})
      when 3 then jsonb_build_object('role', 'member', 'isActive', 1)
      else jsonb_build_object('isProcessed', 1) end,
    case i % 5 when 0 then jsonb_build_object('name', ${FIRST_NAMES}[1 + i % 9] || ' ' ||
        ${LAST_NAMES}[1 + i % 7], 'role', 'Suspension lead', 'bio', ${paragraph('i')})
      when 1 then jsonb_build_object('title', 'Race report ' || (i / 5 % 60), 'body', ${paragraph('i')})
      end,
    now() - i * interval '3 minutes', '203.0.113.' || (i % 250)
  from generate_series(1, ${AUDIT_ENTRIES}) as i`;

/** Fills the tables, as a long-lived club's would be, and answers the id of an admin's account. */
export async function fillTables(databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const admin = await client.query<{ id: string }>(
      `insert into users (email, first_name, last_name, role, is_active)
        values ('bench-admin@example.edu', 'Bench', 'Admin', 'admin', 1) returning id`,
    );
    const adminId = admin.rows[0]?.id;
    if (!adminId) throw new Error('the admin account was not created');
    await client.query(INSERT_ACCOUNTS);
    await client.query(INSERT_CONTACT_SUBMISSIONS, [SENTENCES]);
    await client.query(INSERT_AUDIT_ENTRIES, [SENTENCES, adminId]);
    // What autovacuum would have done by the time a table grew this large.
    await client.query('vacuum analyze users, contact_submissions, audit_log');
    return adminId;
  } finally {
    await client.end();
  }
}
