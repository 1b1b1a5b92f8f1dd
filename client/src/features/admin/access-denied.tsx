import { ShieldAlert } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '@/components/ui/button';

/** What a signed-in non-admin sees on /admin: Access Denied and a way back to the members area. */
export function AccessDenied() {
  return (
    <div className="mt-10 rounded-card border border-red-200 bg-red-50 p-8 text-center">
      <ShieldAlert aria-hidden="true" className="mx-auto size-10 text-red-700" />
      <h2 className="mt-3 font-bold text-2xl">Access Denied</h2>
      <p className="mt-2 text-slate-800">You don't have permission to access the admin panel.</p>
      <Link href="/members" className={buttonClasses({ size: 'lg', className: 'mt-6' })}>
        Go to the members area
      </Link>
    </div>
  );
}
