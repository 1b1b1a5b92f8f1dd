// A moment of an entry (an event's start), edited in place as a day and clock time in the club's
// time zone, and shown with the zone's name so that nobody reads it as their own.
import { InlineEdit } from '@/components/inline-edit/inline-edit';
import { useClubTimeZone } from '@/features/club/use-club-config';
import { formatInZone, localInputOf, momentOfLocalInput } from '@/lib/zoned-input';

export function ZonedDateTimeField({
  label,
  value,
  onSave,
  showLabel,
  className,
}: {
  label: string;
  value: string | null;
  onSave: (value: unknown) => Promise<void>;
  showLabel?: boolean;
  className?: string;
}) {
  const timeZone = useClubTimeZone();
  return (
    <InlineEdit
      label={label}
      showLabel={showLabel}
      className={className}
      inputType="datetime-local"
      value={value && localInputOf(value, timeZone)}
      display={(text) => {
        const moment = momentOfLocalInput(text, timeZone);
        return moment ? formatInZone(moment, timeZone) : text;
      }}
      onSave={(text) => onSave(text && (momentOfLocalInput(text, timeZone) ?? text))}
    />
  );
}
