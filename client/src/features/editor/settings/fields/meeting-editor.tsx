// The weekly meeting: day, start and end time and place, saved together as one `meeting`, with the
// schedule shown as the site will read it.
import type { Meeting } from '@common/club/club-facts';
import { formatMeetingSchedule, weekdays } from '@common/club/club-facts';
import { useId, useState } from 'react';
import { errorIdOf, FormField, inputClasses } from '@/components/ui/form-field';
import { SettingSlot } from '../settings-section';
import {
  clubSettingsRules,
  messageOf,
  SettingRefused,
  useSaveClubSettings,
} from '../use-club-settings';
import { SaveSettingButton } from './setting-buttons';
import { SettingError } from './setting-label';

type MeetingField = keyof Meeting;
const meetingFields: MeetingField[] = ['day', 'startTime', 'endTime', 'place'];
const isMeetingField = (name: string): name is MeetingField =>
  (meetingFields as string[]).includes(name);
const TIME = /^\d{2}:\d{2}$/;

export function MeetingEditor({ saved }: { saved: Meeting }) {
  const save = useSaveClubSettings();
  const [meeting, setMeeting] = useState(saved);
  const [errors, setErrors] = useState<Partial<Record<MeetingField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const idPrefix = useId();
  const idOf = (field: MeetingField) => `${idPrefix}-${field}`;

  const showErrors = (messages: [string, string][], fallback: string | null) => {
    const found: Partial<Record<MeetingField, string>> = {};
    for (const [field, message] of messages) {
      if (isMeetingField(field)) found[field] ??= message;
    }
    setErrors(found);
    const first = meetingFields.find((field) => found[field]);
    setFormError(first ? null : fallback);
    if (first) document.getElementById(idOf(first))?.focus();
  };

  const onSave = async () => {
    const checked = clubSettingsRules.meeting.safeParse(meeting);
    if (!checked.success) {
      const issues = checked.error.issues;
      showErrors(
        issues.map((issue) => [String(issue.path[0] ?? ''), issue.message]),
        issues[0]?.message ?? null,
      );
      return;
    }
    showErrors([], null);
    setSaving(true);
    try {
      await save({ meeting: checked.data });
    } catch (refusal) {
      const serverErrors = refusal instanceof SettingRefused ? refusal.fieldErrors : {};
      showErrors(
        Object.entries(serverErrors).map(([field, message]) => [
          field.replace(/^meeting\./, ''),
          message,
        ]),
        messageOf(refusal),
      );
    } finally {
      setSaving(false);
    }
  };

  const control = (field: MeetingField) => ({
    id: idOf(field),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? errorIdOf(idOf(field)) : undefined,
    className: inputClasses,
  });
  const set = (field: MeetingField) => (value: string) =>
    setMeeting((current) => ({ ...current, [field]: value }));
  const readable = TIME.test(meeting.startTime) && TIME.test(meeting.endTime);

  return (
    <SettingSlot name="meeting">
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField id={idOf('day')} label="Day" error={errors.day}>
          <select
            {...control('day')}
            value={meeting.day}
            onChange={(event) => set('day')(event.target.value)}
          >
            {weekdays.map((day) => (
              <option key={day} value={day}>
                {day}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id={idOf('startTime')} label="Start time" error={errors.startTime}>
          <input
            {...control('startTime')}
            type="time"
            value={meeting.startTime}
            onChange={(event) => set('startTime')(event.target.value)}
          />
        </FormField>
        <FormField id={idOf('endTime')} label="End time" error={errors.endTime}>
          <input
            {...control('endTime')}
            type="time"
            value={meeting.endTime}
            onChange={(event) => set('endTime')(event.target.value)}
          />
        </FormField>
        <FormField id={idOf('place')} label="Place" error={errors.place} className="sm:col-span-3">
          <input
            {...control('place')}
            type="text"
            value={meeting.place}
            onChange={(event) => set('place')(event.target.value)}
          />
        </FormField>
      </div>
      <div className="mt-4 rounded-lg bg-slate-50 p-3">
        <p className="text-slate-600 text-sm">As the site will read it:</p>
        <p className="wrap-anywhere font-semibold text-lg">
          {readable ? formatMeetingSchedule(meeting) : 'A day and both times are needed'}
        </p>
        {meeting.place.trim() && <p className="wrap-anywhere text-slate-700">{meeting.place}</p>}
      </div>
      <SettingError message={formError} />
      <SaveSettingButton label="Save meeting" saving={saving} onSave={onSave} className="mt-3" />
    </SettingSlot>
  );
}
