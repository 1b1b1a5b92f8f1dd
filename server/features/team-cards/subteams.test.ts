// The club's subteams: a card's subteam is one of them, whoever writes it; a subteam the club drops
// from its list stays on the cards that have it until someone changes it.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  TEAM_CARD_PATH,
  TEAM_CARD_PHOTO_PATH,
  teamCardAccountPath,
} from '../../../common/team/team-card';
import { makeTeamMember } from '../../test/factories';
import { MULTIPART_TYPE, multipartBody } from '../../test/uploads/image-uploads';
import { useTestSite } from '../../test/use-test-site';

const site = useTestSite({ signedIn: ['admin', 'member'] });

const setSubteams = (subteams: string[]) =>
  site.admin.send('PUT', '/api/club-config', { subteams });

async function memberCard() {
  const card = await makeTeamMember(site.t.db);
  await site.admin.send('PUT', teamCardAccountPath(card.id), { userId: site.member.user.id });
  return card;
}

describe("a card's subteam", () => {
  it("is one of the club's, for an admin and for the card's member alike", async () => {
    expect((await setSubteams(['Frame', 'Suspension'])).statusCode).toBe(200);
    const card = await memberCard();

    const mine = await site.member.send('PUT', TEAM_CARD_PATH, { subteam: 'Frame' });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().subteam).toBe('Frame');

    const refused = await site.admin.send('PUT', `/api/team-members/${card.id}`, {
      subteam: 'Aero',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      "Subteam must be one of the club's subteams: Frame, Suspension",
    );
    const listed = await site.t.app.inject({ method: 'GET', url: '/api/team-members' });
    expect(listed.json().find((member: { id: string }) => member.id === card.id).subteam).toBe(
      'Frame',
    );
  });

  it('stays on a card after the club drops it, and the card can still be edited', async () => {
    await setSubteams(['Frame']);
    await memberCard();
    await site.member.send('PUT', TEAM_CARD_PATH, { subteam: 'Frame' });
    await setSubteams(['Drivetrain']);

    const bio = await site.member.send('PUT', TEAM_CARD_PATH, { bio: 'Now on gears.' });

    expect(bio.statusCode).toBe(200);
    expect(bio.json().subteam).toBe('Frame');
  });

  it('is refused on a new card when the club has none yet', async () => {
    const created = await site.admin.send('POST', '/api/team-members', {
      name: 'Sam Ortiz',
      role: 'Member',
      major: 'Mechanical Engineering',
      year: 'Junior',
      bio: 'Builds things.',
      subteam: 'Frame',
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().message).toMatch(/no subteams yet/);
  });

  it('refuses a list that names a subteam twice', async () => {
    const refused = await setSubteams(['Frame', 'frame']);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/Each subteam must be named once/);
  });
});

describe("a member's own photo", () => {
  it('is stored and shown on their card', async () => {
    await memberCard();
    const png = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#c2410c' },
    })
      .png()
      .toBuffer();

    const uploaded = await site.t.app.inject({
      method: 'POST',
      url: TEAM_CARD_PHOTO_PATH,
      headers: { cookie: site.member.cookie, 'content-type': MULTIPART_TYPE },
      payload: multipartBody(png, 'image/png'),
    });

    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.json().imageUrl).toMatch(/^\/uploads\/images\//);
  });

  it('is refused before the file is read while no card is linked', async () => {
    const refused = await site.t.app.inject({
      method: 'POST',
      url: TEAM_CARD_PHOTO_PATH,
      headers: { cookie: site.member.cookie, 'content-type': MULTIPART_TYPE },
      payload: multipartBody(Buffer.from('not read'), 'image/png'),
    });
    expect(refused.statusCode).toBe(404);
  });
});
