import { useState } from 'react';
import { messageOf, type SettingsDraft, useSaveClubSettings } from './use-club-settings';

/**
 * Saves a setting from a button or an upload rather than a field: the refusal is kept to show
 * beside the setting (the toast has said it too), and nothing is thrown at the caller.
 */
export function useSettingAttempt() {
  const save = useSaveClubSettings();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const attempt = async (draft: SettingsDraft) => {
    setSaving(true);
    setError(null);
    try {
      await save(draft);
    } catch (refusal) {
      setError(messageOf(refusal));
    } finally {
      setSaving(false);
    }
  };
  return { attempt, error, saving };
}
