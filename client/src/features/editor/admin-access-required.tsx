// What everyone but an active admin sees on /admin/edit: Admin Access Required and Return Home.
import { ShieldAlert } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '@/components/ui/button';
import { loginUrl } from '@/features/auth/login-url';

export function AdminAccessRequired({ signedIn }: { signedIn: boolean }) {
  return (
    <main className="mx-auto max-w-xl px-6 pt-32 pb-16 text-center">
      <ShieldAlert aria-hidden="true" className="mx-auto size-12 text-accent-700" />
      <h1 className="mt-4 font-extrabold text-3xl">Admin Access Required</h1>
      <p className="mt-3 text-lg text-slate-700">
        Only administrators can edit the website.
        {!signedIn && ' Log in with an administrator account to continue.'}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href="/" className={buttonClasses({ size: 'lg' })}>
          Return Home
        </Link>
        {!signedIn && (
          <a
            href={loginUrl('/admin/edit')}
            className={buttonClasses({ variant: 'outline', size: 'lg' })}
          >
            Login
          </a>
        )}
      </div>
    </main>
  );
}
