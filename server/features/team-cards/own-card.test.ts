// A member keeps their own team card: an admin links it (or confirms the member's claim), the
// member changes their own fields with the editor's rules, each change is in the card's History,
// and the admins' fields stay theirs.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { historyPath, restoreVersionPath } from '../../../common/editor/history';
import {
  OWN_CARD_FIELD_REFUSAL,
  TEAM_CARD_ACCOUNTS_PATH,
  TEAM_CARD_CLAIM_PATH,
  TEAM_CARD_GRADUATION_PATH,
  TEAM_CARD_PATH,
  teamCardAccountPath,
} from '../../../common/team/team-card';
import { teamMembers } from '../../db/schema/site-schema';
import { makeTeamMember, makeUser } from '../../test/factories';
import { useTestSite } from '../../test/use-test-site';

const site = useTestSite({ signedIn: ['admin', 'member', 'designer'], mail: true });

const link = (cardId: string, userId: string | null) =>
  site.admin.send('PUT', teamCardAccountPath(cardId), { userId });

async function linkedCard(overrides: Partial<typeof teamMembers.$inferInsert> = {}) {
  const card = await makeTeamMember(site.t.db, { name: 'Jordan Reyes', ...overrides });
  expect((await link(card.id, site.member.user.id)).statusCode).toBe(200);
  return card;
}

const publicTeam = async () =>
  (await site.t.app.inject({ method: 'GET', url: '/api/team-members' })).json() as {
    id: string;
    bio: string;
    major: string;
  }[];

const stored = async (id: string) =>
  (await site.t.db.select().from(teamMembers).where(eq(teamMembers.id, id)))[0];

describe("a member's own team card", () => {
  it('is theirs to change once an admin links it, and / shows each change at once', async () => {
    const card = await linkedCard();

    const state = await site.member.send('GET', TEAM_CARD_PATH);
    expect(state.json()).toMatchObject({ card: { id: card.id, name: 'Jordan Reyes' } });

    const changed = await site.member.send('PUT', TEAM_CARD_PATH, { bio: 'Welds the frame.' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ bio: 'Welds the frame.' });
    await site.member.send('PUT', TEAM_CARD_PATH, { major: 'Materials Science' });

    expect((await publicTeam()).find((member) => member.id === card.id)).toMatchObject({
      bio: 'Welds the frame.',
      major: 'Materials Science',
    });
  });

  it("answers 403 to the card's role, order, name or status, and changes nothing", async () => {
    const card = await linkedCard({ role: 'Captain' });

    for (const body of [{ role: 'Admin' }, { isActive: 0 }, { name: 'Someone Else' }]) {
      const refused = await site.member.send('PUT', TEAM_CARD_PATH, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(OWN_CARD_FIELD_REFUSAL);
    }
    const order = await site.member.send('POST', `/api/team-members/${card.id}/move`, {
      direction: 'up',
    });
    expect(order.statusCode).toBe(403);
    expect(await stored(card.id)).toMatchObject({ role: 'Captain', isActive: 1 });
  });

  it("answers 403 to another card, through the editor's own routes", async () => {
    await linkedCard();
    const other = await makeTeamMember(site.t.db, { bio: 'Not yours.' });

    const refused = await site.member.send('PUT', `/api/team-members/${other.id}`, {
      bio: 'Mine now.',
    });

    expect(refused.statusCode).toBe(403);
    expect((await stored(other.id))?.bio).toBe('Not yours.');
  });

  it("takes the editor's rules: a bad LinkedIn gets 400 and changes nothing", async () => {
    const card = await linkedCard();

    const refused = await site.member.send('PUT', TEAM_CARD_PATH, { linkedIn: 'not a link' });

    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/LinkedIn must be a web address/);
    expect((await stored(card.id))?.linkedIn).toBe(card.linkedIn);
  });

  it("shows the member's change in the card's History, and an admin restores an earlier version", async () => {
    const card = await linkedCard({ bio: 'First bio.' });
    await site.member.send('PUT', TEAM_CARD_PATH, { bio: 'Second bio.' });

    const history = await site.admin.send('GET', historyPath('team-members', card.id));
    const edit = history
      .json()
      .entries.find((entry: { action: string }) => entry.action === 'update');
    expect(edit.actor).toMatchObject({ email: site.member.user.email });

    const restored = await site.admin.send('POST', restoreVersionPath('team-members', card.id), {
      entryId: edit.id,
      state: 'before',
    });
    expect(restored.statusCode).toBe(200);
    expect((await stored(card.id))?.bio).toBe('First bio.');
    // A restore brings back what the card says, never who keeps it.
    expect((await stored(card.id))?.userId).toBe(site.member.user.id);
  });

  it('answers 404 while no card is linked', async () => {
    const refused = await site.member.send('PUT', TEAM_CARD_PATH, { bio: 'Hello.' });
    expect(refused.statusCode).toBe(404);
  });
});

