// What everyone but an active admin sees on /admin/edit (spec section 2).
import { ShieldAlert } from 'lucide-react';
import { Link } from 'wouter';
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
        <Link
          href="/"
          className="rounded-lg bg-accent-700 px-6 py-3 font-semibold text-white hover:bg-accent-800"
        >
          Return Home
        </Link>
        {!signedIn && (
          <a
            href={loginUrl('/admin/edit')}
            className="rounded-lg border border-slate-300 px-6 py-3 font-semibold text-slate-800 hover:bg-slate-100"
          >
            Login
          </a>
        )}
      </div>
    </main>
  );
}
