// A restore brings back exactly the version kept: after any run of edits of a team member, making
// any earlier version current again gives back every field that version held.
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { signInAdmin } from '../../test/admin-requests';
import { resetTestApp } from '../../test/test-app';
import { useTestSite } from '../../test/use-test-site';

const site = useTestSite();

const text = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 .,'’-]{0,40}[A-Za-z0-9.]$/);

/** One edit an admin can make of a card: a field, or the Active toggle. */
const edit = fc.oneof(
  fc.record({ name: text }),
  fc.record({ role: text }),
  fc.record({ bio: text }),
  fc.record({ year: fc.constantFrom('Freshman', 'Junior', 'Senior') }),
  fc.record({ email: fc.constantFrom('pit@club.test', 'crew@club.test', null) }),
  fc.record({ isActive: fc.constantFrom(0, 1) }),
);

describe('restoring a version', () => {
  it('gives back every field of the version chosen', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(edit, { minLength: 1, maxLength: 6 }),
        fc.nat(),
        async (edits, pick) => {
          await resetTestApp(site.t);
          const { send } = await signInAdmin(site.t);
          const created = await send('POST', '/api/team-members', {
            name: 'Priya Castellano',
            role: 'Driver',
            major: 'Mechanical Engineering',
            year: 'Junior',
            bio: 'Drives.',
          });
          const { id } = created.json();
          const versions = [created.json()];
          for (const change of edits) {
            const saved = await send('PUT', `/api/team-members/${id}`, change);
            expect(saved.statusCode).toBe(200);
            versions.push(saved.json());
          }
          // An edit that changed nothing leaves no entry: each entry made one of these.
          const distinct = versions.filter(
            (version, index) => index === 0 || !isDeepStrictEqual(version, versions[index - 1]),
          );
          const history = (await send('GET', `/api/admin/history/team-members/${id}`)).json();
          const entries = history.entries.toReversed();
          expect(entries).toHaveLength(distinct.length);
          const chosen = pick % entries.length;

          const restored = await send('POST', `/api/admin/history/team-members/${id}/restore`, {
            entryId: entries[chosen].id,
          });

          expect(restored.statusCode).toBe(200);
          const [now] = (await send('GET', '/api/admin/content/team-members')).json();
          expect(now).toEqual(distinct[chosen]);
        },
      ),
      { numRuns: 25 },
    );
  });
});
