// A list the Club settings tab edits row by row (the social accounts, the subteams): each row keeps
// a key when it moves, for React and for the focus, and the list knows whether it differs from what
// was last saved.
import { useState } from 'react';

/** A row being edited: its values and a key that stays with it. */
export type EditedRow<Value extends object> = Value & { key: string };

let nextKey = 1;

/**
 * The rows as edited from `saved`. `empty` is a new row's values and names the fields compared to
 * tell a change; `keyPrefix` starts each key ("social" gives "social-3").
 */
export function useEditedRows<Value extends object>(
  saved: readonly Value[],
  { empty, keyPrefix }: { empty: Value; keyPrefix: string },
) {
  const rowOf = (value: Value): EditedRow<Value> => ({
    ...value,
    key: `${keyPrefix}-${nextKey++}`,
  });
  const [rows, setRows] = useState(() => saved.map(rowOf));
  const [baseline, setBaseline] = useState(saved);
  const fields = Object.keys(empty) as (keyof Value)[];
  const valuesOf = (row: EditedRow<Value>) =>
    Object.fromEntries(fields.map((field) => [field, row[field]])) as Value;
  const same = (row: EditedRow<Value>, value: Value | undefined) =>
    value !== undefined && fields.every((field) => row[field] === value[field]);

  return {
    rows,
    changed: !(
      rows.length === baseline.length && rows.every((row, index) => same(row, baseline[index]))
    ),
    /**
     * Takes the rows as saved. Given the values the server kept (trimmed), the rows take them too;
     * otherwise the rows as they are become the baseline.
     */
    markSaved: (values?: readonly Value[]) => {
      if (!values) {
        setBaseline(rows.map(valuesOf));
        return;
      }
      setRows((current) => current.map((row, index) => ({ ...row, ...values[index] })));
      setBaseline(values);
    },
    change: (index: number, change: Partial<Value>) =>
      setRows((current) =>
        current.map((row, position) => (position === index ? { ...row, ...change } : row)),
      ),
    /** Adds an empty row at the end; answers its key. */
    add: () => {
      const row = rowOf(empty);
      setRows((current) => [...current, row]);
      return row.key;
    },
    remove: (index: number) =>
      setRows((current) => current.filter((_, position) => position !== index)),
    move: (from: number, to: number) =>
      setRows((current) => {
        const next = [...current];
        const [row] = next.splice(from, 1);
        if (row) next.splice(to, 0, row);
        return next;
      }),
  };
}

export type EditedRows<Value extends object> = ReturnType<typeof useEditedRows<Value>>;
