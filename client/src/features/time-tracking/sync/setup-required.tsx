import { KeyRound } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '@/components/ui/button';

/** A member without a Clockify key is sent to connect one on their profile. */
export function SetupRequired() {
  return (
    <section
      aria-labelledby="setup-heading"
      className="mt-10 rounded-card border border-slate-200 bg-slate-50 p-8"
    >
      <h2 id="setup-heading" className="flex items-center gap-2 font-bold text-2xl">
        <KeyRound aria-hidden="true" className="size-6 text-accent-700" />
        Setup Required
      </h2>
      <p className="mt-3 text-slate-800">
        Time tracking runs on the team's Clockify workspace, and Clockify lets each person start and
        stop only their own timers. Connect your own Clockify account once, with a personal API key,
        and your timers will show up here.
      </p>
      <Link href="/profile" className={buttonClasses({ size: 'lg', className: 'mt-6' })}>
        Connect Clockify in your profile
      </Link>
    </section>
  );
}
