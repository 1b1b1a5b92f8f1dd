import { MEETING_PLACE, MEETING_SCHEDULE } from '@common/club-facts';
import { CalendarClock } from 'lucide-react';
import { lazy, Suspense, useRef } from 'react';
import { NewTabLink } from '@/components/new-tab-link';
import { SectionHeading } from '@/components/section-heading';
import { Skeleton } from '@/components/ui/skeleton';
import { PageText } from '@/features/page-texts/page-text';
import { useNearViewport } from '@/lib/use-near-viewport';
import { SocialLinks } from './social-links';
import { useClubConfig } from './use-landing-data';

const ContactForm = lazy(() => import('./contact-form'));

/** "Join Us" (spec section 1): the interest form, the meeting schedule, signup and social links. */
export function ContactSection() {
  const sectionRef = useRef<HTMLElement>(null);
  const showForm = useNearViewport(sectionRef);
  const signupFormUrl = useClubConfig().data?.signupFormUrl;

  const formPlaceholder = <Skeleton className="h-[38rem] sm:h-[30rem]" />;
  return (
    <section ref={sectionRef} id="contact" aria-labelledby="contact-heading" className="px-6 py-20">
      <SectionHeading id="contact-heading" eyebrow="Join Us" title="Get Involved">
        <PageText id="contact.intro" />
      </SectionHeading>
      <div className="mx-auto mt-12 grid max-w-6xl gap-10 lg:grid-cols-[1fr_22rem]">
        <div>
          {showForm ? (
            <Suspense fallback={formPlaceholder}>{<ContactForm />}</Suspense>
          ) : (
            formPlaceholder
          )}
        </div>
        <aside aria-label="Meetings and links" className="space-y-8">
          <div className="rounded-card bg-slate-900 p-6 text-white">
            <h3 className="flex items-center gap-2 font-bold text-lg">
              <CalendarClock aria-hidden="true" className="size-5 text-accent-500" />
              Weekly meetings
            </h3>
            <p className="mt-3 font-semibold text-2xl">{MEETING_SCHEDULE}</p>
            <p className="mt-1 text-slate-300">
              In {MEETING_PLACE}. Everyone is welcome, drop in any week.
            </p>
          </div>
          {signupFormUrl && (
            <div>
              <h3 className="font-bold text-lg">Ready to sign up?</h3>
              <p className="mt-2 text-slate-700">
                Fill in the club's signup form and we will add you to the team's channels.
              </p>
              <NewTabLink
                href={signupFormUrl}
                className="mt-4 inline-flex items-center gap-2 font-semibold text-accent-700 hover:underline"
              >
                Open the signup form
              </NewTabLink>
            </div>
          )}
          <SocialLinks />
        </aside>
      </div>
    </section>
  );
}
