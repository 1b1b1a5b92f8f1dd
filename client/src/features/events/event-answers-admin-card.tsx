// An event's card in the website editor: the editor's card, with the members' answers above its
// fields.
import type { ComponentProps } from 'react';
import { EntryCard } from '../editor/entries/entry-card';
import { EventAnswersAdmin } from './event-answers-admin';

export function EventEntryCard(props: ComponentProps<typeof EntryCard>) {
  const { entry } = props;
  const event = {
    id: entry.id,
    title: String(entry.title ?? ''),
    capacity: typeof entry.capacity === 'number' ? entry.capacity : null,
  };
  return (
    <EntryCard {...props}>
      <EventAnswersAdmin event={event} />
    </EntryCard>
  );
}
