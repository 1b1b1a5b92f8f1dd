// What Clockify answers (docs/clockify.md), checked before the site uses it: absent or null fields
// become the defaults the rest of the code expects.
import { z } from 'zod';
import { storableText } from '../../../../common/safe-text';

/** Clockify's text as the record can store it (decision 28). */
const text = () => z.string().transform(storableText);

export const clockifyUserSchema = z.object({
  id: z.string(),
  name: text()
    .nullable()
    .transform((name) => name ?? ''),
  email: text(),
  activeWorkspace: z.string().nullish(),
});

export const projectSchema = z.object({
  id: z.string(),
  name: text(),
  color: z.string(),
  duration: z
    .string()
    .nullish()
    .transform((duration) => duration ?? null),
});

export const entrySchema = z.object({
  id: z.string(),
  description: text()
    .nullish()
    .transform((description) => description ?? ''),
  projectId: z.string().nullish(),
  tagIds: z.array(z.string()).nullish(),
  taskId: z.string().nullish(),
  billable: z.boolean().nullish(),
  /** Only in hydrated answers. */
  project: z.object({ name: text(), color: z.string() }).nullish(),
  timeInterval: z.object({
    start: z.iso.datetime({ offset: true }),
    end: z.iso
      .datetime({ offset: true })
      .nullish()
      .transform((end) => end ?? null),
    duration: z
      .string()
      .nullish()
      .transform((duration) => duration ?? null),
  }),
});
export type ClockifyEntryDto = z.infer<typeof entrySchema>;

export const workspaceSchema = z.object({ id: z.string(), name: z.string() });

/** A summary report group: `_id` or `id` (docs/clockify.md, Reports), durations in seconds. */
const reportGroupSchema = z.object({
  _id: z.string().nullish(),
  id: z.string().nullish(),
  name: z.string().nullish(),
  duration: z.number().nullish(),
  color: z.string().nullish(),
});
export const summaryReportSchema = z.object({
  // Empty, or `[null]`, when there are no entries.
  totals: z
    .array(z.object({ totalTime: z.number().nullish() }).nullable())
    .nullish()
    .transform((totals) => totals ?? []),
  groupOne: z
    .array(
      reportGroupSchema.extend({
        children: z
          .array(reportGroupSchema)
          .nullish()
          .transform((children) => children ?? []),
      }),
    )
    .nullish()
    .transform((groups) => groups ?? []),
});
export type SummaryReportDto = z.infer<typeof summaryReportSchema>;

/** A finished entry of the detailed report: names flat, `duration` in seconds. */
export const detailedEntrySchema = z.object({
  _id: z.string().nullish(),
  id: z.string().nullish(),
  description: text()
    .nullish()
    .transform((description) => description ?? ''),
  userId: z.string(),
  projectId: z.string().nullish(),
  projectName: text().nullish(),
  tagIds: z.array(z.string()).nullish(),
  taskId: z.string().nullish(),
  billable: z.boolean().nullish(),
  projectColor: z.string().nullish(),
  timeInterval: z.object({
    start: z.iso.datetime({ offset: true }),
    end: z.iso.datetime({ offset: true }).nullish(),
  }),
});
export type DetailedEntryDto = z.infer<typeof detailedEntrySchema>;

export const detailedReportSchema = z.object({
  timeEntries: z
    .array(detailedEntrySchema)
    .nullish()
    .transform((entries) => entries ?? []),
});

/** A registered webhook (docs/clockify.md, Webhooks); `authToken` signs its deliveries. */
export const webhookSchema = z.object({
  id: z.string(),
  name: z.string().nullish(),
  url: z.string(),
  webhookEvent: z.string(),
  authToken: z.string().nullish(),
  /** False once Clockify stopped delivering (after repeated failures); names differ by source. */
  enabled: z.boolean().nullish(),
  deliveryEnabled: z.boolean().nullish(),
});
/** Listed as a bare array or as `{ webhooks }`: sources disagree. */
export const webhookListSchema = z
  .union([z.array(webhookSchema), z.object({ webhooks: z.array(webhookSchema) })])
  .transform((list) => (Array.isArray(list) ? list : list.webhooks));
