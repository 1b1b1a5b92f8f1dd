// One field of a change in History: its label, and its whole value before and after; a long text
// shows which words changed.
import { wordDiff } from './word-diff';

/** Beyond this length a text's change is shown word by word. */
const LONG_TEXT = 80;

/** A stored value as a person reads it. */
export function shownValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value, null, 1);
}

const isLongText = (value: unknown) => typeof value === 'string' && value.length > LONG_TEXT;

export function FieldChange({
  label,
  before,
  after,
  created,
}: {
  label: string;
  before: unknown;
  after: unknown;
  /** The change made the record: there is no "before". */
  created: boolean;
}) {
  const longText =
    !created &&
    typeof before === 'string' &&
    typeof after === 'string' &&
    (isLongText(before) || isLongText(after));
  return (
    <div className="min-w-0">
      <dt className="font-semibold text-slate-800 text-sm">{label}</dt>
      <dd className="mt-1 whitespace-pre-wrap break-words text-sm">
        {created ? (
          <span>{shownValue(after)}</span>
        ) : longText ? (
          <WordChanges before={before} after={after} />
        ) : (
          <>
            <del className="bg-red-50 text-red-800">{shownValue(before)}</del>
            <span aria-hidden="true"> → </span>
            <span className="sr-only">, now </span>
            <ins className="bg-green-50 text-green-900 no-underline">{shownValue(after)}</ins>
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
