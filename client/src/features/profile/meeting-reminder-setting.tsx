// The Email card's switch for reminders of the weekly meeting: off until the member turns it on,
// unlike the notices, since the meeting comes every week whether or not they come.
import {
  MEETING_REMINDERS_PATH,
  type MeetingReminders,
  meetingRemindersSchema,
} from '@common/events/meeting-series';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';
import { SwitchSetting } from './switch-setting';
import { emailSettingSaved } from './use-mail-settings';

const KEY = [MEETING_REMINDERS_PATH] as const;

export function MeetingReminderSetting() {
  const queryClient = useQueryClient();
  const setting = useQuery({
    queryKey: KEY,
    queryFn: () => apiJson(meetingRemindersSchema, 'GET', MEETING_REMINDERS_PATH),
  });
  const save = useMutation({
    mutationFn: (reminders: MeetingReminders) =>
      apiJson(meetingRemindersSchema, 'PUT', MEETING_REMINDERS_PATH, reminders),
    ...emailSettingSaved(queryClient, KEY),
  });
  // While a change is on its way, the switch shows it rather than snapping back.
  const shown = save.isPending ? save.variables : setting.data;
  if (!shown) return null;
  return (
    <SwitchSetting
      id="meeting-reminders"
      label="Weekly meeting reminders"
      description="A day before each weekly meeting. Off until you turn it on."
      on={shown.remind}
      disabled={save.isPending}
      onChange={(remind) => save.mutate({ remind })}
    />
  );
}
