// The logo or the hero image: what is there now, an upload that replaces it, and Remove.
import type { ImageKind } from '@common/club/uploads';
import { ImageUpload } from '@/components/image-upload';
import { SettingSlot } from '../settings-section';
import type { SettingName } from '../use-club-settings';
import { useSettingAttempt } from '../use-setting-attempt';
import { RemoveSettingButton } from './setting-buttons';
import { SettingError, SettingLabel } from './setting-label';

export function ImageSetting({
  name,
  kind,
  label,
  value,
  hint,
  previewClassName,
}: {
  name: SettingName;
  kind: ImageKind;
  label: string;
  value: string | null;
  hint: string;
  /** The preview's shape: a logo is small, the hero wide. */
  previewClassName: string;
}) {
  const { attempt, error, saving } = useSettingAttempt();
  return (
    <SettingSlot name={name} hint={hint}>
      <SettingLabel>{label}</SettingLabel>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        {value ? (
          <img
            src={value}
            alt={`Current ${label.toLowerCase()}`}
            className={`rounded-lg border border-slate-200 bg-slate-100 object-contain ${previewClassName}`}
          />
        ) : (
          <span className="text-slate-600 italic">Not set</span>
        )}
        <div className="flex flex-wrap gap-2">
          <ImageUpload
            kind={kind}
            label={`Upload the ${label.toLowerCase()}`}
            onUploaded={(url) => attempt({ [name]: url })}
          />
          {value && (
            <RemoveSettingButton
              label={label}
              saving={saving}
              onRemove={() => attempt({ [name]: null })}
            />
          )}
        </div>
      </div>
      <SettingError message={error} />
    </SettingSlot>
  );
}
