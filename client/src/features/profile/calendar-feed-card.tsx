// The profile's Calendar feed card (decision 54): the member's personal feed address, to copy or to
// open in their calendar app, and replaced when it has leaked (the old address then stops working).
import { CalendarPlus, Copy } from 'lucide-react';
import { SectionError } from '@/components/section-error';
import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { inputClasses } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast-store';
import { useCalendarFeed, useReplaceCalendarFeed } from './use-calendar-feed';

export function CalendarFeedCard() {
  const feed = useCalendarFeed();
  return (
    <section
      aria-labelledby="calendar-feed-heading"
      className="mt-8 rounded-card border border-slate-200 p-6"
    >
      <h2 id="calendar-feed-heading" className="font-bold text-xl">
        Calendar feed
      </h2>
      <p className="mt-2 text-slate-700">
        Subscribe your calendar app to this address to see the club’s events, members’ events
        included, with your own answers.
      </p>
      {feed.isPending && <Skeleton className="mt-4 h-24" />}
      {feed.isError && (
        <SectionError message="Failed to load your calendar feed address. Please try again later." />
      )}
      {feed.data && <FeedAddress url={feed.data.url} />}
    </section>
  );
}

function FeedAddress({ url }: { url: string }) {
  const replace = useReplaceCalendarFeed();
  // The same host and path: a webcal: address opens the reader's calendar app to subscribe.
  const webcal = url.replace(/^https?:/, 'webcal:');
  return (
    <>
      <label htmlFor="calendar-feed-url" className="mt-4 block font-medium text-slate-800 text-sm">
        Your feed address
      </label>
      {/* Wrapped rather than cut off, so that a phone shows the whole address. */}
      <textarea
        id="calendar-feed-url"
        readOnly
        rows={2}
        value={url}
        onFocus={(event) => event.currentTarget.select()}
        aria-describedby="calendar-feed-secret"
        className={`${inputClasses} field-sizing-content resize-none break-all font-mono text-sm`}
      />
      <p id="calendar-feed-secret" className="mt-2 text-slate-600 text-sm">
        Anyone with this address can read your calendar, so keep it to yourself.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <a href={webcal} className={buttonClasses()}>
          <CalendarPlus aria-hidden="true" className="size-4" />
          Subscribe
        </a>
        <Button variant="outline" onClick={() => copyAddress(url)}>
          <Copy aria-hidden="true" className="size-4" />
          Copy
        </Button>
        <ConfirmDialog
          trigger="Replace address"
          triggerSize="md"
          title="Replace your calendar feed address?"
          description="The current address stops working at once: calendars subscribed to it no longer get the club’s events. Subscribe them again with the new address."
          confirmLabel="Replace address"
          busyLabel="Replacing…"
          onConfirm={() => replace.mutateAsync()}
        />
      </div>
    </>
  );
}

async function copyAddress(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: 'Copied', description: 'Calendar feed address copied' });
  } catch {
    toast({
      title: 'Error',
      description: 'Could not copy the address. Select it and copy it yourself.',
      variant: 'destructive',
    });
  }
}
