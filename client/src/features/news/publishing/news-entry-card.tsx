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
} from '@common/news/news-publishing';
import { CalendarClock, ExternalLink } from 'lucide-react';
import { type ComponentProps, useId, useRef, useState } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Switch } from '@/components/ui/switch';
import { formatDayAndTime } from '@/lib/format';
import type { EditorEntity, Entry } from '../../editor/editor-entities';
import { EntryCard } from '../../editor/entries/entry-card';
import { NewsScheduleForm } from './news-schedule-form';
import { useNewsPublishing } from './use-news-publishing';
import { useRefreshWhenPublished } from './use-refresh-when-published';

const draftOf = (entry: Entry): NewsDraft | null => {
  const parsed = newsDraftSchema.safeParse(entry.draft);
  return parsed.success && Object.keys(parsed.data).length > 0 ? parsed.data : null;
};

/** "title and content": the labels of the fields the draft changes. */
function changedFieldsInWords(entity: EditorEntity, draft: NewsDraft): string {
  const labels = newsDraftFieldNames
    .filter((name) => name in draft)
    .map((name) =>
      (entity.fields.find((field) => field.name === name)?.label ?? name).toLowerCase(),
    );
  if (labels.length <= 1) return labels.join('');
  return `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}

/** Runs a call of the card's, showing it pending; its failure has had its toast. */
function usePending() {
  const [pending, setPending] = useState<string | null>(null);
  const run = async (what: string, call: () => Promise<unknown>) => {
    setPending(what);
    try {
      await call();
    } catch {
      // The toast has said why.
    } finally {
      setPending(null);
    }
  };
  return { pending, run };
}

export function NewsEntryCard(props: ComponentProps<typeof EntryCard>) {
  const { entity, entry } = props;
  const publishing = useNewsPublishing(entity, entry);
  const { pending, run } = usePending();
  const [keepAsDraft, setKeepAsDraft] = useState(false);
  const [scheduling, setScheduling] = useState(false);
  const scheduleButton = useRef<HTMLButtonElement>(null);
  const switchId = useId();
  const switchHelpId = useId();
  const status = newsStatusOf({
    isPublished: Number(entry.isPublished),
    publishAt: entry.publishAt,
  });
  const draft = status === 'published' ? draftOf(entry) : null;
  const draftMode = status === 'published' && (draft !== null || keepAsDraft);
  const publishAt = typeof entry.publishAt === 'string' ? new Date(entry.publishAt) : null;
  const name = String(entry.title ?? '');
  useRefreshWhenPublished(entity, status === 'scheduled' ? publishAt : null);

  const closeScheduleForm = () => {
    setScheduling(false);
    // The form's button comes back: the focus goes where it was.
    requestAnimationFrame(() => scheduleButton.current?.focus());
  };

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
        {draft ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="min-w-0 flex-1 basis-64">
              <strong>Unpublished changes</strong> to the {changedFieldsInWords(entity, draft)}. The
              public still sees the published text.
            </p>
            {preview}
            <Button
              size="sm"
              disabled={pending !== null}
              onClick={() => run('publish', publishing.publishDraft)}
            >
              {pending === 'publish' ? 'Publishing…' : 'Publish changes'}
            </Button>
            <ConfirmDialog
              trigger="Discard changes"
              triggerLabel={`Discard changes: ${name}`}
              triggerDisabled={pending !== null}
              title="Discard the changes?"
              description={`The draft of changes to "${name}" goes; the published article stays as it is. The article's History keeps the draft.`}
              confirmLabel="Discard changes"
              busyLabel="Discarding…"
              onConfirm={publishing.discardDraft}
            />
          </div>
        ) : status === 'published' ? (
          <div className="flex items-start gap-3">
            <Switch
              id={switchId}
              checked={keepAsDraft}
              onCheckedChange={setKeepAsDraft}
              aria-describedby={switchHelpId}
              size="sm"
            />
            <div className="min-w-0 flex-1">
              <label htmlFor={switchId} className="font-semibold">
                Keep my edits as a draft
              </label>
              <p id={switchHelpId} className="text-slate-600">
                {keepAsDraft
                  ? 'Edits wait in a draft until you publish them.'
                  : 'Each edit is live as soon as it is saved.'}
              </p>
            </div>
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
              <Button
                ref={scheduleButton}
                size="sm"
                variant="outline"
                onClick={() => setScheduling(true)}
                aria-label={`${status === 'scheduled' ? 'Change time' : 'Schedule'}: ${name}`}
              >
                {status === 'scheduled' ? 'Change time' : 'Schedule'}
              </Button>
            )}
            {status === 'scheduled' && (
              <Button
                size="sm"
                variant="outline"
                disabled={pending !== null}
                onClick={() => run('unschedule', publishing.unschedule)}
              >
                {pending === 'unschedule' ? 'Cancelling…' : 'Cancel schedule'}
              </Button>
            )}
          </div>
        )}
        {scheduling && status !== 'published' && (
          <NewsScheduleForm
            current={publishAt}
            onSchedule={async (moment) => {
              await publishing.schedule(moment);
              closeScheduleForm();
            }}
            onCancel={closeScheduleForm}
          />
        )}
      </div>
    </EntryCard>
  );
}
