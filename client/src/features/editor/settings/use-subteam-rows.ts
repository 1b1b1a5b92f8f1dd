// The club's subteams as the Club settings tab edits them: a row per name, each with a key that
// stays with it when it moves (for React and for the focus), and the rules' messages by row.
import { MAX_SUBTEAMS } from '@common/club/club-config';
import { useState } from 'react';

export interface SubteamRow {
  key: string;
  name: string;
}

let nextKey = 1;
const rowOf = (name: string): SubteamRow => ({ key: `subteam-${nextKey++}`, name });
const sameNames = (rows: SubteamRow[], names: string[]) =>
  rows.length === names.length && rows.every((row, index) => row.name === names[index]);

/** The subteams as edited, and whether they differ from what was last saved. */
export function useSubteamRows(saved: string[]) {
  const [rows, setRows] = useState(() => saved.map(rowOf));
  const [baseline, setBaseline] = useState(saved);

  return {
    rows,
    names: rows.map((row) => row.name),
    changed: !sameNames(rows, baseline),
    full: rows.length >= MAX_SUBTEAMS,
    /** Takes the names as saved (trimmed) as the rows and the new baseline. */
    markSaved: (names: string[]) => {
      setRows((current) => current.map((row, index) => ({ ...row, name: names[index] ?? '' })));
      setBaseline(names);
    },
    change: (index: number, name: string) =>
      setRows((current) =>
        current.map((row, position) => (position === index ? { ...row, name } : row)),
      ),
    /** Adds an empty row at the end; answers its key. */
    add: () => {
      const row = rowOf('');
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

/**
 * The rules' messages placed: a message about one name ("2": at most 40 characters) beside its
 * row, by row key; one about the list (named twice, too many) under it. `first` is the first row
 * with a message, to focus.
 */
export function subteamErrorsOf(rows: readonly SubteamRow[], messages: [string, string][]) {
  const byRow: Record<string, string> = {};
  let listMessage: string | null = null;
  for (const [path, message] of messages) {
    const row = path === '' ? undefined : rows[Number(path.split('.')[0])];
    if (row) byRow[row.key] ??= message;
    else listMessage ??= message;
  }
  const first = rows.find((row) => byRow[row.key])?.key ?? null;
  return { byRow, listMessage, first };
}
