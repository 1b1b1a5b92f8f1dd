import type { ReactNode } from 'react';
import { NewTabLink } from '@/components/new-tab-link';

const linkClasses = 'inline-flex items-center gap-1 font-semibold text-accent-700 underline';

/** The three steps to a personal Clockify key: an account, the team's workspace, an API key. */
export function ClockifySetupSteps() {
  return (
    <ol className="mt-4 space-y-3">
      <Step number={1} title="Create a Clockify account">
        Sign up for free at{' '}
        <NewTabLink href="https://app.clockify.me/signup" className={linkClasses}>
          clockify.me
        </NewTabLink>{' '}
        with your university email.
      </Step>
      <Step number={2} title="Join the team workspace">
        Accept the invitation to the club's workspace. No invitation yet? Ask club leadership at a
        weekly meeting.
      </Step>
      <Step number={3} title="Generate an API key">
        In Clockify, open{' '}
        <NewTabLink
          href="https://app.clockify.me/user/preferences#advanced"
          className={linkClasses}
        >
          Preferences → Advanced
        </NewTabLink>
        , generate an API key, and paste it below.
      </Step>
    </ol>
  );
}

function Step({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span
        aria-hidden="true"
        className="flex size-7 shrink-0 items-center justify-center rounded-full bg-accent-700 font-bold text-sm text-white"
      >
        {number}
      </span>
      <div>
        <p className="font-semibold">{title}</p>
        <p className="text-slate-700 text-sm">{children}</p>
      </div>
    </li>
  );
}
