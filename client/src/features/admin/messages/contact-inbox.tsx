// The contact inbox: what people sent through the interest form, newest first a page at a time,
// each marked processed once someone has answered, and a CSV export for the club's spreadsheet.
import { CONTACT_CSV_PATH, type ContactInboxItem } from '@common/admin/admin';
import { interestLevelOptions } from '@common/contact/interest-form';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { PageSwitcher } from '@/components/page-switcher';
import { SectionError } from '@/components/section-error';
import { buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { formatDayAndTime } from '@/lib/format';
import { useContactInbox, useSetContactProcessed } from './use-contact-inbox';

const interestLabel = (value: string) =>
  interestLevelOptions.find((option) => option.value === value)?.label ?? value;

export function ContactInbox() {
  const [page, setPage] = useState(1);
  const inbox = useContactInbox(page);
  const items = inbox.data?.items;
  const pages = inbox.data ? Math.max(1, Math.ceil(inbox.data.total / inbox.data.pageSize)) : 1;

  return (
    <>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-700">
          {inbox.data === undefined
            ? 'Messages from the contact form.'
            : `${inbox.data.unprocessed} unprocessed of ${inbox.data.total} messages.`}
        </p>
        <a href={CONTACT_CSV_PATH} download className={buttonClasses({ variant: 'outline' })}>
          <Download aria-hidden="true" className="size-4" />
          Export CSV
        </a>
      </div>
      {inbox.isPending && (
        <div className="mt-4 space-y-3">
          {[1, 2].map((n) => (
            <Skeleton key={n} className="h-32" />
          ))}
        </div>
      )}
      {inbox.isError && (
        <SectionError message="Failed to load the contact inbox. Please try again later." />
      )}
      {items?.length === 0 && (
        <p className="mt-4 rounded-card bg-slate-50 p-6 text-center text-slate-700">
          No messages yet.
        </p>
      )}
      {items && items.length > 0 && (
        <ul className="mt-4 space-y-3">
          {items.map((item) => (
            <InboxItem key={item.id} item={item} />
          ))}
        </ul>
      )}
      <PageSwitcher label="Contact inbox pages" page={page} pages={pages} onPage={setPage} />
    </>
  );
}

function InboxItem({ item }: { item: ContactInboxItem }) {
  const mark = useSetContactProcessed(item.id);
  const processed = mark.isPending ? mark.variables === 1 : item.isProcessed === 1;
  const labelId = `processed-${item.id}`;
  return (
    <li
      className={`rounded-card border p-4 ${processed ? 'border-slate-200 bg-slate-50' : 'border-accent-500 bg-white'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold">
            {item.firstName} {item.lastName}
            {!processed && (
              <span className="ml-2 rounded-full bg-accent-100 px-2 py-0.5 font-semibold text-accent-800 text-xs">
                New
              </span>
            )}
          </p>
          <a
            href={`mailto:${item.email}`}
            className="break-all text-accent-700 text-sm hover:underline"
          >
            {item.email}
          </a>
          <p className="text-slate-600 text-sm">
            {formatDayAndTime(item.submittedAt)} · {interestLabel(item.interestLevel)}
            {item.majorYear && ` · ${item.majorYear}`}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <span id={labelId} className="text-slate-700 text-sm">
            Processed
            <span className="sr-only">
              : message from {item.firstName} {item.lastName}
            </span>
          </span>
          <Switch
            checked={processed}
            disabled={mark.isPending}
            aria-labelledby={labelId}
            onCheckedChange={(checked) => mark.mutate(checked ? 1 : 0)}
          />
        </div>
      </div>
      <p className="mt-3 whitespace-pre-line break-words text-slate-800">{item.message}</p>
    </li>
  );
}
