import type { SocialLink } from '@common/club/club-config';
import { useState } from 'react';

/** A row being edited; its key stays with it when it moves, for React and for the focus. */
export interface SocialRow extends SocialLink {
  key: string;
}

let nextKey = 1;
const rowOf = (link: SocialLink): SocialRow => ({ ...link, key: `social-${nextKey++}` });
const sameLinks = (rows: SocialLink[], links: SocialLink[]) =>
  rows.length === links.length &&
  rows.every((row, index) => row.label === links[index]?.label && row.url === links[index]?.url);

/** The social accounts as edited, and whether they differ from what was last saved. */
export function useSocialRows(saved: SocialLink[]) {
  const [rows, setRows] = useState(() => saved.map(rowOf));
  const [baseline, setBaseline] = useState(saved);

  return {
    rows,
    changed: !sameLinks(rows, baseline),
    markSaved: () => setBaseline(rows.map(({ label, url }) => ({ label, url }))),
    change: (index: number, change: Partial<SocialLink>) =>
      setRows((current) =>
        current.map((row, position) => (position === index ? { ...row, ...change } : row)),
      ),
    /** Adds an empty row at the end; answers its key. */
    add: () => {
      const row = rowOf({ label: '', url: '' });
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
