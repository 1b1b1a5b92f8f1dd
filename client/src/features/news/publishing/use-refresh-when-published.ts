// The server publishes a scheduled article on its own: the editor reads its list again just after
// that moment, so that the card says Published without a reload.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { EditorEntity } from '../../editor/editor-entities';

/** A timer longer than this overflows (about 24.8 days); a later moment is seen on a later visit. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;
/** The server's timer may take a moment to reach it. */
const AFTER_MS = 2000;

export function useRefreshWhenPublished(entity: EditorEntity, publishAt: Date | null) {
  const queryClient = useQueryClient();
  const at = publishAt?.getTime();
  useEffect(() => {
    if (at === undefined) return;
    const wait = at - Date.now() + AFTER_MS;
    if (wait > LONGEST_TIMER_MS) return;
    const timer = setTimeout(
      () => queryClient.invalidateQueries({ queryKey: [entity.adminListPath] }),
      Math.max(wait, 0),
    );
    return () => clearTimeout(timer);
  }, [at, entity.adminListPath, queryClient]);
}
