// Each kind of entry the website editor manages, described once for the server and the client:
// where its API lives, how messages name it, and its fields in the order the cards and the create
// forms show them, each with its rule (common/editor.ts). The server adds only its table, cache key,
// order and insert defaults (server/features/editor/entities.ts); the client only its words
// (client/src/features/editor/editor-entities.ts).
import type { z } from 'zod';
import {
  adminCompetitionSchema,
  adminContentPath,
  adminMemberResourceSchema,
  adminRuleCardSchema,
  adminRuleDeadlineSchema,
  adminRuleTabSchema,
  adminSponsorSchema,
  adminTeamMemberSchema,
  adminVehicleSchema,
  competitionFields,
  type EditorEntityPath,
  memberResourceFields,
  newCompetitionSchema,
  newMemberResourceSchema,
  newRuleCardSchema,
  newRuleDeadlineSchema,
  newRuleTabSchema,
  newSponsorSchema,
  newsArticleFields,
  newTeamMemberSchema,
  newVehicleSchema,
  ruleCardFields,
  ruleDeadlineFields,
  ruleTabFields,
  sponsorFields,
  teamMemberFields,
  vehicleFields,
} from './editor';
import { memberResourceTypeLabels, memberResourceTypes } from './members';
import { adminNewsArticleSchema, newNewsArticleSchema } from './news-publishing';
import { priorityMeanings, rulePriorities } from './rules-catalogue';
import { sponsorTiers } from './sponsor-tiers';
import type { ImageKind } from './uploads';

type FieldRules = Record<string, z.ZodType>;

export interface EditorField {
  name: string;
  label: string;
  /**
   * `markdown`: a long text in Markdown, edited with a toolbar and a preview (an article's body).
   * `publishing`: how a new article goes public: a draft, at a scheduled time, or now.
   */
  kind: 'text' | 'multiline' | 'markdown' | 'number' | 'select' | 'flag' | 'publishing';
  inputType?: 'email' | 'url' | 'date';
  options?: readonly { value: string; label: string }[];
  /** A `select` whose options are the entries of another kind: each one's `valueField`, by name. */
  optionsFrom?: { path: EditorEntityPath; valueField: string };
  /** Marked * on the create form. */
  required?: boolean;
  /** Only on the create form: the card changes it with its own button (a flag toggle). */
  createOnly?: boolean;
}

export interface EditorEntityDescription<Toggle extends string = string> {
  /** Names the kind in keys and element ids: team-members, member-resources. */
  path: EditorEntityPath;
  /** POST {apiPath} creates; PUT and DELETE {apiPath}/{id}; POST {apiPath}/{id}/move reorders. */
  apiPath: string;
  /** GET: every entry, drafts and hidden ones included, for admins. */
  adminListPath: string;
  /** How messages name one entry: "Team member not found", "Team member updated successfully!". */
  label: string;
  /** The audit log's name of the kind of record. */
  auditName: string;
  /** The field that names an entry: its card's heading, and the delete dialog's "{name}". */
  nameField: string;
  fields: readonly EditorField[];
  /** The rule of each field that PUT may change on its own: the fields' and the toggled flags'. */
  rules: FieldRules;
  createSchema: z.ZodType;
  /** The whole entry as admins see it. */
  rowSchema: z.ZodType;
  /** A picture the card previews; an uploaded one stays stored, for History (decision 36). */
  imageField?: string;
  imageKind?: ImageKind;
  /** 0/1 fields that a card changes with one button. */
  toggles?: readonly Toggle[];
  /** Entries can be moved up and down the order their list follows (by sortOrder). */
  movable?: boolean;
  /** With `movable`: entries move only among those with the same value here (a sponsor's tier). */
  moveGroupField?: string;
}

type FieldLayout<Name extends string> = Omit<EditorField, 'name'> & { name: Name };

