import type { MemberResource, MembersResources } from '@common/members/members';
import { Download, MessagesSquare } from 'lucide-react';
import { Link } from 'wouter';
import { NewTabLink } from '@/components/new-tab-link';
import { SectionError } from '@/components/section-error';
import { buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatIsoDate } from '@/lib/format';
import { useMembersResources } from './use-members-resources';

/** The team's channels, the Tools & Resources grid, Additional Resources and the rules card. */
export function MembersResourcesPanel() {
  const resources = useMembersResources();
  if (resources.isPending) {
    return (
      <div className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {[1, 2, 3].map((n) => (
          <Skeleton key={n} className="h-32" />
        ))}
      </div>
    );
  }
  if (resources.isError) {
    return <SectionError message="Failed to load member resources. Please try again later." />;
  }
  const { resources: items, rulesDocument } = resources.data;
  const ofType = (...types: MemberResource['type'][]) =>
    items.filter((item) => types.includes(item.type));

  return (
    <>
      <ResourceGroup heading="Stay connected" items={ofType('channel')} icon="channel" />
      <section aria-labelledby="tools-heading" className="mt-10">
        <h2 id="tools-heading" className="font-bold text-2xl">
          Tools &amp; Resources
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {ofType('tool').map((item) => (
            <li key={item.url} className="rounded-card border border-slate-200 p-5">
              <ExternalResourceLink item={item} />
              <p className="mt-2 text-slate-700 text-sm">{item.description}</p>
            </li>
          ))}
        </ul>
      </section>
      <section
        aria-labelledby="rules-card-heading"
        className="mt-10 rounded-card border border-slate-200 bg-slate-50 p-6"
      >
        <h2 id="rules-card-heading" className="font-bold text-xl">
          Competition rules
        </h2>
        <p className="mt-2 text-slate-700">{describeRules(rulesDocument)}</p>
        <div className="mt-4 flex flex-wrap items-center gap-4">
          {rulesDocument.available ? (
            <a href={rulesDocument.url} download className={buttonClasses()}>
              <Download aria-hidden="true" className="size-5" />
              Download the rules (PDF)
            </a>
          ) : (
            <p className="text-slate-600">The rules document is not yet available.</p>
          )}
          <Link href="/rules" className="font-semibold text-accent-700 hover:underline">
            Browse the Rules Catalog
          </Link>
        </div>
      </section>
      <ResourceGroup heading="Additional Resources" items={ofType('document', 'link')} />
    </>
  );
}

/** "2025 Competition Rules, revision C, dated May 14, 2025.", leaving out what is not set. */
function describeRules({ title, revision, date }: MembersResources['rulesDocument']): string {
  const revisionPart = revision ? `, revision ${revision}` : '';
  const datePart = date ? `, dated ${formatIsoDate(date)}` : '';
  return `${title}${revisionPart}${datePart}.`;
}

function ResourceGroup({
  heading,
  items,
  icon,
}: {
  heading: string;
  items: MemberResource[];
  icon?: 'channel';
}) {
  if (items.length === 0) return null;
  return (
    <section className="mt-10">
      <h2 className="font-bold text-2xl">{heading}</h2>
      <ul className="mt-4 space-y-3">
        {items.map((item) => (
          <li key={item.url} className="flex gap-3">
            {icon === 'channel' && (
              <MessagesSquare aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent-700" />
            )}
            <div>
              <ExternalResourceLink item={item} />
              <p className="text-slate-700 text-sm">{item.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ExternalResourceLink({ item }: { item: MemberResource }) {
  return (
    <NewTabLink
      href={item.url}
      className="inline-flex items-center gap-1 font-semibold text-accent-700 hover:underline"
    >
      {item.title}
    </NewTabLink>
  );
}
