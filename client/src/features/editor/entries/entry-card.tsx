// One entry in its tab: its name as the heading, each field edited in place, its flags' buttons,
// its History, and Delete.
import type { ReactNode } from 'react';
import { ImageUpload } from '@/components/image-upload';
import { Badge } from '@/components/ui/badge';
import { HistoryButton } from '@/features/history/history-button';
import type { BadgeTone } from '@/lib/format';
import type { EditorEntity, EditorField, Entry } from '../editor-entities';
import { DeleteEntryButton } from './delete-entry-button';
import { EntryField } from './entry-field';
import { FlagToggle } from './flag-toggle';
import { MoveButtons } from './move-buttons';
import type { DragHandle } from './sortable-entries';
import type { useEntryActions } from './use-editor-entries';

/** A field that takes the card's whole width. */
const isLongText = (field: EditorField) => field.kind === 'multiline' || field.kind === 'markdown';

const badgeTones: Record<string, BadgeTone> = { Draft: 'grey', Hidden: 'grey', Scheduled: 'blue' };

export function EntryCard({
  entity,
  entry,
  actions,
  position,
  drag,
  onDeleted,
  shown = entry,
  onSaveField,
  statusBadge,
  children,
}: {
  entity: EditorEntity;
  entry: Entry;
  /** The values the fields show, when not the entry's own (a news article's draft of changes). */
  shown?: Entry;
  /** Where a field's edit goes, when not to the entry itself. */
  onSaveField?: (field: string, value: unknown) => Promise<void>;
  /** Replaces the toggles' badges (a news article's Scheduled). */
  statusBadge?: string;
  /** More of the card, between its heading and its fields. */
  children?: ReactNode;
  actions: ReturnType<typeof useEntryActions>;
  /** Where the entry stands in its list, for Move up and Move down. */
  position: { index: number; isFirst: boolean; isLast: boolean };
  /** A movable list's drag handle, and what the dragged item needs. */
  drag?: DragHandle;
  onDeleted: () => void;
}) {
  const name = String(shown[entity.nameField] ?? '');
  const nameField = entity.fields.find((field) => field.name === entity.nameField);
  const otherFields = entity.fields.filter(
    (field) => field !== nameField && !field.createOnly && field.kind !== 'flag',
  );
  const save = (field: string) => (value: unknown) =>
    onSaveField ? onSaveField(field, value) : actions.updateField(entry, field, value);
  const apartBadge = entity.setApart?.badgeOf(entry);
  const badges = [
    ...(statusBadge
      ? [statusBadge]
      : (entity.toggles ?? []).map((toggle) =>
          entry[toggle.name] === 1 ? toggle.onBadge : toggle.offBadge,
        )),
    apartBadge,
  ].filter((badge): badge is string => Boolean(badge));
  const image = entity.imageField ? shown[entity.imageField] : undefined;

  return (
    <li
      ref={drag?.item.ref}
      style={drag?.item.style}
      className="rounded-card border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start gap-4">
        {entity.imageField && (
          <div className="flex shrink-0 flex-col items-start gap-2">
            {typeof image === 'string' && image && (
              <img
                src={image}
                alt=""
                width={64}
                height={64}
                loading="lazy"
                className="size-16 rounded-lg bg-slate-100 object-contain"
              />
            )}
            {entity.imageKind && (
              <ImageUpload
                kind={entity.imageKind}
                label={`Upload an image for ${name}`}
                onUploaded={(url) => save(entity.imageField as string)(url)}
              />
            )}
          </div>
        )}
        <div className="min-w-48 flex-1">
          {nameField && (
            <EntryField
              entry={shown}
              field={nameField}
              onSave={save(nameField.name)}
              showLabel={false}
              heading
            />
          )}
          {badges.length > 0 && (
            <div className="mt-1 flex flex-wrap gap-2">
              {badges.map((badge) => (
                <Badge
                  key={badge}
                  tone={badgeTones[badge] ?? (badge === apartBadge ? 'blue' : 'green')}
                >
                  {badge}
                </Badge>
              ))}
            </div>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          {drag?.handle}
          {entity.movable && (
            <MoveButtons
              name={name}
              {...position}
              onMove={(direction) => actions.move(entry, direction)}
            />
          )}
          {entity.toggles?.map((toggle) => (
            <FlagToggle
              key={toggle.name}
              toggle={toggle}
              value={entry[toggle.name]}
              entryName={name}
              // A flag is the entry's own, never part of a draft of changes.
              onSave={(value) => actions.updateField(entry, toggle.name, value)}
            />
          ))}
          <HistoryButton
            kind={entity.path}
            id={entry.id}
            name={name}
            shownIn={[entity.adminListPath, entity.apiPath]}
          />
          <DeleteEntryButton
            name={name}
            label={entity.label}
            onConfirm={async () => {
              await actions.remove.mutateAsync(entry);
              onDeleted();
            }}
          />
        </div>
      </div>
      {children}
      <div className="mt-4 grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
        {otherFields.map((field) => (
          <EntryField
            key={field.name}
            entry={shown}
            field={field}
            onSave={save(field.name)}
            className={isLongText(field) ? 'sm:col-span-2' : ''}
          />
        ))}
      </div>
    </li>
  );
}