interface EntityLayout<Rules extends FieldRules, Toggle extends string>
  extends Omit<
    EditorEntityDescription<Toggle>,
    'adminListPath' | 'fields' | 'rules' | 'nameField' | 'imageField' | 'moveGroupField'
  > {
  rules: Rules;
  fields: readonly FieldLayout<keyof Rules & string>[];
  nameField: keyof Rules & string;
  imageField?: keyof Rules & string;
  moveGroupField?: keyof Rules & string;
}

/** An entity's description; its field names are checked against its rules' when compiling. */
function describeEntity<
  Rules extends FieldRules,
  const Toggle extends keyof Rules & string = never,
>(layout: EntityLayout<Rules, Toggle>): EditorEntityDescription<Toggle> {
  return { ...layout, adminListPath: adminContentPath(layout.path) };
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const teamMemberDescription = describeEntity({
  path: 'team-members',
  apiPath: '/api/team-members',
  label: 'Team member',
  auditName: 'team-member',
  nameField: 'name',
  rules: teamMemberFields,
  createSchema: newTeamMemberSchema,
  rowSchema: adminTeamMemberSchema,
  imageField: 'imageUrl',
  imageKind: 'team',
  toggles: ['isActive'],
  movable: true,
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true },
    { name: 'role', label: 'Role', kind: 'text', required: true },
    { name: 'major', label: 'Major', kind: 'text', required: true },
    { name: 'year', label: 'Year', kind: 'text', required: true },
    { name: 'bio', label: 'Bio', kind: 'multiline', required: true },
    { name: 'email', label: 'Email', kind: 'text', inputType: 'email' },
    { name: 'linkedIn', label: 'LinkedIn', kind: 'text', inputType: 'url' },
    { name: 'imageUrl', label: 'Image URL', kind: 'text', inputType: 'url' },
  ],
});

export const competitionDescription = describeEntity({
  path: 'competitions',
  apiPath: '/api/competitions',
  label: 'Competition',
  auditName: 'competition',
  nameField: 'eventName',
  rules: competitionFields,
  createSchema: newCompetitionSchema,
  rowSchema: adminCompetitionSchema,
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
});

export const vehicleDescription = describeEntity({
  path: 'vehicles',
  apiPath: '/api/vehicles',
  label: 'Vehicle',
  auditName: 'vehicle',
  nameField: 'name',
  rules: vehicleFields,
  createSchema: newVehicleSchema,
  rowSchema: adminVehicleSchema,
  imageField: 'imageUrl',
  imageKind: 'vehicle',
  toggles: ['isLatest'],
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
});

export const sponsorDescription = describeEntity({
  path: 'sponsors',
  apiPath: '/api/sponsors',
  label: 'Sponsor',
  auditName: 'sponsor',
  nameField: 'name',
  rules: sponsorFields,
  createSchema: newSponsorSchema,
  rowSchema: adminSponsorSchema,
  imageField: 'logoUrl',
  imageKind: 'sponsor',
  toggles: ['isActive'],
  movable: true,
  moveGroupField: 'tier',
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true },
    {
      name: 'tier',
      label: 'Tier',
      kind: 'select',
      options: sponsorTiers.map((tier) => ({ value: tier, label: capitalized(tier) })),
      required: true,
    },
    { name: 'logoUrl', label: 'Logo URL', kind: 'text', inputType: 'url' },
    { name: 'websiteUrl', label: 'Website', kind: 'text', inputType: 'url' },
    { name: 'description', label: 'Description', kind: 'multiline' },
  ],
});

export const newsArticleDescription = describeEntity({
  path: 'news',
  apiPath: '/api/news',
  label: 'News article',
  auditName: 'news-article',
  nameField: 'title',
  rules: newsArticleFields,
  createSchema: newNewsArticleSchema,
  rowSchema: adminNewsArticleSchema,
  imageField: 'imageUrl',
  imageKind: 'news',
  toggles: ['isPublished'],
  fields: [
    { name: 'title', label: 'Title', kind: 'text', required: true },
    { name: 'excerpt', label: 'Excerpt', kind: 'multiline', required: true },
    { name: 'content', label: 'Content', kind: 'markdown', required: true },
    { name: 'date', label: 'Date', kind: 'text', inputType: 'date', required: true },
    { name: 'author', label: 'Author', kind: 'text' },
    { name: 'imageUrl', label: 'Image URL', kind: 'text', inputType: 'url' },
    { name: 'isPublished', label: 'Published', kind: 'publishing', createOnly: true },
  ],
});

