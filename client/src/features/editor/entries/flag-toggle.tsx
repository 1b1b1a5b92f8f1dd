import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { EditorToggle } from '../editor-entities';

/** A button that flips a 0/1 field, e.g. the news publish toggle (decision 16). */
export function FlagToggle({
  toggle,
  value,
  entryName,
  onSave,
}: {
  toggle: EditorToggle;
  value: unknown;
  entryName: string;
  onSave: (value: 0 | 1) => Promise<void>;
}) {
  const [saving, setSaving] = useState(false);
  const on = value === 1 || value === true;
  const flip = async () => {
    setSaving(true);
    try {
      await onSave(on ? 0 : 1);
    } catch {
      // The failure toast has said why; the button shows the unchanged state.
    } finally {
      setSaving(false);
    }
  };
  const text = on ? toggle.turnOff : toggle.turnOn;
  return (
    <Button
      variant={on ? 'outline' : 'primary'}
      size="sm"
      onClick={flip}
      disabled={saving}
      aria-label={`${text}: ${entryName}`}
    >
      {text}
    </Button>
  );
}
