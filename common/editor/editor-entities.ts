// Each kind of entry the website editor manages, described once for the server and the client
// (editor-entity-description.ts says how). The server adds only its table, cache key,
// order and insert defaults (server/features/editor/entities.ts); the client only its words
// (client/src/features/editor/editor-entities.ts).

import { sponsorTiers } from '../club/sponsor-tiers';
import { sponsorshipPackageDescription } from '../club/sponsorship-package-description';
import { eventDescription } from '../events/event-description';
import { memberResourceTypeLabels, memberResourceTypes } from '../members/members';
import { adminNewsArticleSchema, newNewsArticleSchema } from '../news/news-publishing';
import {
  adminCompetitionSchema,
  adminMemberResourceSchema,
  adminSponsorSchema,
  adminTeamMemberSchema,
  adminVehicleSchema,
  competitionFields,
  memberResourceFields,
  newCompetitionSchema,
  newMemberResourceSchema,
  newSponsorSchema,
  newsArticleFields,
  newTeamMemberSchema,
  newVehicleSchema,
  sponsorFields,
  teamMemberFields,
  vehicleFields,
} from './editor';
import {
  capitalized,
  describeEntity,
  type EditorEntityDescription,
} from './editor-entity-description';
import {
  ruleCardDescription,
  ruleDeadlineDescription,
  ruleTabDescription,
} from './rules-editor-entities';

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
    {
      name: 'subteam',
      label: 'Subteam',
      kind: 'select',
      optionsFromSetting: 'subteams',
      emptyChoice: 'No subteam',
    },
    { name: 'email', label: 'Email', kind: 'text', inputType: 'email' },
    { name: 'linkedIn', label: 'LinkedIn', kind: 'text', inputType: 'url' },
    { name: 'imageUrl', label: 'Image URL', kind: 'text', inputType: 'url' },
    // A year moves the card from the team to /alumni; emptied, it comes back to the team.
    { name: 'graduationYear', label: 'Graduated', kind: 'number' },
    { name: 'alumniNote', label: 'Where they went', kind: 'text' },
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
    { name: 'contribution', label: 'What they gave', kind: 'text' },
    { name: 'lastSeason', label: 'Last season', kind: 'number' },
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
  eventDescription,
  sponsorshipPackageDescription,
];
