// The club's events as the website editor manages them (decision 54): like every kind of entry,
// edited in place, with History, the trash and the audit log.
import { capitalized, describeEntity } from '../editor/editor-entity-description';
import {
  adminEventSchema,
  EVENTS_PATH,
  eventAudiences,
  eventFields,
  eventKindLabels,
  eventKinds,
  newEventSchema,
} from './events';

export const eventDescription = describeEntity({
  path: 'events',
  apiPath: EVENTS_PATH,
  label: 'Event',
  auditName: 'event',
  nameField: 'title',
  rules: eventFields,
  createSchema: newEventSchema,
  rowSchema: adminEventSchema,
  toggles: ['cancelled', 'allDay'],
  fields: [
    { name: 'title', label: 'Title', kind: 'text', required: true },
    {
      name: 'kind',
      label: 'Kind',
      kind: 'select',
      options: eventKinds.map((kind) => ({ value: kind, label: eventKindLabels[kind] })),
      required: true,
    },
    { name: 'startsAt', label: 'Starts', kind: 'text', inputType: 'datetime', required: true },
    { name: 'endsAt', label: 'Ends', kind: 'text', inputType: 'datetime', required: true },
    { name: 'place', label: 'Place', kind: 'text' },
    {
      name: 'audience',
      label: 'Who sees it',
      kind: 'select',
      options: eventAudiences.map((audience) => ({
        value: audience,
        label: audience === 'members' ? 'Members only' : capitalized(audience),
      })),
      required: true,
      initial: 'public',
    },
    { name: 'capacity', label: 'Capacity', kind: 'number' },
    {
      name: 'competitionId',
      label: 'Competition',
      kind: 'select',
      optionsFrom: { path: 'competitions', valueField: 'id' },
    },
    { name: 'description', label: 'Description', kind: 'markdown' },
    { name: 'allDay', label: 'All day', kind: 'flag', createOnly: true },
  ],
});
