// Cancelling one meeting: an optional note that shows with it on the site ("No meeting: spring
// break"), then Confirm, or Back to leave it as it is. Escape goes back too.
import { occurrenceChangeSchema } from '@common/events/meeting-series';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { errorIdOf, FormField, inputClasses } from '@/components/ui/form-field';
import type { OccurrenceChangeBody } from './meeting-occurrences-queries';

const MAX_NOTE = 200;

export function CancelOccurrenceForm({
  when,
  busy,
  onConfirm,
  onBack,
}: {
  /** The occurrence as the list writes it: "Fri, Mar 5 · 4:00 – 6:00 PM". */
  when: string;
  busy: boolean;
  onConfirm: (change: OccurrenceChangeBody) => void;
  onBack: () => void;
}) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const noteInput = useRef<HTMLInputElement>(null);
  const id = useId();
  const titleId = `${id}-title`;

  useEffect(() => noteInput.current?.focus(), []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const change = { cancelled: true, note: note.trim() || null };
    const checked = occurrenceChangeSchema.safeParse(change);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      noteInput.current?.focus();
      return;
    }
    setError(undefined);
    onConfirm(change);
  };

  return (
    <form
      aria-labelledby={titleId}
      onSubmit={onSubmit}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !busy) onBack();
      }}
      className="mt-3 rounded-lg border border-slate-200 bg-slate-50 p-3"
    >
      <p id={titleId} className="font-semibold text-sm">
        Cancel the meeting of {when}?
      </p>
      <FormField id={id} label="Note (shown with it)" error={error} className="mt-2">
        <input
          ref={noteInput}
          id={id}
          type="text"
          value={note}
          maxLength={MAX_NOTE}
          placeholder="No meeting: spring break"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorIdOf(id) : undefined}
          onChange={(event) => setNote(event.target.value)}
          className={inputClasses}
        />
      </FormField>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="submit" variant="danger" size="sm" disabled={busy}>
          {busy ? 'Cancelling…' : 'Confirm'}
        </Button>
        <Button variant="outline" size="sm" onClick={onBack} disabled={busy}>
          Back
        </Button>
      </div>
    </form>
  );
}
