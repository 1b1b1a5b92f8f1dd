// A PDF the site offers (the sponsor brochure, the members' rules document): a link to the current
// one, its address typed in place for a PDF kept elsewhere, an upload that replaces it, and Remove.
import type { DocumentKind } from '@common/club/uploads';
import { FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import { DocumentUpload } from '@/components/document-upload';
import { InlineEdit } from '@/components/inline-edit/inline-edit';
import { SettingSlot } from '../settings-section';
import { type SettingName, useSaveClubSettings } from '../use-club-settings';
import { useSettingAttempt } from '../use-setting-attempt';
import { RemoveSettingButton } from './setting-buttons';
import { SettingError } from './setting-label';

/** What a link to the document says: its file name, else its address. */
function documentNameOf(url: string): string {
  const last = url.split('?')[0]?.split('/').filter(Boolean).pop();
  if (!last) return url;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

export function DocumentSetting({
  name,
  kind,
  label,
  value,
  hint,
  children,
}: {
  name: SettingName;
  kind: DocumentKind;
  label: string;
  value: string | null;
  hint: string;
  /** What the site makes of the document, under its controls. */
  children?: ReactNode;
}) {
  const save = useSaveClubSettings();
  const { attempt, error, saving } = useSettingAttempt();
  return (
    <SettingSlot name={name} hint={hint}>
      <InlineEdit
        label={label}
        value={value}
        inputType="url"
        showLabel
        valueClassName="wrap-anywhere"
        onSave={(next) => save({ [name]: next })}
        display={(url) => (
          <a
            href={url}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-start gap-1 font-medium text-accent-700 underline"
          >
            <FileText aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              {documentNameOf(url)}
              <span className="sr-only"> (opens the current {label.toLowerCase()})</span>
            </span>
          </a>
        )}
      />
      <div className="mt-2 flex flex-wrap gap-2">
        <DocumentUpload
          kind={kind}
          label={`Upload the ${label.toLowerCase()} (PDF)`}
          onUploaded={({ url }) => attempt({ [name]: url })}
        />
        {value && (
          <RemoveSettingButton
            label={label}
            saving={saving}
            onRemove={() => attempt({ [name]: null })}
          />
        )}
      </div>
      <SettingError message={error} />
      {children}
    </SettingSlot>
  );
}