/** The members area's links: the team chat and mailing group, tools, documents and other links. */
export const memberResourceDescription = describeEntity({
  path: 'member-resources',
  apiPath: '/api/members/resources',
  label: 'Link',
  auditName: 'member-resource',
  nameField: 'title',
  rules: memberResourceFields,
  createSchema: newMemberResourceSchema,
  rowSchema: adminMemberResourceSchema,
  movable: true,
  fields: [
    { name: 'title', label: 'Title', kind: 'text', required: true },
    {
      name: 'type',
      label: 'Type',
      kind: 'select',
      options: memberResourceTypes.map((type) => ({
        value: type,
        label: memberResourceTypeLabels[type],
      })),
      required: true,
    },
    { name: 'url', label: 'URL', kind: 'text', inputType: 'url', required: true },
    { name: 'description', label: 'Description', kind: 'multiline', required: true },
  ],
});

/** The tabs of the rules catalogue on /rules. */
export const ruleTabDescription = describeEntity({
  path: 'rule-tabs',
  apiPath: '/api/rules/tabs',
  label: 'Rule tab',
  auditName: 'rule-tab',
  nameField: 'label',
  rules: ruleTabFields,
  createSchema: newRuleTabSchema,
  rowSchema: adminRuleTabSchema,
  movable: true,
  fields: [
    { name: 'label', label: 'Label', kind: 'text', required: true },
    { name: 'description', label: 'Description', kind: 'multiline', required: true },
  ],
});

/** The cards of the rules catalogue, which Axel answers from. */
export const ruleCardDescription = describeEntity({
  path: 'rule-cards',
  apiPath: '/api/rules/cards',
  label: 'Rule card',
  auditName: 'rule-card',
  nameField: 'title',
  rules: ruleCardFields,
  createSchema: newRuleCardSchema,
  rowSchema: adminRuleCardSchema,
  movable: true,
  moveGroupField: 'tab',
  fields: [
    { name: 'title', label: 'Title', kind: 'text', required: true },
    {
      name: 'tab',
      label: 'Tab',
      kind: 'select',
      optionsFrom: { path: 'rule-tabs', valueField: 'slug' },
      required: true,
    },
    {
      name: 'priority',
      label: 'Priority',
      kind: 'select',
      options: rulePriorities.map((priority) => ({
        value: priority,
        label: `${capitalized(priority)}: ${priorityMeanings[priority].toLowerCase()}`,
      })),
      required: true,
    },
    {
      name: 'checklist',
      label: 'Checklist, a requirement a line',
      kind: 'multiline',
      required: true,
    },
  ],
});

/** The deadlines of the quick reference on /rules. */
export const ruleDeadlineDescription = describeEntity({
  path: 'rule-deadlines',
  apiPath: '/api/rules/deadlines',
  label: 'Deadline',
  auditName: 'rule-deadline',
  nameField: 'name',
  rules: ruleDeadlineFields,
  createSchema: newRuleDeadlineSchema,
  rowSchema: adminRuleDeadlineSchema,
  movable: true,
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true },
    { name: 'date', label: 'Date', kind: 'text', required: true },
  ],
});

/** Every kind of entry the editor manages, in the order of its tabs. */
export const editorEntityDescriptions: readonly EditorEntityDescription[] = [
  teamMemberDescription,
  competitionDescription,
  vehicleDescription,
  sponsorDescription,
  newsArticleDescription,
  memberResourceDescription,
  ruleTabDescription,
  ruleCardDescription,
  ruleDeadlineDescription,
];
