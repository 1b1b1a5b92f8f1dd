// One tab of the editor: its create form behind a button, and the list of its entries with their
// loading, error and empty states.
import { Plus } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { EventEntryCard } from '../events/event-answers-admin-card';
import { NewsEntryCard } from '../news/publishing/news-entry-card';
import type { EditorEntity, Entry } from './editor-entities';
import { CreateEntryForm } from './entries/create-entry-form';
import { EntryCard } from './entries/entry-card';
import { type DragHandle, SortableEntries } from './entries/sortable-entries';
import { useEditorEntries, useEntryActions } from './entries/use-editor-entries';
import { TeamMemberEntryCard } from './team-cards/team-member-entry-card';

/**
 * The kinds whose card adds to the editor's: a news article's way to the public (a schedule, a
 * draft of changes, Preview), an event's answers, the account that keeps a team member's card.
 */
const cardsByPath: Partial<Record<EditorEntity['path'], typeof EntryCard>> = {
  news: NewsEntryCard,
  events: EventEntryCard,
  'team-members': TeamMemberEntryCard,
};

export function EntityTab({ entity }: { entity: EditorEntity }) {
  const entries = useEditorEntries(entity);
  const actions = useEntryActions(entity);
  const [creating, setCreating] = useState(false);
  const headingId = useId();
  const formId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const createButton = useRef<HTMLButtonElement>(null);

  const Card = cardsByPath[entity.path] ?? EntryCard;
  const card = (entry: Entry, index: number, all: Entry[], drag?: DragHandle) => (
    <Card
      key={entry.id}
      entity={entity}
      entry={entry}
      actions={actions}
      position={positionOf(entity, all, index)}
      drag={drag}
      onDeleted={() => heading.current?.focus()}
    />
  );

  const closeForm = () => {
    setCreating(false);
    createButton.current?.focus();
  };

  return (
    <section aria-labelledby={headingId} className="mt-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} ref={heading} tabIndex={-1} className="font-bold text-2xl">
          {entity.listTitle}
          {entries.data && (
            <span className="ml-2 font-normal text-base text-slate-600">
              ({entries.data.length})
            </span>
          )}
        </h2>
        <Button
          ref={createButton}
          onClick={() => setCreating((open) => !open)}
          aria-expanded={creating}
          aria-controls={formId}
        >
          <Plus aria-hidden="true" className="size-4" />
          {entity.createLabel}
        </Button>
      </div>
      <div id={formId}>
        {creating && <CreateEntryForm entity={entity} actions={actions} onDone={closeForm} />}
      </div>
      {entries.isError ? (
        <LoadError
          message={`Failed to load ${entity.listTitle.toLowerCase()}. Please try again.`}
          onRetry={() => entries.refetch()}
        />
      ) : entries.isPending ? (
        <div className="mt-6 space-y-4" role="status">
          <span className="sr-only">Loading {entity.listTitle.toLowerCase()}…</span>
          {[1, 2].map((n) => (
            <Skeleton key={n} className="h-40" />
          ))}
        </div>
      ) : entries.data.length === 0 ? (
        <p className="mt-6 rounded-card bg-slate-50 p-6 text-slate-700">{entity.emptyText}</p>
      ) : entity.movable ? (
        <SortableEntries
          entity={entity}
          entries={entries.data}
          onReorder={actions.reorder}
          renderEntry={(entry, index, drag) => card(entry, index, entries.data, drag)}
        />
      ) : (
        <ul className="mt-6 space-y-4">
          {entries.data.map((entry, index, all) => card(entry, index, all))}
        </ul>
      )}
    </section>
  );
}

/** Where an entry stands among those it can move past: the whole list, or its group. */
function positionOf(entity: EditorEntity, all: Entry[], index: number) {
  const group = entity.moveGroupField;
  const sameGroup = (other: Entry | undefined) =>
    other !== undefined && (!group || other[group] === all[index]?.[group]);
  return { index, isFirst: !sameGroup(all[index - 1]), isLast: !sameGroup(all[index + 1]) };
}
