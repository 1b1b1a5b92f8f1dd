import { Link } from 'wouter';
import { useClubConfig } from '@/features/landing/use-landing-data';

/** /join: the club's external signup form in a frame (spec section 2). */
export function JoinPage() {
  const config = useClubConfig();
  const signupFormUrl = config.data?.signupFormUrl;
  return (
    <main className="mx-auto max-w-4xl px-6 py-16">
      <Link href="/" className="font-semibold text-accent-700 hover:underline">
        ← Back to home
      </Link>
      <h1 className="mt-6 font-extrabold text-4xl tracking-tight">Join Our Team</h1>
      <p className="mt-4 text-lg text-slate-700">
        No experience required. Fill in the signup form and we will invite you to the next meeting.
      </p>
      {config.isPending ? (
        <div
          aria-hidden="true"
          className="mt-8 h-[40rem] animate-pulse rounded-card bg-slate-200"
        />
      ) : signupFormUrl ? (
        <iframe
          src={signupFormUrl}
          title="Club signup form"
          loading="lazy"
          className="mt-8 h-[48rem] w-full rounded-card border border-slate-200"
        />
      ) : (
        <p className="mt-8 rounded-card bg-slate-50 p-6 text-slate-700">
          Our signup form is not online yet. Come and meet us at a weekly meeting, Fridays 4:00-6:00
          PM, or check back here soon.
        </p>
      )}
    </main>
  );
}
