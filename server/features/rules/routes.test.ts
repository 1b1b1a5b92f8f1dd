// The rules catalogue as content: GET /api/rules answers the stored tabs and cards, admins write a
// card with the editor's routes, a card keeps its address when renamed, tabs and cards stay linked,
// History and the trash work as for every entry, and Axel answers from the edited card at once, on
// every instance.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RULES_API_PATH, type RulesCatalogue } from '../../../common/rules/rules-catalogue';
import { auditLog } from '../../db/schema/site-schema';
import { askAs } from '../../test/axel-requests';
import { makeUser } from '../../test/factories';
import { requestAs } from '../../test/requests';
import type { TestApp } from '../../test/test-app';
import { useTestSite } from '../../test/use-test-site';
import { readRulesCatalogue } from './catalogue';
import { starterRulesCatalogue } from './starter-catalogue';

const site = useTestSite({ secondInstance: true, signedIn: ['admin'] });

const catalogueOf = async (t: TestApp) => {
  const response = await t.app.inject({ method: 'GET', url: RULES_API_PATH });
  expect(response.statusCode).toBe(200);
  return response.json() as RulesCatalogue;
};
const cardIn = (catalogue: RulesCatalogue, id: string) =>
  catalogue.tabs.flatMap((tab) => tab.cards).find((card) => card.id === id);

interface AdminCard {
  id: string;
  slug: string;
  tab: string;
  title: string;
  checklist: string;
}
const adminCards = async () =>
  (await site.admin.send('GET', '/api/admin/content/rule-cards')).json() as AdminCard[];
const adminCard = async (slug: string) => {
  const card = (await adminCards()).find((candidate) => candidate.slug === slug);
  if (!card) throw new Error(`no card ${slug}`);
  return card;
};

const newCard = {
  title: 'Seat Belt Anchors',
  tab: 'safety',
  priority: 'critical',
  checklist: 'Anchor each belt to a frame node.\n\n  Use Grade 8 bolts at every anchor.  ',
};

describe('GET /api/rules', () => {
  it('answers the starter catalogue to anyone: the tabs in order, their cards, the deadlines', async () => {
    expect(await catalogueOf(site.t)).toEqual(starterRulesCatalogue);
  });

  it('lists the cards to admins as /rules shows them: by their tab’s place, then their own', async () => {
    const slugs = (await adminCards()).map((card) => card.slug);

    expect(slugs).toEqual(
      starterRulesCatalogue.tabs.flatMap((tab) => tab.cards.map((card) => card.id)),
    );
  });
});

