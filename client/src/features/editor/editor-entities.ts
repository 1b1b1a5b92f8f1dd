// The editor's view of each kind of entry: its API paths, the names its toasts use, and its fields
// in the order the cards and the create forms show them. The rules come from common/editor.ts.
import {
  competitionFields,
  type EditorEntityPath,
  newCompetitionSchema,
  newNewsArticleSchema,
  newSponsorSchema,
  newsArticleFields,
  newTeamMemberSchema,
  newVehicleSchema,
  sponsorFields,
  teamMemberFields,
  vehicleFields,
} from '@common/editor';
import { sponsorTiers } from '@common/sponsor-tiers';
import type { ImageKind } from '@common/uploads';
import type { z } from 'zod';

/** An entry as the editor handles it: any kind, each with its id. */
export type Entry = { id: string } & Record<string, unknown>;

export interface EditorField {
  name: string;
  label: string;
  kind: 'text' | 'multiline' | 'number' | 'select' | 'flag';
  inputType?: 'email' | 'url' | 'date';
  options?: readonly { value: string; label: string }[];
  /** Marked * on the create form. */
  required?: boolean;
  /** Only on the create form: the card changes it with its own button (a flag toggle). */
  createOnly?: boolean;
  placeholder?: string;
}

/** A 0/1 field that a card changes with one button, and the words for its two states. */
export interface EditorToggle {
  name: string;
  /** A badge while the flag is 1 or 0 (none when empty). */
  onBadge: string;
  offBadge: string;
  /** The button's text that turns the flag on or off. */
  turnOn: string;
  turnOff: string;
}

export interface EditorEntity {
  path: EditorEntityPath;
  /** How toasts name one entry: "Team member updated successfully!". */
  label: string;
  /** The field that names an entry: its card's heading, and the delete dialog's "{name}". */
  nameField: string;
  fields: readonly EditorField[];
  /** The rule of each field that can be changed on its own (PUT). */
  rules: Record<string, z.ZodType>;
  createSchema: z.ZodType;
  createLabel: string;
  /** The heading of the tab's list, and the empty list's text. */
  listTitle: string;
  emptyText: string;
  /** A picture the card previews (a photo, a logo), and what it is for an upload. */
  imageField?: string;
  imageKind?: ImageKind;
  toggles?: readonly EditorToggle[];
  /** Entries can be moved up and down the public list's order. */
  movable?: boolean;
  /** With `movable`: entries move only among those with the same value here (a sponsor's tier). */
  moveGroupField?: string;
}

const shownOnSite = {
  name: 'isActive',
  onBadge: '',
  offBadge: 'Hidden',
  turnOn: 'Show on site',
  turnOff: 'Hide from site',
} as const;

const tierOptions = sponsorTiers.map((tier) => ({
  value: tier,
  label: tier.charAt(0).toUpperCase() + tier.slice(1),
}));

export const teamMemberEditor: EditorEntity = {
  path: 'team-members',
  label: 'Team member',
  nameField: 'name',
  rules: teamMemberFields,
  createSchema: newTeamMemberSchema,
  createLabel: 'Add Team Member',
  listTitle: 'Team members',
  emptyText: 'No team members yet. Add the first one above.',
  imageField: 'imageUrl',
  imageKind: 'team',
  toggles: [shownOnSite],
  movable: true,
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true },
    { name: 'role', label: 'Role', kind: 'text', required: true, placeholder: 'e.g. Designer' },
    { name: 'major', label: 'Major', kind: 'text', required: true },
    { name: 'year', label: 'Year', kind: 'text', required: true, placeholder: 'e.g. Junior' },
    { name: 'bio', label: 'Bio', kind: 'multiline', required: true },
    { name: 'email', label: 'Email', kind: 'text', inputType: 'email' },
    { name: 'linkedIn', label: 'LinkedIn', kind: 'text', inputType: 'url' },
    { name: 'imageUrl', label: 'Image URL', kind: 'text', inputType: 'url' },
  ],
};

