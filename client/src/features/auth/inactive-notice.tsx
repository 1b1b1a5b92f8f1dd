// What an account an admin has switched off reads on the members pages: not to wait for an approval
// that already came, but whom to ask about coming back.
import { useClubConfig } from '@/features/club/use-club-config';

export const INACTIVE_TITLE = 'Your membership is inactive';

/** The notice; `titled` false where the page's own title already says it. */
export function InactiveNotice({ titled = true }: { titled?: boolean }) {
  const contactEmail = useClubConfig().data?.contactEmail;
  return (
    <div className="mt-10 rounded-card border border-slate-300 bg-slate-50 p-8">
      {titled && <h2 className="mb-2 font-bold text-2xl">{INACTIVE_TITLE}</h2>}
      <p className="wrap-break-word text-slate-800">
        An administrator has made your account inactive, so the members area is closed to you. If
        you think this is a mistake or would like to come back,{' '}
        {contactEmail ? (
          <>
            write to{' '}
            <a href={`mailto:${contactEmail}`} className="font-semibold text-accent-700 underline">
              {contactEmail}
            </a>
          </>
        ) : (
          'talk to club leadership at a weekly meeting'
        )}
        .
      </p>
    </div>
  );
}
