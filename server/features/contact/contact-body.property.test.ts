import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contactSubmissionSchema } from '../../../common/contact/contact';
import { contactSubmissions } from '../../db/schema/site-schema';
import { useTestSite } from '../../test/use-test-site';

const site = useTestSite();

const fieldValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.emailAddress(),
  fc.constantFrom('join', 'meeting', 'learn-more', 'sponsorship', ''),
  fc.string({ minLength: 10, maxLength: 80 }),
  fc.anything({ maxDepth: 2 }),
);

/** Bodies shaped like the form, with any mix of missing, wrong-typed and odd values. */
const formLikeBody = fc.record(
  {
    firstName: fieldValue,
    lastName: fieldValue,
    email: fieldValue,
    majorYear: fieldValue,
    interestLevel: fieldValue,
    message: fieldValue,
    website: fc.oneof(fc.constant(''), fc.string({ maxLength: 5 })),
  },
  { requiredKeys: [] },
);

const word = fc.stringMatching(/^[A-Za-z][A-Za-z' -]{0,30}$/);

/** Bodies the form would send, some with a filled honeypot. */
const validBody = fc.record(
  {
    firstName: word,
    lastName: word,
    email: fc.stringMatching(/^[a-z][a-z0-9_]{0,15}@[a-z]{2,10}\.(test|edu)$/),
    majorYear: fc.option(word, { nil: undefined }),
    interestLevel: fc.constantFrom('join', 'meeting', 'learn-more', 'sponsorship'),
    message: fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 .,!?]{9,200}$/),
    website: fc.constantFrom('', '', '', 'http://bot.test'),
  },
  { requiredKeys: ['firstName', 'lastName', 'email', 'interestLevel', 'message'] },
);

const anyBody = fc.oneof(validBody, formLikeBody, fc.jsonValue({ maxDepth: 3 }));

let address = 0;
const storedCount = async () => (await site.t.db.select().from(contactSubmissions)).length;

describe('contact form bodies, generated', () => {
  it('never answer 500, and store exactly the valid ones', async () => {
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(anyBody, async (body) => {
        const before = await storedCount();
        const response = await site.t.app.inject({
          method: 'POST',
          url: '/api/contact',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(body),
          remoteAddress: `10.1.${Math.floor(++address / 250)}.${address % 250}`,
        });
        const parsed = contactSubmissionSchema.safeParse(body);
        const after = await storedCount();

        if (parsed.success) {
          accepted++;
          expect(response.statusCode).toBe(201);
          expect(after - before).toBe(parsed.data.website ? 0 : 1);
        } else {
          expect(response.statusCode).toBe(400);
          expect(response.json().message).toEqual(expect.any(String));
          expect(after).toBe(before);
        }
      }),
      { numRuns: 150 },
    );
    // The property means little unless both answers were exercised.
    expect(accepted).toBeGreaterThan(20);
  });

  it('never answer 500 to raw text that is not JSON', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 60 }), async (text) => {
        const response = await site.t.app.inject({
          method: 'POST',
          url: '/api/contact',
          headers: { 'content-type': 'application/json' },
          payload: text,
          remoteAddress: `10.2.${Math.floor(++address / 250)}.${address % 250}`,
        });
        expect(response.statusCode).toBeLessThan(500);
      }),
      { numRuns: 100 },
    );
  });
});
