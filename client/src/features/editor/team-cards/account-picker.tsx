// Linking an account to a team card: the admin types a name or an email, picks one of the active
// members that match (each a radio button, so the keyboard moves among them), then Link.
import { displayName } from '@common/admin/admin';
import { Link2, X } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/form-field';
import { failureMessage } from '@/lib/failure-message';
import { useSettledValue } from '@/lib/hooks/use-settled-value';
import type { Entry } from '../editor-entities';
import {
  accountWords,
  type Changing,
  useAccountChoices,
  useCardAccounts,
  useSetCardAccount,
} from './use-card-accounts';

const SEARCH_PAUSE_MS = 300;

export function AccountPicker({
  card,
  name,
  changing,
  onCancel,
}: {
  card: Entry;
  name: string;
  changing: Changing;
  onCancel: () => void;
}) {
  const [search, setSearch] = useState('');
  const settled = useSettledValue(search.trim(), SEARCH_PAUSE_MS);
  const { query, choices } = useAccountChoices(settled);
  const { keptBy } = useCardAccounts();
  const [pickedId, setPickedId] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const setAccount = useSetCardAccount(card);
  const ids = { search: useId(), status: useId(), choices: useId() };
  const picked = choices.find((account) => account.id === pickedId);

  const link = async () => {
    if (!picked) return;
    setSaving(true);
    const linked = await changing(() => setAccount(picked.id, accountWords.link(picked, name)));
    // Once linked, the card shows its account instead of this picker.
    if (!linked) setSaving(false);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    // Only the picker closes: the editor around it stays as it is.
    event.stopPropagation();
    onCancel();
  };

  const status =
    settled === ''
      ? 'Type a name or an email to find the member.'
      : query.isError
        ? `The search failed. ${failureMessage(query.error)}`
        : !query.data || query.isPlaceholderData
          ? 'Searching…'
          : choices.length === 0
            ? `No active member matches “${settled}”.`
            : `${choices.length === 1 ? '1 active member matches' : `${choices.length} active members match`}. Pick one, then Link.`;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape from the controls inside bubbles here
    <div className="mt-3 rounded-lg border border-slate-200 bg-white p-3" onKeyDown={onKeyDown}>
      <label htmlFor={ids.search} className="font-medium text-slate-800">
        Find a member to keep the card of {name}
      </label>
      <input
        id={ids.search}
        type="search"
        value={search}
        // The picker opens at the admin's request: the box is where they type next.
        // biome-ignore lint/a11y/noAutofocus: opened by the admin's own press
        autoFocus
        autoComplete="off"
        aria-describedby={ids.status}
        placeholder="Name or email"
        onChange={(event) => setSearch(event.target.value)}
        className={inputClasses}
      />
      <p id={ids.status} aria-live="polite" className="mt-2 text-slate-600">
        {status}
      </p>
      {choices.length > 0 && (
        <fieldset className="mt-2">
          <legend className="sr-only">Matching members</legend>
          <ul className="space-y-2">
            {choices.map((account) => {
              const keeps = keptBy.get(account.id);
              return (
                <li key={account.id}>
                  <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-2 has-checked:border-accent-600 has-checked:bg-accent-50">
                    <input
                      type="radio"
                      name={ids.choices}
                      value={account.id}
                      checked={pickedId === account.id}
                      onChange={() => setPickedId(account.id)}
                      className="mt-1 size-4 shrink-0 accent-accent-700"
                    />
                    <span className="min-w-0">
                      <span className="block font-semibold">{displayName(account)}</span>
                      <span className="block break-words text-slate-700">{account.email}</span>
                      {keeps !== undefined && (
                        <span className="block text-slate-600">Keeps the card of {keeps}</span>
                      )}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" disabled={!picked || saving} onClick={link}>
          <Link2 aria-hidden="true" className="size-4" />
          {saving ? 'Linking…' : 'Link'}
          {picked && (
            <span className="sr-only">
              {' '}
              {displayName(picked)} to {name}
            </span>
          )}
        </Button>
        <Button variant="outline" size="sm" disabled={saving} onClick={onCancel}>
          <X aria-hidden="true" className="size-4" />
          Cancel
        </Button>
      </div>
    </div>
  );
}
