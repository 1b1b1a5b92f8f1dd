import { formatMeetingSchedule } from '@common/club/club-facts';
import { presetInterestOf } from '@common/contact/interest-form';
import { CalendarClock, Mail } from 'lucide-react';
import { lazy, Suspense, useRef } from 'react';
import { useSearch } from 'wouter';
import { NewTabLink } from '@/components/new-tab-link';
import { SectionHeading } from '@/components/section-heading';
import { useClubConfig, useClubMeeting } from '@/features/club/use-club-config';
import { PageText } from '@/features/page-texts/page-text';
import { useNearViewport } from '@/lib/hooks/use-near-viewport';
import { PlainContactForm } from './contact-form-fields';
import { SocialLinks } from './social-links';

const ContactForm = lazy(() => import('./contact-form'));

/** "Join Us": the interest form, the meeting schedule, signup and social links. */
export function ContactSection() {
  const sectionRef = useRef<HTMLElement>(null);
  const showForm = useNearViewport(sectionRef);
  const plainFormRef = useRef<HTMLFormElement>(null);
  const config = useClubConfig().data;
  const meeting = useClubMeeting();
  // "Become a Sponsor" on /sponsors leads here with sponsorship chosen (?interest=sponsorship).
  const interest = presetInterestOf(useSearch());

  // The server renders the plain form, which also works where scripts do not run. It stays until the
  // checking form has loaded (useNearViewport's change is a transition), which takes over what was
  // typed into it.
  const plainForm = <PlainContactForm formRef={plainFormRef} interest={interest} />;
  return (
    <section ref={sectionRef} id="contact" aria-labelledby="contact-heading" className="px-6 py-20">
      <SectionHeading
        id="contact-heading"
        eyebrow="Join Us"
        title={<PageText id="contact.title" />}
      >
        <PageText id="contact.intro" />
      </SectionHeading>
      <div className="mx-auto mt-12 grid max-w-6xl gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div>
          <Suspense fallback={plainForm}>
            {showForm ? <ContactForm typedInto={plainFormRef} /> : plainForm}
          </Suspense>
        </div>
        <aside aria-label="Meetings and links" className="space-y-8">
          <div className="rounded-card bg-slate-900 p-6 text-white">
            <h3 className="flex items-center gap-2 font-bold text-lg">
              <CalendarClock aria-hidden="true" className="size-5 text-accent-500" />
              <PageText id="contact.meetingsTitle" />
            </h3>
            <p className="mt-3 font-semibold text-2xl">{formatMeetingSchedule(meeting)}</p>
            <p className="mt-1 wrap-break-word text-slate-300">
              In {meeting.place}. <PageText id="contact.meetingsText" />
            </p>
          </div>
          {config?.contactEmail && (
            <div>
              <h3 className="font-bold text-lg">
                <PageText id="contact.writeTitle" />
              </h3>
              <a
                href={`mailto:${config.contactEmail}`}
                className="mt-2 inline-flex items-center gap-2 font-semibold text-accent-700 hover:underline"
              >
                <Mail aria-hidden="true" className="size-4" />
                Email us
              </a>
              <p className="mt-1 wrap-break-word text-slate-700">{config.contactEmail}</p>
            </div>
          )}
          {config?.signupFormUrl && (
            <div>
              <h3 className="font-bold text-lg">
                <PageText id="contact.signupTitle" />
              </h3>
              <p className="mt-2 text-slate-700">
                <PageText id="contact.signupText" />
              </p>
              <NewTabLink
                href={config.signupFormUrl}
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
