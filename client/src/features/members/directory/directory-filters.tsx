// The directory's search box and subteam choice, each with its label in view.
import { Search } from 'lucide-react';
import { inputClasses } from '@/components/ui/form-field';

const labelClasses = 'font-medium text-slate-800 text-sm';

export function DirectoryFilters({
  search,
  onSearch,
  subteam,
  subteams,
  onSubteam,
}: {
  search: string;
  onSearch: (search: string) => void;
  subteam: string;
  /** The club's subteams, from its settings. */
  subteams: readonly string[];
  onSubteam: (subteam: string) => void;
}) {
  return (
    <>
      <div className="w-full sm:w-80">
        <label htmlFor="directory-search" className={labelClasses}>
          Search members
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 mt-0.5 size-4 text-slate-500"
          />
          <input
            id="directory-search"
            type="search"
            value={search}
            onChange={(event) => onSearch(event.target.value)}
            placeholder="Name, role, subteam or major"
            autoComplete="off"
            className={`${inputClasses} pl-9`}
          />
        </div>
      </div>
      <div className="w-full sm:w-56">
        <label htmlFor="directory-subteam" className={labelClasses}>
          Subteam
        </label>
        <select
          id="directory-subteam"
          value={subteam}
          onChange={(event) => onSubteam(event.target.value)}
          className={inputClasses}
        >
          <option value="">All subteams</option>
          {subteams.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
