import { useState } from 'react';
import { messageOf, type SettingsDraft, useSaveClubSettings } from './use-club-settings';

/**
 * Saves a setting from a button or an upload rather than a field: the refusal is kept to show
 * beside the setting (the toast has said it too), and nothing is thrown at the caller; `attempt`
 * answers whether the setting was saved.
 */
export function useSettingAttempt() {
  const save = useSaveClubSettings();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const attempt = async (draft: SettingsDraft): Promise<boolean> => {
    setSaving(true);
    setError(null);
    try {
      await save(draft);
      return true;
    } catch (refusal) {
      setError(messageOf(refusal));
      return false;
    } finally {
      setSaving(false);
    }
  };
  return { attempt, error, saving };
}
