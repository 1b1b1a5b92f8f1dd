// Moving one meeting: its day, start and end time as the club's clocks show them (the form names
// the zone), sent as moments with the club's offset on that day, whatever the browser's zone is.
import { occurrenceChangeSchema } from '@common/events/meeting-series';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { errorIdOf, FormField, inputClasses } from '@/components/ui/form-field';
import type { OccurrenceChangeBody } from './meeting-occurrences-queries';
import {
  type MeetingOccurrence,
  type MoveFields,
  missingMoveField,
  moveFieldsOf,
  moveOf,
} from './meeting-occurrences-times';

const fieldLabels: Record<keyof MoveFields, string> = {
  date: 'Date',
  startTime: 'Start time',
  endTime: 'End time',
};
const fieldNames = Object.keys(fieldLabels) as (keyof MoveFields)[];

export function MoveOccurrenceForm({
  occurrence,
  when,
  timeZone,
  busy,
  onConfirm,
  onBack,
}: {
  occurrence: MeetingOccurrence;
  /** The occurrence as the list writes it: "Fri, Mar 5 · 4:00 – 6:00 PM". */
  when: string;
  timeZone: string;
  busy: boolean;
  onConfirm: (change: OccurrenceChangeBody) => void;
  onBack: () => void;
}) {
  const [fields, setFields] = useState(() => moveFieldsOf(occurrence, timeZone));
  const [errors, setErrors] = useState<Partial<Record<keyof MoveFields, string>>>({});
  const id = useId();
  const idOf = (field: keyof MoveFields) => `${id}-${field}`;
  const titleId = `${id}-title`;
  const hintId = `${id}-hint`;

  const dateInput = useRef<HTMLInputElement>(null);

  useEffect(() => dateInput.current?.focus(), []);

  const refuse = (field: keyof MoveFields, message: string) => {
    setErrors({ [field]: message });
    document.getElementById(idOf(field))?.focus();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const missing = missingMoveField(fields);
    if (missing) return refuse(missing, `${fieldLabels[missing]} is required`);
    const change = moveOf(fields, timeZone);
    const checked = occurrenceChangeSchema.safeParse(change);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      return refuse(issue?.path[0] === 'startsAt' ? 'startTime' : 'endTime', issue?.message ?? '');
    }
    setErrors({});
    onConfirm(change);
  };

  return (
    <form
      aria-labelledby={titleId}
      aria-describedby={hintId}
      onSubmit={onSubmit}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !busy) onBack();
      }}
      className="mt-3 rounded-lg border border-slate-200 bg-slate-50 p-3"
    >
      <p id={titleId} className="font-semibold text-sm">
        Move the meeting of {when}
      </p>
      <p id={hintId} className="mt-1 text-slate-600 text-sm">
        As the club’s clocks show it ({timeZone}).
      </p>
      <div className="mt-2 grid gap-3 sm:grid-cols-3">
        {fieldNames.map((field) => (
          <FormField key={field} id={idOf(field)} label={fieldLabels[field]} error={errors[field]}>
            <input
              ref={field === 'date' ? dateInput : undefined}
              id={idOf(field)}
              type={field === 'date' ? 'date' : 'time'}
              value={fields[field]}
              aria-invalid={errors[field] ? true : undefined}
              aria-describedby={errors[field] ? errorIdOf(idOf(field)) : undefined}
              onChange={(event) =>
                setFields((current) => ({ ...current, [field]: event.target.value }))
              }
              className={`${inputClasses} min-w-0`}
            />
          </FormField>
        ))}
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={busy}>
          {busy ? 'Moving…' : 'Confirm'}
        </Button>
        <Button variant="outline" size="sm" onClick={onBack} disabled={busy}>
          Back
        </Button>
      </div>
    </form>
  );
}
