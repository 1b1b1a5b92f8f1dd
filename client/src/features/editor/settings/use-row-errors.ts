// The messages about a list edited row by row, found by its rules in the browser or by the server:
// each beside its field or under the list, with the focus on the first field at fault.
import { useState } from 'react';
import type { rowMessagesOf } from './row-messages';

type RowMessages = ReturnType<typeof rowMessagesOf>;

/** `focus` moves the focus to a control by its id once the list has rendered. */
export function useRowErrors(focus: (controlId: string) => void) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [listError, setListError] = useState<string | null>(null);
  return {
    /** The messages by control id. */
    errors,
    /** The message under the list. */
    listError,
    /** Shows the messages found; `fallback` under the list when none of them has a place. */
    show: (found: RowMessages, fallback: string | null = null) => {
      setErrors(found.byControl);
      setListError(found.listMessage ?? (found.first ? null : fallback));
      if (found.first) focus(found.first);
    },
    clear: () => {
      setErrors({});
      setListError(null);
    },
  };
}