describe('claiming a card', () => {
  it('waits for an admin, who confirms it by linking the card; the member is told by mail', async () => {
    const card = await makeTeamMember(site.t.db, {
      name: 'Member Claimant',
      email: site.member.user.email.toUpperCase(),
    });
    const before = await site.member.send('GET', TEAM_CARD_PATH);
    expect(before.json()).toEqual({
      card: null,
      claimed: null,
      claimable: { id: card.id, name: 'Member Claimant' },
    });

    const claim = await site.member.send('POST', TEAM_CARD_CLAIM_PATH);
    expect(claim.statusCode).toBe(200);
    expect(claim.json()).toMatchObject({ card: null, claimed: { id: card.id } });
    // Until an admin confirms, the card is not the member's to change.
    expect((await site.member.send('PUT', TEAM_CARD_PATH, { bio: 'Mine.' })).statusCode).toBe(404);

    expect((await link(card.id, site.member.user.id)).statusCode).toBe(200);
    expect((await site.member.send('GET', TEAM_CARD_PATH)).json().card.id).toBe(card.id);
    expect((await stored(card.id))?.claimedBy).toBeNull();

    await site.t.app.deps.mail.sendDue();
    const mail = site.mail.mails.find((received) => received.to === site.member.user.email);
    expect(mail?.subject).toMatch(/yours to keep/);
  });

  it("is in the admins' digest of who waits for them, with a link to the editor's Team tab", async () => {
    await makeTeamMember(site.t.db, { name: 'Member Claimant', email: site.member.user.email });

    expect((await site.member.send('POST', TEAM_CARD_CLAIM_PATH)).statusCode).toBe(200);

    await site.t.app.deps.mail.sendDue();
    const digests = site.mail.mails.filter((mail) => mail.to === site.admin.user.email);
    expect(digests.map((mail) => mail.subject)).toEqual([
      'Member Claimant is waiting for approval',
    ]);
    expect(digests[0]?.text).toContain(
      `- ${site.member.user.email} claims the team card "Member Claimant"`,
    );
    expect(digests[0]?.text).toContain('/admin/edit?tab=team');
  });

  it("of an admin's own card is not in that admin's digest", async () => {
    await makeTeamMember(site.t.db, { name: 'Admin Claimant', email: site.admin.user.email });

    expect((await site.admin.send('POST', TEAM_CARD_CLAIM_PATH)).statusCode).toBe(200);

    await site.t.app.deps.mail.sendDue();
    expect(site.mail.mails.filter((mail) => mail.to === site.admin.user.email)).toEqual([]);
  });

  it('refused, tells the member, and leaves the digest that has not gone yet', async () => {
    const card = await makeTeamMember(site.t.db, {
      name: 'Member Claimant',
      email: site.member.user.email,
    });
    await site.member.send('POST', TEAM_CARD_CLAIM_PATH);

    expect((await link(card.id, null)).statusCode).toBe(200);

    expect((await stored(card.id))?.claimedBy).toBeNull();
    expect((await site.member.send('GET', TEAM_CARD_PATH)).json().claimable.id).toBe(card.id);
    await site.t.app.deps.mail.sendDue();
    expect(site.mail.mails.filter((mail) => mail.to === site.admin.user.email)).toEqual([]);
    const told = site.mail.mails.filter((mail) => mail.to === site.member.user.email);
    expect(told.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/claim on a card of the .* team was not confirmed/),
    ]);
    expect(told[0]?.text).toContain('did not link the team card "Member Claimant"');
  });

  it('is answered, and leaves the digest, when an admin links the member to another card', async () => {
    const claimed = await makeTeamMember(site.t.db, { email: site.member.user.email });
    await site.member.send('POST', TEAM_CARD_CLAIM_PATH);
    const other = await makeTeamMember(site.t.db, { name: 'Jordan Reyes' });

    expect((await link(other.id, site.member.user.id)).statusCode).toBe(200);

    expect((await stored(claimed.id))?.claimedBy).toBeNull();
    await site.t.app.deps.mail.sendDue();
    expect(site.mail.mails.filter((mail) => mail.to === site.admin.user.email)).toEqual([]);
    const told = site.mail.mails.filter((mail) => mail.to === site.member.user.email);
    expect(told.map((mail) => mail.subject)).toEqual([expect.stringMatching(/yours to keep/)]);
  });

  it('answers 404 when no card carries the sign-in address', async () => {
    await makeTeamMember(site.t.db, { email: 'someone.else@club.test' });
    expect((await site.member.send('POST', TEAM_CARD_CLAIM_PATH)).statusCode).toBe(404);
  });
});

