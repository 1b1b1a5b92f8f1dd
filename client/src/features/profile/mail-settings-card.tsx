// The profile's Email card: account mail always goes; each notice the person may get can be turned
// off here (or with one click in the mail). Admins' notices are shown to admins only.

import {
  type MailSettings,
  type NoticeKind,
  noticeDescriptions,
  noticeKinds,
} from '@common/admin/mail';
import { canAccess } from '@common/auth/access';
import type { AuthUser } from '@common/auth/auth';
import { SectionError } from '@/components/section-error';
import { Skeleton } from '@/components/ui/skeleton';
import { MeetingReminderSetting } from './meeting-reminder-setting';
import { SwitchSetting } from './switch-setting';
import { useMailSettings, useSaveMailSettings } from './use-mail-settings';

const adminNotices: readonly NoticeKind[] = ['approval-requests', 'contact-messages'];

/** The notices this person can receive: an admin's, and Clockify's and events' for approved members. */
function noticesFor(user: AuthUser): NoticeKind[] {
  if (canAccess(user, 'admin')) return [...noticeKinds];
  if (canAccess(user, 'activeMember')) {
    return noticeKinds.filter((kind) => !adminNotices.includes(kind));
  }
  return [];
}

export function MailSettingsCard({ user }: { user: AuthUser }) {
  const notices = noticesFor(user);
  const settings = useMailSettings(notices.length > 0);
  const save = useSaveMailSettings();
  // While a change is on its way, the switches show it rather than snapping back.
  const shown = save.isPending ? save.variables : settings.data;

  return (
    <section
      id="mail-settings"
      aria-labelledby="mail-settings-heading"
      className="mt-8 rounded-card border border-slate-200 p-6"
    >
      <h2 id="mail-settings-heading" className="font-bold text-xl">
        Email
      </h2>
      <p className="mt-2 text-slate-700">
        Emails you need to use the site (your application, your approval, invitations) always go.
      </p>
      {notices.length > 0 && settings.isPending && <Skeleton className="mt-4 h-24" />}
      {settings.isError && (
        <SectionError message="Failed to load your email settings. Please try again later." />
      )}
      {shown && (
        <ul className="mt-4 divide-y divide-slate-200">
          {notices.map((kind) => (
            <SwitchSetting
              key={kind}
              id={`notice-${kind}`}
              {...noticeDescriptions[kind]}
              on={shown[kind]}
              disabled={save.isPending}
              onChange={(on) => save.mutate({ ...shown, [kind]: on } satisfies MailSettings)}
            />
          ))}
          {canAccess(user, 'activeMember') && <MeetingReminderSetting />}
        </ul>
      )}
    </section>
  );
}
