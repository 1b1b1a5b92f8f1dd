// A news article's card (decision 37): the editor's card, with the article's way to the public
// above its fields. A draft can be scheduled; a published article's edits can be kept in a draft
// of changes, which the fields then show and which the public sees only once it is published.
import {
  type NewsDraft,
  newsDraftFieldNames,
  newsDraftSchema,
  newsPreviewPagePath,
  newsStatusLabels,
  newsStatusOf,
} from '@common/news-publishing';
import { CalendarClock, ExternalLink } from 'lucide-react';
import { type ComponentProps, useId, useState } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { formatDayAndTime } from '@/lib/format';
import type { EditorEntity, Entry } from './editor-entities';
import { EntryCard } from './entry-card';
import { NewsScheduleForm } from './news-schedule-form';
import { useNewsPublishing } from './use-news-publishing';

const draftOf = (entry: Entry): NewsDraft | null => {
  const parsed = newsDraftSchema.safeParse(entry.draft);
  return parsed.success ? parsed.data : null;
};

/** "title and content": the labels of the fields the draft changes. */
function changedFieldsInWords(entity: EditorEntity, entry: Entry, draft: NewsDraft): string {
  const labels = newsDraftFieldNames
    .filter((name) => draft[name] !== entry[name])
    .map((name) =>
      (entity.fields.find((field) => field.name === name)?.label ?? name).toLowerCase(),
    );
  if (labels.length <= 1) return labels.join('');
  return `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}

export function NewsEntryCard(props: ComponentProps<typeof EntryCard>) {
  const { entity, entry } = props;
  const publishing = useNewsPublishing(entity, entry);
  const [keepAsDraft, setKeepAsDraft] = useState(false);
  const [scheduling, setScheduling] = useState(false);
  const switchId = useId();
  const status = newsStatusOf({
    isPublished: Number(entry.isPublished),
    publishAt: entry.publishAt,
  });
  const draft = status === 'published' ? draftOf(entry) : null;
  const draftMode = status === 'published' && (draft !== null || keepAsDraft);
  const publishAt = typeof entry.publishAt === 'string' ? new Date(entry.publishAt) : null;
  const name = String(entry.title ?? '');

  const preview = (
    <a
      href={newsPreviewPagePath(entry.id)}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClasses({ variant: 'outline', size: 'sm' })}
    >
      <ExternalLink aria-hidden="true" className="size-4" />
      Preview
      <span className="sr-only">: {name} (opens in a new tab)</span>
    </a>
  );

  return (
    <EntryCard
      {...props}
      shown={draft ? { ...entry, ...draft } : entry}
      onSaveField={draftMode ? publishing.saveDraftField : undefined}
      statusBadge={newsStatusLabels[status]}
    >
      <div className="mt-4 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm">
        {status === 'published' && draft ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="min-w-0 flex-1 basis-64">
              <strong>Unpublished changes</strong> to the{' '}
              {changedFieldsInWords(entity, entry, draft)}. The public still sees the published
              text.
            </p>
            {preview}
            <Button size="sm" onClick={() => publishing.publishDraft().catch(() => {})}>
              Publish changes
            </Button>
            <Button
              size="sm"
              variant="danger-outline"
              onClick={() => publishing.discardDraft().catch(() => {})}
            >
              Discard changes
            </Button>
          </div>
        ) : status === 'published' ? (
          <div className="flex flex-wrap items-center gap-3">
            <Switch
              id={switchId}
              checked={keepAsDraft}
              onCheckedChange={setKeepAsDraft}
              size="sm"
            />
            <label htmlFor={switchId} className="min-w-0 flex-1 basis-64">
              <strong>Keep my edits as a draft</strong>
              <span className="block text-slate-600">
                {keepAsDraft
                  ? 'Edits wait in a draft until you publish them.'
                  : 'Each edit is live as soon as it is saved.'}
              </span>
            </label>
          </div>
        ) : (
          <div className="flex flex-wrap items-center gap-3">
            <p className="min-w-0 flex-1 basis-64">
              {status === 'scheduled' && publishAt ? (
                <>
                  <CalendarClock aria-hidden="true" className="mr-1 inline size-4 align-[-3px]" />
                  Goes public on <strong>{formatDayAndTime(publishAt.toISOString())}</strong>.
                </>
              ) : (
                'Only admins see this draft until it is published.'
              )}
            </p>
            {preview}
            {!scheduling && (
              <Button size="sm" variant="outline" onClick={() => setScheduling(true)}>
                {status === 'scheduled' ? 'Change time' : 'Schedule'}
              </Button>
            )}
            {status === 'scheduled' && (
              <Button
                size="sm"
                variant="outline"
                onClick={() => publishing.unschedule().catch(() => {})}
              >
                Cancel schedule
              </Button>
            )}
          </div>
        )}
        {scheduling && status !== 'published' && (
          <NewsScheduleForm
            current={publishAt}
            onSchedule={async (moment) => {
              await publishing.schedule(moment);
              setScheduling(false);
            }}
            onCancel={() => setScheduling(false)}
          />
        )}
      </div>
    </EntryCard>
  );
}
