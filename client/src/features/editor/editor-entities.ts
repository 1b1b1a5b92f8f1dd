// The editor's view of each kind of entry: its description (common/editor/editor-entities.ts and
// common/editor/rules-editor-entities.ts: API paths, label, fields in display order and their
// rules) with the words its tab shows.

import { sponsorshipPackageDescription } from '@common/club/sponsorship-package-description';
import {
  competitionDescription,
  memberResourceDescription,
  newsArticleDescription,
  sponsorDescription,
  teamMemberDescription,
  vehicleDescription,
} from '@common/editor/editor-entities';
import type {
  EditorEntityDescription,
  EditorField as EditorFieldDescription,
} from '@common/editor/editor-entity-description';
import {
  ruleCardDescription,
  ruleDeadlineDescription,
  ruleTabDescription,
} from '@common/editor/rules-editor-entities';
import { eventDescription } from '@common/events/event-description';

/** An entry as the editor handles it: any kind, each with its id. */
export type Entry = { id: string } & Record<string, unknown>;

export interface EditorField extends EditorFieldDescription {
  placeholder?: string;
}

/** The words for a 0/1 field's two states. */
interface ToggleWords {
  /** A badge while the flag is 1 or 0 (none when empty). */
  onBadge: string;
  offBadge: string;
  /** The button's text that turns the flag on or off. */
  turnOn: string;
  turnOff: string;
}

/** A 0/1 field that a card changes with one button, and the words for its two states. */
export interface EditorToggle extends ToggleWords {
  name: string;
}

export interface EditorEntity extends Omit<EditorEntityDescription, 'fields' | 'toggles'> {
  fields: readonly EditorField[];
  toggles?: readonly EditorToggle[];
  createLabel: string;
  /** The heading of the tab's list, and the empty list's text. */
  listTitle: string;
  emptyText: string;
  setApart?: SetApart;
}

/**
 * Entries that stay in the list but are not counted with it (a team member who graduated): the
 * badge each of them shows, and what the dashboard calls them.
 */
interface SetApart {
  badgeOf: (entry: Entry) => string | undefined;
  counted: string;
}

type Words<Toggle extends string> = {
  createLabel: string;
  listTitle: string;
  emptyText: string;
  setApart?: SetApart;
  /** A field's example text on the create form, by field name. */
  placeholders?: Record<string, string>;
} & ([Toggle] extends [never] ? unknown : { toggles: Record<Toggle, ToggleWords> });

/** An entity's description with the words its tab shows (every toggle must have its words). */
function withWords<Toggle extends string>(
  description: EditorEntityDescription<Toggle>,
  words: Words<Toggle>,
): EditorEntity {
  const { placeholders = {}, ...texts } = words;
  const toggleWords = (words as { toggles?: Record<Toggle, ToggleWords> }).toggles;
  return {
    ...description,
    ...texts,
    fields: description.fields.map((field) => ({
      ...field,
      placeholder: placeholders[field.name],
    })),
    toggles: toggleWords && description.toggles?.map((name) => ({ name, ...toggleWords[name] })),
  };
}

const shownOnSite = {
  onBadge: '',
  offBadge: 'Hidden',
  turnOn: 'Show on site',
  turnOff: 'Hide from site',
};

export const teamMemberEditor = withWords(teamMemberDescription, {
  createLabel: 'Add Team Member',
  listTitle: 'Team members',
  emptyText: 'No team members yet. Add the first one above.',
  placeholders: {
    role: 'e.g. Designer',
    year: 'e.g. Junior',
    graduationYear: 'Empty while on the team',
    alumniNote: 'e.g. Chassis engineer at a tractor maker',
  },
  toggles: { isActive: shownOnSite },
  // A card with a graduation year is an alumnus's: listed on /alumni, not with the team.
  setApart: {
    badgeOf: ({ graduationYear }) =>
      typeof graduationYear === 'number' ? `Graduated ${graduationYear}` : undefined,
    counted: 'alumni',
  },
});

export const competitionEditor = withWords(competitionDescription, {
  createLabel: 'Add Competition',
  listTitle: 'Competitions',
  emptyText: 'No competitions yet. Add a result above.',
});

