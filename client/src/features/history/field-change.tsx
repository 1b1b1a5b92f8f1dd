// One field of a change, in History and the audit log: its label, and its whole value before and
// after (as common/editor/audit-labels.ts words them); a long text shows which words changed.
import type { ShownFieldChange } from '@common/editor/audit-labels';
import { wordDiff } from './word-diff';

/** Beyond this length a text's change is shown word by word. */
const LONG_TEXT = 80;

const isLongText = (value: string) => value.length > LONG_TEXT;

/** Every field a change touched, each with its values. */
export function FieldChanges({
  changes,
  className,
}: {
  changes: ShownFieldChange[];
  className: string;
}) {
  return (
    <dl className={`space-y-3 ${className}`}>
      {changes.map((change) => (
        <FieldChange key={change.field} {...change} />
      ))}
    </dl>
  );
}

function FieldChange({
  label,
  before,
  after,
  single,
}: {
  label: string;
  before: string;
  after: string;
  /** The change made or deleted the record: its one value is `after`. */
  single: boolean;
}) {
  const longText = !single && (isLongText(before) || isLongText(after));
  return (
    <div className="min-w-0">
      <dt className="font-semibold text-slate-800 text-sm">{label}</dt>
      <dd className="mt-1 whitespace-pre-wrap break-words text-sm">
        {single ? (
          <span>{after}</span>
        ) : longText ? (
          <WordChanges before={before} after={after} />
        ) : (
          <>
            <del className="bg-red-50 text-red-800">{before}</del>
            <span aria-hidden="true"> → </span>
            <span className="sr-only">, now </span>
            <ins className="bg-green-50 text-green-900 no-underline">{after}</ins>
          </>
        )}
      </dd>
    </div>
  );
}

function WordChanges({ before, after }: { before: string; after: string }) {
  return (
    <>
      {wordDiff(before, after).map((part, index) =>
        part.kind === 'same' ? (
          <span key={index}>{part.text}</span>
        ) : part.kind === 'removed' ? (
          <del key={index} className="bg-red-50 text-red-800">
            {part.text}
          </del>
        ) : (
          <ins key={index} className="bg-green-50 text-green-900 no-underline">
            {part.text}
          </ins>
        ),
      )}
    </>
  );
}
