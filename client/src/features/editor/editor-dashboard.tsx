// The editor's first tab: what is left to make the site the club's own, how many entries of each
// kind there are, and tips.
import { TRASH_DAYS } from '@common/editor/history';
import type { EditorEntity, Entry } from './editor-entities';
import { useEditorEntries } from './entries/use-editor-entries';
import { SiteChecklist } from './site-checklist';

const tips = [
  'Hover over a field, or move to it with Tab, and press its pencil to edit it. Enter saves a one-line field, Ctrl+Enter a longer text; Escape cancels.',
  'Changes show on the public site as soon as they are saved.',
  'A draft article stays off the home page until you publish it; hidden team members and sponsors stay in the editor.',
  'The home page shows the three newest published articles and the latest car first.',
  `Every change is kept: History on an entry brings back an earlier version, and a deleted entry waits in the Trash tab for ${TRASH_DAYS} days.`,
];

/** The entries counted, without those set apart (a team's alumni). */
const countedOf = (entity: EditorEntity, entries: Entry[]) =>
  entries.filter((entry) => !entity.setApart?.badgeOf(entry));

/** A count's detail: the entries set apart, and the drafts or hidden ones among the counted. */
function detailOf(entity: EditorEntity, entries: Entry[]): string | undefined {
  const apart = entity.setApart && entries.length - countedOf(entity, entries).length;
  const toggle = entity.toggles?.find((candidate) => candidate.offBadge);
  const off =
    toggle && countedOf(entity, entries).filter((entry) => entry[toggle.name] !== 1).length;
  const details = [
    apart ? `${apart} ${entity.setApart?.counted}` : undefined,
    toggle && off ? `${off} ${toggle.offBadge.toLowerCase()}` : undefined,
  ];
  return details.filter(Boolean).join(', ') || undefined;
}

function CountCard({ entity }: { entity: EditorEntity }) {
  const entries = useEditorEntries(entity);
  const detail = entries.data && detailOf(entity, entries.data);
  return (
    <div className="rounded-card border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-slate-600 text-sm">{entity.listTitle}</dt>
      <dd className="mt-1 font-extrabold text-3xl text-accent-700">
        {entries.isError ? '–' : entries.isPending ? '…' : countedOf(entity, entries.data).length}
      </dd>
      {detail && <dd className="text-slate-600 text-sm">{detail}</dd>}
    </div>
  );
}

export function EditorDashboard({ entities }: { entities: readonly EditorEntity[] }) {
  return (
    <section aria-labelledby="editor-dashboard-heading" className="mt-6">
      <h2 id="editor-dashboard-heading" className="font-bold text-2xl">
        Dashboard
      </h2>
      <SiteChecklist />
      <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
        {entities.map((entity) => (
          <CountCard key={entity.path} entity={entity} />
        ))}
      </dl>
      <h3 className="mt-8 font-bold text-lg">Tips</h3>
      <ul className="mt-2 list-disc space-y-2 pl-5 text-slate-700">
        {tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </section>
  );
}
