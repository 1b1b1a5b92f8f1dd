import type { Alumnus } from '@common/club/alumni-page';
import { Briefcase } from 'lucide-react';
import { MemberPhoto } from '@/components/member-photo';
import { NewTabLink } from '@/components/new-tab-link';

/** One alumnus: their photo, name, the role they had, major, where they went and LinkedIn. */
export function AlumnusCard({ alumnus }: { alumnus: Alumnus }) {
  return (
    <li className="flex min-w-0 gap-4 rounded-card border border-slate-200 bg-white p-5 shadow-sm">
      <MemberPhoto name={alumnus.name} imageUrl={alumnus.imageUrl} size="size-20 text-xl" />
      <div className="min-w-0">
        <h3 className="wrap-break-word font-bold text-lg">{alumnus.name}</h3>
        <p className="wrap-break-word text-slate-700">{alumnus.role}</p>
        {alumnus.major && <p className="wrap-break-word text-slate-600 text-sm">{alumnus.major}</p>}
        {alumnus.alumniNote && (
          <p className="mt-3 flex gap-2 text-slate-800">
            <Briefcase aria-hidden="true" className="mt-1 size-4 shrink-0 text-accent-700" />
            <span className="min-w-0 wrap-break-word">
              <span className="sr-only">Now: </span>
              {alumnus.alumniNote}
            </span>
          </p>
        )}
        {alumnus.linkedIn && (
          <NewTabLink
            href={alumnus.linkedIn}
            className="mt-3 inline-flex items-center gap-1 font-semibold text-accent-700 text-sm hover:underline"
          >
            LinkedIn<span className="sr-only"> of {alumnus.name}</span>
          </NewTabLink>
        )}
      </div>
    </li>
  );
}
