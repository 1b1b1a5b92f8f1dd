// Drag and drop for a movable list (decision 36): a card is dragged by its handle with a mouse, a
// pen or a finger, and the new order is saved as one change. A sponsor moves only among its own
// tier, as the site groups them. The keyboard and screen readers use Move up and Move down beside
// the handle, which is left out of the tab order: dnd-kit's keyboard dragging carried tall cards
// past their neighbours as the window scrolled (decision 36).
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import type { ReactNode } from 'react';
import { toast } from '@/lib/toast-store';
import type { EditorEntity, Entry } from '../editor-entities';

export interface DragHandle {
  /** Props of the list item being dragged. */
  item: { ref: (node: HTMLElement | null) => void; style: React.CSSProperties };
  handle: ReactNode;
}

export function SortableEntries({
  entity,
  entries,
  onReorder,
  renderEntry,
}: {
  entity: EditorEntity;
  entries: Entry[];
  /** Saves the list in this order. */
  onReorder: (ordered: Entry[]) => void;
  renderEntry: (entry: Entry, index: number, drag: DragHandle) => ReactNode;
}) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const group = entity.moveGroupField;

  const dropped = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = entries.findIndex((entry) => entry.id === active.id);
    const to = entries.findIndex((entry) => entry.id === over.id);
    if (from < 0 || to < 0) return;
    if (group && entries[from]?.[group] !== entries[to]?.[group]) {
      toast({
        title: `A ${entity.label.toLowerCase()} moves within its ${group}`,
        description: `Change its ${group} to list it elsewhere.`,
        variant: 'destructive',
      });
      return;
    }
    onReorder(arrayMove(entries, from, to));
  };

  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={dropped}>
      <SortableContext
        items={entries.map((entry) => entry.id)}
        strategy={verticalListSortingStrategy}
      >
        <ul className="mt-6 space-y-4">
          {entries.map((entry, index) => (
            <SortableEntry key={entry.id} entry={entry} entity={entity}>
              {(drag) => renderEntry(entry, index, drag)}
            </SortableEntry>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

function SortableEntry({
  entry,
  entity,
  children,
}: {
  entry: Entry;
  entity: EditorEntity;
  children: (drag: DragHandle) => ReactNode;
}) {
  const sortable = useSortable({ id: entry.id });
  const name = String(entry[entity.nameField] ?? entity.label);
  return children({
    item: {
      ref: sortable.setNodeRef,
      style: {
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
        position: 'relative',
        zIndex: sortable.isDragging ? 10 : undefined,
      },
    },
    handle: (
      <button
        type="button"
        ref={sortable.setActivatorNodeRef}
        aria-label={`Drag to reorder ${name}`}
        className="cursor-grab touch-none rounded-md p-1.5 text-slate-600 hover:bg-slate-100 active:cursor-grabbing"
        {...sortable.listeners}
        tabIndex={-1}
        aria-hidden="true"
      >
        <GripVertical aria-hidden="true" className="size-5" />
      </button>
    ),
  });
}
