// The Website Editor's Club settings tab: the settings that make the site the club's own, each
// saved on its own, with the loading and error states of the read.
import { ADMIN_CLUB_CONFIG_PATH } from '@common/club/club-config';
import { CLUB_CONFIG_PATH } from '@common/club/club-facts';
import { CLUB_SETTINGS_ID } from '@common/editor/history';
import { LoadError } from '@/components/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useClubConfig } from '@/features/club/use-club-config';
import { HistoryButton } from '@/features/history/history-button';
import {
  BrochureSettings,
  ContactSettings,
  IdentitySettings,
  JoinSettings,
  MeetingSettings,
  MembersSettings,
  StatsSettings,
} from './settings-groups';
import { TeamSettings } from './team-settings';
import { useClubSettings } from './use-club-settings';
import { useSettingDeepLink } from './use-setting-deep-link';

export function ClubSettingsTab() {
  const settings = useClubSettings();
  const shown = useClubConfig();
  useSettingDeepLink(settings.isSuccess);

  return (
    <section aria-labelledby="club-settings-heading" className="mt-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="club-settings-heading" className="font-bold text-2xl">
          Club settings
        </h2>
        <HistoryButton
          kind="club-settings"
          id={CLUB_SETTINGS_ID}
          name="the club settings"
          shownIn={[ADMIN_CLUB_CONFIG_PATH, CLUB_CONFIG_PATH]}
        />
      </div>
      <p className="mt-1 text-slate-700">
        Who the club is, how to join, meet and reach it. Each setting is live as soon as it is
        saved.
      </p>
      {settings.isError ? (
        <LoadError
          message="Failed to load the club settings. Please try again."
          onRetry={() => settings.refetch()}
        />
      ) : settings.isPending ? (
        <div className="mt-6 space-y-4" role="status">
          <span className="sr-only">Loading the club settings…</span>
          {[1, 2, 3].map((n) => (
            <Skeleton key={n} className="h-48" />
          ))}
        </div>
      ) : (
        <div className="mt-6 space-y-6">
          <IdentitySettings settings={settings.data} />
          <TeamSettings settings={settings.data} />
          <JoinSettings settings={settings.data} />
          <BrochureSettings settings={settings.data} />
          <ContactSettings settings={settings.data} />
          <MeetingSettings settings={settings.data} />
          <StatsSettings settings={settings.data} shown={shown.data} />
          <MembersSettings settings={settings.data} />
        </div>
      )}
    </section>
  );
}
