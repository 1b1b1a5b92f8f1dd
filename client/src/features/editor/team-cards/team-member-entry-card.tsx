// A team member's card in the website editor: the editor's card, with the member's request to be
// listed as graduating and the account that keeps the card above its fields.
import type { ComponentProps } from 'react';
import { EntryCard } from '../entries/entry-card';
import { CardAccount } from './card-account';
import { GraduationRequest } from './graduation-request';

export function TeamMemberEntryCard(props: ComponentProps<typeof EntryCard>) {
  const { entry, actions } = props;
  const requested = entry.graduationRequested;
  return (
    <EntryCard {...props}>
      {typeof requested === 'number' && (
        <GraduationRequest
          year={requested}
          name={String(entry.name ?? '')}
          onAccept={(year) => actions.updateField(entry, 'graduationYear', year)}
        />
      )}
      <CardAccount card={entry} />
    </EntryCard>
  );
}
