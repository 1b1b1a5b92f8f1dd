import { canAccess } from '@common/auth/access';
import type { PageTextKey } from '@common/club/page-texts';
import { lazy, Suspense } from 'react';
import { useAuth } from '@/features/auth/use-auth';
import { useEditMode } from './edit-mode';
import { usePageText } from './use-page-text';

// Only admins edit texts, so only they load the editing controls.
const EditablePageText = lazy(() => import('./editable-page-text'));

/**
 * A page text that admins rewrite in place (decision 36) once they switch edit mode on; everyone
 * else, and an admin with edit mode off, reads plain text.
 */
export function PageText({ id }: { id: PageTextKey }) {
  const text = usePageText(id);
  const { user } = useAuth();
  const isAdmin = canAccess(user, 'admin');
  const editing = useEditMode();
  if (!isAdmin || !editing) return <>{text}</>;
  return (
    <Suspense fallback={text}>
      <EditablePageText id={id} text={text} />
    </Suspense>
  );
}