describe("an admin's link between a card and an account", () => {
  it('moves the card to another member, and tells the one who loses it', async () => {
    const card = await linkedCard();

    expect((await link(card.id, site.designer.user.id)).statusCode).toBe(200);

    expect((await site.member.send('GET', TEAM_CARD_PATH)).json().card).toBeNull();
    expect((await site.designer.send('GET', TEAM_CARD_PATH)).json().card.id).toBe(card.id);
    await site.t.app.deps.mail.sendDue();
    const subjects = site.mail.mails
      .filter((mail) => mail.to === site.member.user.email)
      .map((mail) => mail.subject);
    expect(subjects).toEqual([
      expect.stringMatching(/yours to keep/),
      expect.stringMatching(/no longer linked/),
    ]);
  });

  it('refuses a pending account, and a member who already keeps another card', async () => {
    const pending = await makeUser(site.t.db, { role: 'pending', isActive: 0 });
    const card = await makeTeamMember(site.t.db);
    expect((await link(card.id, pending.id)).statusCode).toBe(400);

    await linkedCard();
    const second = await link(card.id, site.member.user.id);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('That account already keeps the card of Jordan Reyes');
    expect((await stored(card.id))?.userId).toBeNull();
  });

  it('is for admins only', async () => {
    const card = await makeTeamMember(site.t.db);
    const refused = await site.member.send('PUT', teamCardAccountPath(card.id), {
      userId: site.member.user.id,
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('asking to be listed as graduating', () => {
  it('waits for an admin, whose year answers it', async () => {
    const card = await linkedCard();
    const year = new Date().getUTCFullYear();

    const asked = await site.member.send('POST', TEAM_CARD_GRADUATION_PATH, {
      graduationYear: year,
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({ graduationRequested: year, graduationYear: null });

    await site.admin.send('PUT', `/api/team-members/${card.id}`, { graduationYear: year });
    expect(await stored(card.id)).toMatchObject({
      graduationYear: year,
      graduationRequested: null,
    });
  });

  it('refuses a year more than a year ahead', async () => {
    await linkedCard();
    const refused = await site.member.send('POST', TEAM_CARD_GRADUATION_PATH, {
      graduationYear: new Date().getUTCFullYear() + 2,
    });
    expect(refused.statusCode).toBe(400);
  });
});

describe('the accounts the cards name, for the editor', () => {
  it("are the keepers and claimants of cards, and no one else's", async () => {
    await linkedCard();
    await makeTeamMember(site.t.db, { claimedBy: site.designer.user.id });

    const listed = await site.admin.send('GET', TEAM_CARD_ACCOUNTS_PATH);

    expect(listed.statusCode).toBe(200);
    expect(
      listed
        .json()
        .map((user: { id: string }) => user.id)
        .sort(),
    ).toEqual([site.member.user.id, site.designer.user.id].sort());
  });
});
