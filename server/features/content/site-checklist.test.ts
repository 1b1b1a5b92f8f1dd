import { describe, expect, it } from 'vitest';
import { seedStarterContent } from '../../db/seed/seed';
import { starterClubConfig } from '../../db/seed/seed-content';
import { signInAdmin } from '../../test/admin-requests';
import { makeTeamMember } from '../../test/factories';
import { useTestSite } from '../../test/use-test-site';

const site = useTestSite();

describe("the site checklist ('Make this site yours')", () => {
  it('ticks nothing on a new site with the starter content', async () => {
    await seedStarterContent(site.t.db);
    const { send } = await signInAdmin(site.t);

    const response = await send('GET', '/api/admin/site-checklist');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      items: [
        { item: 'clubName', done: false },
        { item: 'logo', done: false },
        { item: 'signupForm', done: false },
        { item: 'contactEmail', done: false },
        { item: 'sponsorBrochure', done: false },
        { item: 'rulesDocument', done: false },
        { item: 'teamMember', done: false },
      ],
    });
  });

  it('ticks each item once the club has set it', async () => {
    await seedStarterContent(site.t.db);
    const { send } = await signInAdmin(site.t);
    const done = async () =>
      (
        (await send('GET', '/api/admin/site-checklist')).json().items as {
          item: string;
          done: boolean;
        }[]
      )
        .filter((entry) => entry.done)
        .map((entry) => entry.item);

    await send('PUT', '/api/club-config', { clubName: 'Prairie Mudcats' });
    expect(await done()).toEqual(['clubName']);

    await send('PUT', '/api/club-config', {
      logoUrl: '/uploads/images/logo-0123456789abcdef01234567.webp',
      signupFormUrl: 'https://forms.example.org/apply',
    });
    expect(await done()).toEqual(['clubName', 'logo', 'signupForm']);

    // The starter's invented address is not the club's own.
    await send('PUT', '/api/club-config', { contactEmail: starterClubConfig.contactEmail });
    expect(await done()).not.toContain('contactEmail');
    await send('PUT', '/api/club-config', { contactEmail: 'hello@mudcats.example.edu' });
    expect(await done()).toContain('contactEmail');

    await send('PUT', '/api/club-config', {
      sponsorBrochureUrl: '/uploads/documents/brochure.pdf',
      rulesDocumentUrl: '/uploads/documents/rules.pdf',
    });
    expect(await done()).toContain('sponsorBrochure');
    expect(await done()).toContain('rulesDocument');

    await makeTeamMember(site.t.db, { name: 'Rowan Ellery' });
    expect(await done()).toEqual([
      'clubName',
      'logo',
      'signupForm',
      'contactEmail',
      'sponsorBrochure',
      'rulesDocument',
      'teamMember',
    ]);
  });

  it('does not count the default club name, even set again', async () => {
    const { send } = await signInAdmin(site.t);
    await send('PUT', '/api/club-config', { clubName: 'Prairie Mudcats' });
    await send('PUT', '/api/club-config', { clubName: 'Off-Road Racing Club' });

    const items = (await send('GET', '/api/admin/site-checklist')).json().items;

    expect(items[0]).toEqual({ item: 'clubName', done: false });
  });
});
