import { LogIn } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { loginUrl } from './login-url';

/** What a signed-out visitor sees on a members-only page: why, and the way in. */
export function SignInPrompt({ message, returnTo }: { message: string; returnTo: string }) {
  return (
    <div className="mt-10 rounded-card border border-slate-200 bg-slate-50 p-8 text-center">
      <h2 className="font-bold text-2xl">Authentication Required</h2>
      <p className="mt-2 text-slate-700">{message}</p>
      <a href={loginUrl(returnTo)} className={buttonClasses({ size: 'lg', className: 'mt-6' })}>
        <LogIn aria-hidden="true" className="size-5" />
        Login with Google
      </a>
    </div>
  );
}
