import { lazy, Suspense } from 'react';
import { useToasts } from '@/lib/toast-store';

const Toaster = lazy(() => import('./toast'));

/** Mounts the toaster with the first toast, so that pages load its code only when they need it. */
export function LazyToaster() {
  const hasToasts = useToasts().length > 0;
  return hasToasts ? (
    <Suspense>
      <Toaster />
    </Suspense>
  ) : null;
}
