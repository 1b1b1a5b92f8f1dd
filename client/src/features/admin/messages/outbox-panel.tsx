// The outbox: every mail the site wrote in the last days, newest first, a page at a time: to whom,
// what, whether it went, and the mail itself a click away. A failed mail can be sent again.
import {
  type MailState,
  mailKindLabels,
  mailStateLabels,
  OUTBOX_KEEP_DAYS,
  type OutboxItem,
} from '@common/admin/mail';
import { useState } from 'react';
import { PageSwitcher } from '@/components/page-switcher';
import { SectionError } from '@/components/section-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { type BadgeTone, formatCount, formatDayAndTime } from '@/lib/format';
import { OutboxMailDialog } from './outbox-mail-dialog';
import { useOutbox, useResendMail } from './use-outbox';

const stateTones: Record<MailState, BadgeTone> = {
  waiting: 'blue',
  sent: 'green',
  failed: 'red',
  off: 'grey',
};

export function OutboxPanel() {
  const [page, setPage] = useState(1);
  const outbox = useOutbox(page);
  const pages = outbox.data ? Math.max(1, Math.ceil(outbox.data.total / outbox.data.pageSize)) : 1;

  return (
    <>
      <p className="mt-2 text-slate-700">
        Every email the site wrote in the last {OUTBOX_KEEP_DAYS} days, newest first.
      </p>
      {outbox.data?.sending === false && (
        <p className="mt-4 rounded-card border border-amber-300 bg-amber-50 p-4 text-amber-950">
          <span className="font-semibold">Mail is off:</span> emails are kept here and not sent. Set
          SMTP_URL on the server to send them.
        </p>
      )}
      <p className="mt-4 text-slate-700" aria-live="polite">
        {outbox.data &&
          `${formatCount(outbox.data.total)} ${outbox.data.total === 1 ? 'email' : 'emails'}`}
      </p>
      {outbox.isPending && <Skeleton className="mt-4 h-40" />}
      {outbox.isError && (
        <SectionError message="Failed to load the outbox. Please try again later." />
      )}
      {outbox.data?.items.length === 0 && (
        <p className="mt-4 rounded-card bg-slate-50 p-6 text-center text-slate-700">
          No emails yet.
        </p>
      )}
      {outbox.data && outbox.data.items.length > 0 && (
        <ul
          aria-label="Emails in the outbox"
          className="mt-4 divide-y divide-slate-200 rounded-card border border-slate-200"
        >
          {outbox.data.items.map((mail) => (
            <OutboxRow key={mail.id} mail={mail} />
          ))}
        </ul>
      )}
      <PageSwitcher label="Outbox pages" page={page} pages={pages} onPage={setPage} />
    </>
  );
}

function OutboxRow({ mail }: { mail: OutboxItem }) {
  const resend = useResendMail();
  return (
    <li className="grid gap-3 p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
      <div className="min-w-0">
        <p className="break-words font-semibold">{mail.subject}</p>
        <p className="break-all text-slate-700 text-sm">To {mail.recipient}</p>
        <p className="mt-1 flex flex-wrap items-center gap-2">
          <Badge tone={stateTones[mail.state]}>{mailStateLabels[mail.state]}</Badge>
          <span className="text-slate-700 text-sm">{mailKindLabels[mail.kind]}</span>
        </p>
        <p className="mt-1 text-slate-600 text-sm">{timesOf(mail)}</p>
        {mail.state === 'failed' && mail.lastError && (
          <p className="mt-1 break-words text-red-800 text-sm">{mail.lastError}</p>
        )}
        {mail.state === 'waiting' && mail.lastError && (
          <p className="mt-1 break-words text-slate-700 text-sm">
            The mail server answered: {mail.lastError}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <OutboxMailDialog mail={mail} />
        {mail.state === 'failed' && (
          <Button
            variant="outline"
            size="sm"
            disabled={resend.isPending}
            onClick={() => resend.mutate(mail.id)}
          >
            {resend.isPending ? 'Sending…' : 'Send again'}
            <span className="sr-only">: {mail.subject}</span>
          </Button>
        )}
      </div>
    </li>
  );
}

/** When it was written, and when it went or is tried next. */
function timesOf({ createdAt, sentAt, state, attempts, nextAttemptAt }: OutboxItem): string {
  const written = `Written ${formatDayAndTime(createdAt)}`;
  if (sentAt) return `${written} · sent ${formatDayAndTime(sentAt)}`;
  const tries = attempts === 1 ? '1 attempt' : `${attempts} attempts`;
  if (state === 'failed') return `${written} · failed after ${tries}`;
  if (state === 'waiting' && nextAttemptAt) {
    return `${written} · next try ${formatDayAndTime(nextAttemptAt)}`;
  }
  return written;
}
