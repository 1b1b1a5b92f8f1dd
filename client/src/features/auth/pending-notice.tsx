import { Link } from 'wouter';

/** What an account that waits for approval sees on a members page. */
export function PendingNotice() {
  return (
    <div className="mt-10 rounded-card border border-amber-300 bg-amber-50 p-8">
      <h2 className="font-bold text-2xl">Pending Approval</h2>
      <p className="mt-2 text-slate-800">
        Your account is pending approval. Contact club leadership for access.
      </p>
      <Link
        href="/pending-approval"
        className="mt-4 inline-block font-semibold text-accent-700 hover:underline"
      >
        What happens next
      </Link>
    </div>
  );
}
