// The Dashboard's "Make this site yours": what a new club still has to set, each with a link to the
// place where it is set, and how many are done.
import {
  SITE_CHECKLIST_PATH,
  type SiteChecklistItem,
  siteChecklistSchema,
} from '@common/club/club-config';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Circle } from 'lucide-react';
import { Link } from 'wouter';
import { LoadError } from '@/components/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { apiJson } from '@/lib/api-json';
import { settingsLink, tabLink } from './editor-tabs';

const checklistEntries: Record<SiteChecklistItem, { text: string; href: string }> = {
  clubName: { text: "Give the club's name", href: settingsLink('clubName') },
  logo: { text: 'Upload the logo', href: settingsLink('logoUrl') },
  signupForm: { text: 'Link the signup form', href: settingsLink('signupFormUrl') },
  contactEmail: { text: 'Add a contact email', href: settingsLink('contactEmail') },
  sponsorBrochure: {
    text: 'Upload the sponsor brochure',
    href: settingsLink('sponsorBrochureUrl'),
  },
  rulesDocument: { text: 'Upload the rules document', href: settingsLink('rulesDocumentUrl') },
  teamMember: { text: 'Add a team member', href: tabLink('team') },
};

export function SiteChecklist() {
  const checklist = useQuery({
    queryKey: [SITE_CHECKLIST_PATH],
    queryFn: () => apiJson(siteChecklistSchema, 'GET', SITE_CHECKLIST_PATH),
  });
  const items = checklist.data?.items ?? [];
  const done = items.filter((entry) => entry.done).length;

  return (
    <section
      aria-labelledby="site-checklist-heading"
      className="mt-6 rounded-card border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="site-checklist-heading" className="font-bold text-lg">
          Make this site yours
        </h3>
        {checklist.isSuccess && (
          <p className="font-semibold text-slate-700">
            {done} of {items.length} done
          </p>
        )}
      </div>
      {checklist.isError ? (
        <LoadError
          message="Failed to load the checklist. Please try again."
          onRetry={() => checklist.refetch()}
          className="mt-3"
        />
      ) : checklist.isPending ? (
        <div className="mt-3 space-y-2" role="status">
          <span className="sr-only">Loading the checklist…</span>
          {[1, 2, 3].map((n) => (
            <Skeleton key={n} className="h-6" />
          ))}
        </div>
      ) : (
        <ul className="mt-3 space-y-2">
          {items.map(({ item, done: isDone }) => (
            <li key={item} className="flex items-center gap-2">
              {isDone ? (
                <CheckCircle2 aria-hidden="true" className="size-5 shrink-0 text-green-700" />
              ) : (
                <Circle aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
              )}
              <span className="sr-only">{isDone ? 'Done:' : 'To do:'}</span>
              <Link
                href={checklistEntries[item].href}
                className={`font-medium underline-offset-2 hover:underline ${isDone ? 'text-slate-600' : 'text-accent-700'}`}
              >
                {checklistEntries[item].text}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
