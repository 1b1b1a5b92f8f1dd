// The cycle of a field edited in place: its button opens the controls with the value as the text
// to edit; Save hands the text on (an unchanged one just closes), a refusal keeps the controls
// open with its message, and closing gives the focus back to the button.
import { useEffect, useRef, useState } from 'react';

export function useEditCycle({
  initialText,
  commit,
  check,
}: {
  /** The text the controls open with: the value as it is now. */
  initialText: string;
  /** Saves the text; a rejection's message is shown beside the field. */
  commit: (text: string) => Promise<void>;
  /** A message refusing the text before it is sent, or undefined when it may be sent. */
  check?: (text: string) => string | undefined;
}) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (editing || !returnFocus.current) return;
    returnFocus.current = false;
    button.current?.focus();
  }, [editing]);

  const open = () => {
    setText(initialText);
    setError(null);
    setEditing(true);
  };
  const close = () => {
    returnFocus.current = true;
    setEditing(false);
    setError(null);
  };

  const save = async () => {
    if (saving) return;
    const refusal = check?.(text);
    if (refusal) return setError(refusal);
    if (text === initialText) return close();
    setSaving(true);
    setError(null);
    try {
      await commit(text);
      close();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Failed to save. Please try again.');
    } finally {
      setSaving(false);
    }
  };

  return { editing, text, setText, saving, error, button, open, close, save };
}