export const vehicleEditor = withWords(vehicleDescription, {
  createLabel: 'Add Vehicle',
  listTitle: 'Vehicles',
  emptyText: 'No vehicles yet. Add the first car above.',
  toggles: {
    isLatest: {
      onBadge: 'Latest car',
      offBadge: '',
      turnOn: 'Mark as latest',
      turnOff: 'Unmark as latest',
    },
  },
});

export const sponsorEditor = withWords(sponsorDescription, {
  createLabel: 'Add Sponsor',
  listTitle: 'Sponsors',
  emptyText: 'No sponsors yet. Add the first partner above.',
  placeholders: {
    contribution: 'e.g. $2,000 and machining hours',
    lastSeason: 'Empty while they sponsor us',
  },
  toggles: { isActive: shownOnSite },
});

/** What a new sponsor may choose, on /sponsors; its list sits in the Sponsors tab. */
export const sponsorshipPackageEditor = withWords(sponsorshipPackageDescription, {
  createLabel: 'Add Package',
  listTitle: 'Sponsorship packages',
  emptyText: 'No packages yet. Add the tiers a sponsor may choose from above.',
  placeholders: {
    name: 'e.g. Gold',
    minAmount: 'e.g. 1000',
    maxAmount: 'Empty for “and up”',
    benefits: 'One benefit on each line',
  },
});

export const newsArticleEditor = withWords(newsArticleDescription, {
  createLabel: 'Create Article',
  listTitle: 'News articles',
  emptyText: 'No news articles yet. Create the first one above.',
  toggles: {
    isPublished: {
      onBadge: 'Published',
      offBadge: 'Draft',
      turnOn: 'Publish',
      turnOff: 'Unpublish',
    },
  },
});

export const eventEditor = withWords(eventDescription, {
  createLabel: 'Add Event',
  listTitle: 'Events',
  emptyText: 'No events yet. Add the next build day, deadline or social above.',
  placeholders: { place: 'e.g. the team garage' },
  toggles: {
    cancelled: {
      onBadge: 'Cancelled',
      offBadge: '',
      turnOn: 'Cancel event',
      turnOff: 'Restore event',
    },
    allDay: {
      onBadge: 'All day',
      offBadge: '',
      turnOn: 'Make all day',
      turnOff: 'Give it times',
    },
  },
});

/** The members area's links; its list sits in the Club settings tab. */
export const memberResourceEditor = withWords(memberResourceDescription, {
  createLabel: 'Add Link',
  listTitle: 'Members area links',
  emptyText: 'No links yet. Add the team chat, the mailing group and the tools members use.',
  placeholders: { url: 'https://…' },
});

/** The rules catalogue's three kinds share the Rules tab. */
const ruleTabEditor = withWords(ruleTabDescription, {
  createLabel: 'Add Tab',
  listTitle: 'Rule tabs',
  emptyText: 'No tabs yet. Add the first topic of the catalogue above.',
  placeholders: { label: 'e.g. Safety' },
});

const ruleCardEditor = withWords(ruleCardDescription, {
  createLabel: 'Add Rule Card',
  listTitle: 'Rule cards',
  emptyText: 'No rule cards yet. Add a tab first, then its cards.',
  placeholders: { checklist: 'One requirement on each line' },
});

const ruleDeadlineEditor = withWords(ruleDeadlineDescription, {
  createLabel: 'Add Deadline',
  listTitle: 'Quick reference deadlines',
  emptyText: 'No deadlines yet. The quick reference shows none until one is added.',
  placeholders: { date: 'e.g. Feb 16' },
});

/** The Rules tab's kinds, in the order it shows them. */
export const rulesCatalogueEditors = [ruleTabEditor, ruleCardEditor, ruleDeadlineEditor];

const editorsByPath = new Map(
  [
    teamMemberEditor,
    competitionEditor,
    vehicleEditor,
    sponsorEditor,
    newsArticleEditor,
    eventEditor,
    memberResourceEditor,
    sponsorshipPackageEditor,
    ...rulesCatalogueEditors,
  ].map((editor) => [editor.path, editor]),
);

/** The editor of the kind a path names (`sponsors`): every editor entity path has one. */
export function editorAt(path: string): EditorEntity | undefined {
  return editorsByPath.get(path as EditorEntity['path']);
}
