// The members hub's way to the directory.
import { MEMBERS_DIRECTORY_PAGE } from '@common/members/directory';
import { Users } from 'lucide-react';
import { Link } from 'wouter';

export function DirectoryLink() {
  return (
    <Link
      href={MEMBERS_DIRECTORY_PAGE}
      className="mt-4 flex items-center gap-4 rounded-card border border-slate-200 p-5 hover:border-accent-600 hover:bg-accent-50"
    >
      <Users aria-hidden="true" className="size-6 shrink-0 text-accent-700" />
      <span>
        <span className="block font-bold text-lg text-slate-900">Members’ Directory</span>
        <span className="block text-slate-700">
          Find a teammate’s subteam and role, and how to reach them.
        </span>
      </span>
    </Link>
  );
}
