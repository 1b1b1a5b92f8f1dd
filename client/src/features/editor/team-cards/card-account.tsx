// The Account part of a team card in the editor: the member who keeps the card, a member's claim
// waiting for the admin's Confirm or Refuse, or a way to link an account to a card nobody keeps.
import type { AdminUser } from '@common/admin/admin';
import { displayName } from '@common/admin/admin';
import { Check, Link2, Unlink, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import type { Entry } from '../editor-entities';
import { AccountPicker } from './account-picker';
import { cardLinks } from './card-accounts';
import {
  accountWords,
  type Changing,
  useCardAccounts,
  useSetCardAccount,
} from './use-card-accounts';

export function CardAccount({ card }: { card: Entry }) {
  const name = String(card.name ?? '');
  const { userId, claimedBy } = cardLinks(card);
  const { accounts } = useCardAccounts();
  const headingId = useId();
  const wanted = userId ?? claimedBy;
  const state = userId ? 'linked' : claimedBy ? 'claimed' : 'unlinked';
  // While the accounts of a changed list are read, the previous answer stands in for the cards
  // whose account it has; a card newly linked waits for the new one.
  const loading =
    !accounts.data || (accounts.isPlaceholderData && wanted !== null && !accounts.data[wanted]);

  // The button that made the change goes with the state it belonged to: the focus goes to the
  // part's heading, from where the new state reads first.
  const heading = useRef<HTMLHeadingElement>(null);
  const expectingChange = useRef(false);
  useEffect(() => {
    if (!expectingChange.current) return;
    expectingChange.current = false;
    heading.current?.focus();
  }, [state]);
  const changing: Changing = async (change) => {
    expectingChange.current = true;
    const saved = await change();
    if (!saved) expectingChange.current = false;
    return saved;
  };

  return (
    <section
      aria-labelledby={headingId}
      className="mt-4 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm"
    >
      <h4 id={headingId} ref={heading} tabIndex={-1} className="font-semibold">
        Account
        <span className="sr-only"> of {name}</span>
      </h4>
      {!wanted ? (
        <Unlinked card={card} name={name} changing={changing} />
      ) : accounts.isError ? (
        <LoadError
          message="Failed to load the account. Please try again."
          onRetry={() => accounts.refetch()}
          className="mt-2 rounded-lg bg-red-50 p-3"
        />
      ) : loading || !accounts.data ? (
        <div role="status" className="mt-2">
          <span className="sr-only">Loading the account…</span>
          <Skeleton className="h-10 w-64 max-w-full" />
        </div>
      ) : userId ? (
        <Linked card={card} name={name} account={accounts.data[userId]} changing={changing} />
      ) : (
        <Claimed
          card={card}
          name={name}
          account={claimedBy ? accounts.data[claimedBy] : undefined}
          changing={changing}
        />
      )}
    </section>
  );
}

/** An account's name, and its email when the name is not already it. */
function AccountName({ account }: { account: AdminUser | undefined }) {
  if (!account) return <span className="italic">an account the user list no longer has</span>;
  const shown = displayName(account);
  return (
    <>
      <strong className="font-semibold">{shown}</strong>
      {shown !== account.email && (
        <span className="break-words text-slate-700"> ({account.email})</span>
      )}
    </>
  );
}

interface StateProps {
  card: Entry;
  name: string;
  changing: Changing;
}

function Linked({ card, name, account, changing }: StateProps & { account?: AdminUser }) {
  const setAccount = useSetCardAccount(card);
  return (
    <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
      <p>
        Kept by <AccountName account={account} />
      </p>
      <ConfirmDialog
        trigger={
          <>
            <Unlink aria-hidden="true" className="size-4" />
            Unlink
          </>
        }
        triggerLabel={`Unlink the account from ${name}`}
        triggerVariant="outline"
        title={`Unlink the account from ${name}?`}
        description={`${account ? displayName(account) : 'The member'} will no longer keep this card, and is told by email. You can link an account again at any time.`}
        confirmLabel="Unlink"
        busyLabel="Unlinking…"
        onConfirm={async () => {
          const unlinked = await changing(() => setAccount(null, accountWords.unlink(name)));
          if (!unlinked) throw new Error('The account was not unlinked');
        }}
      />
    </div>
  );
}

function Claimed({ card, name, account, changing }: StateProps & { account?: AdminUser }) {
  const setAccount = useSetCardAccount(card);
  const [busy, setBusy] = useState(false);
  const { claimedBy } = cardLinks(card);
  const answer = async (userId: string | null) => {
    setBusy(true);
    const words = userId ? accountWords.confirm(account, name) : accountWords.refuse(name);
    await changing(() => setAccount(userId, words));
    setBusy(false);
  };
  return (
    <div className="mt-1 space-y-2">
      <p>
        Claimed by <AccountName account={account} /> — waiting for you
      </p>
      <p className="text-slate-700">
        The card's email is their sign-in address. Confirm to let them keep the card; Refuse leaves
        it unlinked.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" disabled={busy} onClick={() => answer(claimedBy)}>
          <Check aria-hidden="true" className="size-4" />
          Confirm
          <span className="sr-only"> the claim on {name}</span>
        </Button>
        <Button variant="outline" size="sm" disabled={busy} onClick={() => answer(null)}>
          <X aria-hidden="true" className="size-4" />
          Refuse
          <span className="sr-only"> the claim on {name}</span>
        </Button>
      </div>
    </div>
  );
}

function Unlinked({ card, name, changing }: StateProps) {
  const [open, setOpen] = useState(false);
  const pickerId = useId();
  const opener = useRef<HTMLButtonElement>(null);
  const cancel = () => {
    setOpen(false);
    opener.current?.focus();
  };
  return (
    <div className="mt-1">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-slate-700">No account keeps this card.</p>
        <Button
          ref={opener}
          variant="outline"
          size="sm"
          aria-expanded={open}
          aria-controls={pickerId}
          onClick={() => setOpen((shown) => !shown)}
        >
          <Link2 aria-hidden="true" className="size-4" />
          Link an account
          <span className="sr-only"> to {name}</span>
        </Button>
      </div>
      <div id={pickerId}>
        {open && <AccountPicker card={card} name={name} changing={changing} onCancel={cancel} />}
      </div>
    </div>
  );
}