describe('writing the catalogue', () => {
  it('adds a card to its tab, with an address made from its title and a checklist of lines', async () => {
    const created = await site.admin.send('POST', '/api/rules/cards', newCard);

    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      slug: 'seat-belt-anchors',
      checklist: 'Anchor each belt to a frame node.\nUse Grade 8 bolts at every anchor.',
    });
    const safety = (await catalogueOf(site.t)).tabs.find((tab) => tab.id === 'safety');
    expect(safety?.cards.at(-1)).toEqual({
      id: 'seat-belt-anchors',
      title: 'Seat Belt Anchors',
      priority: 'critical',
      requirements: ['Anchor each belt to a frame node.', 'Use Grade 8 bolts at every anchor.'],
    });
    const again = await site.admin.send('POST', '/api/rules/cards', newCard);
    expect(again.json().slug).toBe('seat-belt-anchors-2');
    // The page's own elements keep their ids.
    const named = await site.admin.send('POST', '/api/rules/cards', {
      ...newCard,
      title: 'Page data',
    });
    expect(named.json().slug).toBe('page-data-2');
  });

  it('keeps a card’s address when it is renamed, and records the change', async () => {
    const card = await adminCard('frame-tubing');

    const renamed = await site.admin.send('PUT', `/api/rules/cards/${card.id}`, {
      title: 'Main Frame Tubes',
    });

    expect(renamed.statusCode).toBe(200);
    expect(cardIn(await catalogueOf(site.t), 'frame-tubing')?.title).toBe('Main Frame Tubes');
    const audit = await site.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'rule-card'), eq(auditLog.entityId, card.id)));
    expect(audit.map((row) => row.action)).toEqual(['update']);
  });

  it('refuses a card in a tab that does not exist, and an empty checklist', async () => {
    const card = await adminCard('frame-tubing');

    const moved = await site.admin.send('PUT', `/api/rules/cards/${card.id}`, {
      tab: 'no-such-tab',
    });
    const created = await site.admin.send('POST', '/api/rules/cards', {
      ...newCard,
      tab: 'nowhere',
    });
    const empty = await site.admin.send('POST', '/api/rules/cards', {
      ...newCard,
      checklist: ' \n ',
    });

    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toBe('Tab must be one of the catalogue’s tabs');
    expect(created.statusCode).toBe(400);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Checklist is required');
    expect(await catalogueOf(site.t)).toEqual(starterRulesCatalogue);
  });

  it('refuses to delete a tab that still has cards; an empty one goes to the trash', async () => {
    const tabs = (await site.admin.send('GET', '/api/admin/content/rule-tabs')).json() as {
      id: string;
      slug: string;
    }[];
    const safety = tabs.find((tab) => tab.slug === 'safety');

    const refused = await site.admin.send('DELETE', `/api/rules/tabs/${safety?.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/still has cards/);

    const added = await site.admin.send('POST', '/api/rules/tabs', {
      label: 'Electrical',
      description: 'Wiring, batteries and switches.',
    });
    expect(added.json()).toMatchObject({ slug: 'electrical' });
    expect((await catalogueOf(site.t)).tabs.at(-1)?.id).toBe('electrical');
    const deleted = await site.admin.send('DELETE', `/api/rules/tabs/${added.json().id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await catalogueOf(site.t)).tabs.map((tab) => tab.id)).not.toContain('electrical');
  });

  it('brings a deleted card back from the trash under its own address', async () => {
    const card = await adminCard('fastener-grades');
    expect((await site.admin.send('DELETE', `/api/rules/cards/${card.id}`)).statusCode).toBe(204);
    expect(cardIn(await catalogueOf(site.t), 'fastener-grades')).toBeUndefined();

    const restored = await site.admin.send(
      'POST',
      `/api/admin/trash/rule-cards/${card.id}/restore`,
    );

    expect(restored.statusCode).toBe(204);
    expect(cardIn(await catalogueOf(site.t), 'fastener-grades')?.title).toBe('Fastener Grades');
  });

  it('restores a card’s earlier checklist from its History', async () => {
    const card = await adminCard('fastener-grades');
    await site.admin.send('PUT', `/api/rules/cards/${card.id}`, { checklist: 'Any bolt will do.' });
    const [change] = await site.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'rule-card'), eq(auditLog.entityId, card.id)));

    const restored = await site.admin.send(
      'POST',
      `/api/admin/history/rule-cards/${card.id}/restore`,
      {
        entryId: change?.id,
        state: 'before',
      },
    );

    expect(restored.statusCode).toBe(200);
    expect(cardIn(await catalogueOf(site.t), 'fastener-grades')?.requirements).toEqual(
      card.checklist.split('\n'),
    );
  });

  it('shows a new deadline in the quick reference, last', async () => {
    const added = await site.admin.send('POST', '/api/rules/deadlines', {
      name: 'Design Report',
      date: 'Jan 20',
    });

    expect(added.statusCode).toBe(201);
    expect((await catalogueOf(site.t)).deadlines.at(-1)).toEqual({
      name: 'Design Report',
      date: 'Jan 20',
    });
  });

  it('is for admins only', async () => {
    const member = await makeUser(site.t.db, { role: 'member', isActive: 1 });
    const card = await adminCard('frame-tubing');

    const asMember = await requestAs(site.t, member.id, {
      method: 'PUT',
      url: `/api/rules/cards/${card.id}`,
      payload: { title: 'Mine now' },
    });
    const anonymous = await requestAs(site.t, null, {
      method: 'POST',
      url: '/api/rules/cards',
      payload: newCard,
    });

    expect(asMember.statusCode).toBe(403);
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('Axel and the edited catalogue', () => {
  it('reads an unchanged catalogue again as the same object, so its indexes are not built again', async () => {
    const { deps } = site.t.app;
    const first = await readRulesCatalogue(deps);
    // As when the cached copy expires.
    deps.publicCache.clear();

    expect(await readRulesCatalogue(deps)).toBe(first);
    const card = await adminCard('frame-tubing');
    await site.admin.send('PUT', `/api/rules/cards/${card.id}`, { title: 'Main Frame Tubes' });
    expect(await readRulesCatalogue(deps)).not.toBe(first);
  });

  it('shows what an admin typed into a card as text, never as a link or a heading', async () => {
    const designer = await makeUser(site.t.db, { role: 'designer', isActive: 1 });
    const card = await adminCard('fastener-grades');
    await site.admin.send('PUT', `/api/rules/cards/${card.id}`, {
      checklist: '# Fasteners [see here](https://elsewhere.example) must be Grade 8.',
    });

    const answer = await askAs(site.t, designer.id, { prompt: 'Which fasteners grade?' });

    expect(answer.json().message).toContain(
      '- \\# Fasteners \\[see here\\]\\(https://elsewhere.example\\) must be Grade 8.',
    );
  });

  it('answers from a rewritten card at once, on this instance and on another', async () => {
    const designer = await makeUser(site.t.db, { role: 'designer', isActive: 1 });
    const prompt = 'How far must the firewall reach?';
    // Both instances have answered from the starter catalogue, and keep it in memory.
    for (const t of [site.t, site.second]) {
      const before = await askAs(t, designer.id, { prompt });
      expect(before.json().message).not.toContain('bulkhead of titanium');
    }
    const card = await adminCard('fire-and-fuel-protection');

    await site.admin.send('PUT', `/api/rules/cards/${card.id}`, {
      checklist: 'The firewall must be a bulkhead of titanium reaching the roll hoop.',
    });

    for (const t of [site.t, site.second]) {
      await expect
        .poll(async () => (await askAs(t, designer.id, { prompt })).json().message)
        .toContain('- The firewall must be a bulkhead of titanium reaching the roll hoop.');
    }
  });
});
