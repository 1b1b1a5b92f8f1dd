// Where the focus goes when a list is edited by keyboard: into a new row, to the next row (or to
// Add) after a removal, and with a moved row's button, so that pressing it again moves it on.
import { useEffect, useRef, useState } from 'react';
import type { EditedRows } from './use-edited-rows';

export type MoveDirection = 'up' | 'down';

/** Keeps a control under an id, as a ref, so that the focus can be moved to it. */
export type RegisterControl = (id: string) => (element: HTMLElement | null) => void;

/** The id under which a row's control is registered: "<row key>-up". */
export const rowControlId = (key: string, control: string) => `${key}-${control}`;

/** The id of the Add button, which takes the focus once the last row is removed. */
export const ADD_CONTROL = 'add';

/** The move button to focus after a move: the same one, or the other once the row reaches an end. */
export function moveFocusOf(key: string, direction: MoveDirection, to: number, count: number) {
  const stillMovable = direction === 'up' ? to > 0 : to < count - 1;
  const other = direction === 'up' ? 'down' : 'up';
  return rowControlId(key, stillMovable ? direction : other);
}

/**
 * The list's add, remove and move, each followed by the focus, and `register` for the controls
 * that may take it. `firstControlOf` names a row's first control from its key.
 */
export function useRowFocus<Value extends object>(
  list: EditedRows<Value>,
  firstControlOf: (key: string) => string,
) {
  const controls = useRef(new Map<string, HTMLElement>());
  const [focusNext, setFocusNext] = useState<string | null>(null);

  useEffect(() => {
    if (!focusNext) return;
    controls.current.get(focusNext)?.focus();
    setFocusNext(null);
  }, [focusNext]);

  const register: RegisterControl = (id) => (element) => {
    if (element) controls.current.set(id, element);
    else controls.current.delete(id);
  };

  return {
    register,
    /** Focuses the control registered as `id` once the list has rendered. */
    focus: setFocusNext,
    add: () => setFocusNext(firstControlOf(list.add())),
    remove: (index: number) => {
      const after = list.rows[index + 1] ?? list.rows[index - 1];
      list.remove(index);
      setFocusNext(after ? firstControlOf(after.key) : ADD_CONTROL);
    },
    move: (index: number, direction: MoveDirection) => {
      const row = list.rows[index];
      if (!row) return;
      const to = direction === 'up' ? index - 1 : index + 1;
      list.move(index, to);
      setFocusNext(moveFocusOf(row.key, direction, to, list.rows.length));
    },
  };
}