export const competitionEditor: EditorEntity = {
  path: 'competitions',
  label: 'Competition',
  nameField: 'eventName',
  rules: competitionFields,
  createSchema: newCompetitionSchema,
  createLabel: 'Add Competition',
  listTitle: 'Competitions',
  emptyText: 'No competitions yet. Add a result above.',
  fields: [
    { name: 'eventName', label: 'Event name', kind: 'text', required: true },
    { name: 'location', label: 'Location', kind: 'text', required: true },
    { name: 'date', label: 'Date', kind: 'text', inputType: 'date', required: true },
    { name: 'year', label: 'Year', kind: 'number', required: true },
    { name: 'overallPlace', label: 'Overall place', kind: 'number' },
    { name: 'designPlace', label: 'Design place', kind: 'number' },
    { name: 'salesPlace', label: 'Sales place', kind: 'number' },
    { name: 'endurancePlace', label: 'Endurance place', kind: 'number' },
    { name: 'notes', label: 'Notes', kind: 'multiline' },
  ],
};

export const vehicleEditor: EditorEntity = {
  path: 'vehicles',
  label: 'Vehicle',
  nameField: 'name',
  rules: vehicleFields,
  createSchema: newVehicleSchema,
  createLabel: 'Add Vehicle',
  listTitle: 'Vehicles',
  emptyText: 'No vehicles yet. Add the first car above.',
  imageField: 'imageUrl',
  imageKind: 'vehicle',
  toggles: [
    {
      name: 'isLatest',
      onBadge: 'Latest car',
      offBadge: '',
      turnOn: 'Mark as latest',
      turnOff: 'Unmark as latest',
    },
  ],
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true },
    { name: 'year', label: 'Year', kind: 'number', required: true },
    { name: 'description', label: 'Description', kind: 'multiline', required: true },
    { name: 'engine', label: 'Engine', kind: 'text', required: true },
    { name: 'weight', label: 'Weight', kind: 'text', required: true },
    { name: 'suspension', label: 'Suspension', kind: 'text', required: true },
    { name: 'topSpeed', label: 'Top speed', kind: 'text', required: true },
    { name: 'imageUrl', label: 'Image URL', kind: 'text', inputType: 'url' },
    { name: 'isLatest', label: 'Our latest car', kind: 'flag', createOnly: true },
  ],
};

export const sponsorEditor: EditorEntity = {
  path: 'sponsors',
  label: 'Sponsor',
  nameField: 'name',
  rules: sponsorFields,
  createSchema: newSponsorSchema,
  createLabel: 'Add Sponsor',
  listTitle: 'Sponsors',
  emptyText: 'No sponsors yet. Add the first partner above.',
  imageField: 'logoUrl',
  imageKind: 'sponsor',
  toggles: [shownOnSite],
  movable: true,
  moveGroupField: 'tier',
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true },
    { name: 'tier', label: 'Tier', kind: 'select', options: tierOptions, required: true },
    { name: 'logoUrl', label: 'Logo URL', kind: 'text', inputType: 'url' },
    { name: 'websiteUrl', label: 'Website', kind: 'text', inputType: 'url' },
    { name: 'description', label: 'Description', kind: 'multiline' },
  ],
};

export const newsArticleEditor: EditorEntity = {
  path: 'news',
  label: 'News article',
  nameField: 'title',
  rules: newsArticleFields,
  createSchema: newNewsArticleSchema,
  createLabel: 'Create Article',
  listTitle: 'News articles',
  emptyText: 'No news articles yet. Create the first one above.',
  imageField: 'imageUrl',
  imageKind: 'news',
  toggles: [
    {
      name: 'isPublished',
      onBadge: 'Published',
      offBadge: 'Draft',
      turnOn: 'Publish',
      turnOff: 'Unpublish',
    },
  ],
  fields: [
    { name: 'title', label: 'Title', kind: 'text', required: true },
    { name: 'excerpt', label: 'Excerpt', kind: 'multiline', required: true },
    { name: 'content', label: 'Content', kind: 'multiline', required: true },
    { name: 'date', label: 'Date', kind: 'text', inputType: 'date', required: true },
    { name: 'author', label: 'Author', kind: 'text' },
    { name: 'imageUrl', label: 'Image URL', kind: 'text', inputType: 'url' },
    { name: 'isPublished', label: 'Published', kind: 'flag', createOnly: true },
  ],
};
