// The rules catalogue's three kinds of entry in the website editor: its tabs, its cards (which Axel
// answers from) and the quick reference's deadlines.

import { priorityMeanings, rulePriorities } from '../rules/rules-catalogue';
import {
  adminRuleCardSchema,
  adminRuleDeadlineSchema,
  adminRuleTabSchema,
  newRuleCardSchema,
  newRuleDeadlineSchema,
  newRuleTabSchema,
  ruleCardFields,
  ruleDeadlineFields,
  ruleTabFields,
} from './editor';
import { capitalized, describeEntity } from './editor-entity-description';

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
