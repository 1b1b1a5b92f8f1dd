// Picks when a draft goes public: a date and time where the admin is, tomorrow at 09:00 unless the
// article already has one.
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/form-field';
import { localInputValue, publishMomentOf, tomorrowMorning } from './publish-moment';

export function NewsScheduleForm({
  current,
  onSchedule,
  onCancel,
}: {
  current: Date | null;
  onSchedule: (publishAt: Date) => Promise<void>;
  onCancel: () => void;
}) {
  const inputId = useId();
  const errorId = useId();
  const [value, setValue] = useState(localInputValue(current ?? tomorrowMorning()));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // Opened by a button that makes way for the form: the focus moves on to what it asks.
  useEffect(() => input.current?.focus(), []);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const checked = publishMomentOf(value);
    if (checked.problem !== undefined) return setError(checked.problem);
    setSaving(true);
    try {
      await onSchedule(checked.moment);
    } catch (refusal) {
      setError(refusal instanceof Error ? refusal.message : String(refusal));
      setSaving(false);
    }
  };

  return (
    <form
      onSubmit={submit}
      onKeyDown={(event) => event.key === 'Escape' && onCancel()}
      className="mt-3 flex flex-wrap items-end gap-3"
    >
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={inputId} className="font-medium text-sm">
          Publish on
        </label>
        <input
          ref={input}
          id={inputId}
          type="datetime-local"
          required
          value={value}
          min={localInputValue(new Date())}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          className={`${inputClasses} max-w-full`}
        />
      </div>
      <Button type="submit" size="sm" disabled={saving}>
        {saving ? 'Scheduling…' : 'Schedule'}
      </Button>
      <Button type="button" size="sm" variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      {error && (
        <p id={errorId} role="alert" className="w-full text-red-700 text-sm">
          {error}
        </p>
      )}
    </form>
  );
}
