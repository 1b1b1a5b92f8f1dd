// The Club settings tab's Team group: the club's subteams, which team cards choose from, and
// whether the home page's team section groups its cards by them.
import type { ClubSettings } from '@common/club/club-config';
import { useId } from 'react';
import { Switch } from '@/components/ui/switch';
import { SettingError } from './fields/setting-label';
import { SubteamsEditor } from './fields/subteams-editor';
import { SettingSlot, SettingsSection } from './settings-section';
import { useSettingAttempt } from './use-setting-attempt';

export function TeamSettings({ settings }: { settings: ClubSettings }) {
  return (
    <SettingsSection
      id="settings-team"
      title="Team"
      intro="The subteams the team's cards belong to, and how the home page lists the cards."
    >
      <SubteamsEditor saved={settings.subteams} />
      <GroupBySubteamSwitch on={settings.groupTeamBySubteam} />
    </SettingsSection>
  );
}

function GroupBySubteamSwitch({ on }: { on: boolean }) {
  const { attempt, error, saving } = useSettingAttempt();
  const ids = { label: useId(), hint: useId(), error: useId() };
  return (
    <SettingSlot name="groupTeamBySubteam">
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <p id={ids.label} className="font-semibold text-slate-900">
            Group the team section by subteam
          </p>
          <p id={ids.hint} className="text-slate-600 text-sm">
            The home page's team section shows the cards under a heading for each subteam. Off, they
            show as one list.
          </p>
        </div>
        <Switch
          checked={on}
          disabled={saving}
          aria-labelledby={ids.label}
          aria-describedby={error ? `${ids.hint} ${ids.error}` : ids.hint}
          onCheckedChange={(checked) => attempt({ groupTeamBySubteam: checked })}
        />
      </div>
      <SettingError id={ids.error} message={error} />
    </SettingSlot>
  );
}
