import { SectionHeading } from '@/components/section-heading';
import { PageText } from '@/features/page-texts/page-text';

/** The two cards on the competition, then the three on what a member gains. */
const eventCards = [1, 2] as const;
const benefitCards = [3, 4, 5] as const;
type AboutCard = (typeof eventCards)[number] | (typeof benefitCards)[number];

function CardWords({ card }: { card: AboutCard }) {
  return (
    <>
      <h3 className="font-bold text-lg">
        <PageText id={`about.card${card}Title`} />
      </h3>
      <p className="mt-2 text-slate-700">
        <PageText id={`about.card${card}Text`} />
      </p>
    </>
  );
}

export function AboutSection() {
  return (
    <section id="about" aria-labelledby="about-heading" className="px-6 py-20">
      <SectionHeading id="about-heading" eyebrow="About" title={<PageText id="about.title" />}>
        <PageText id="about.intro" />
      </SectionHeading>
      <div className="mx-auto mt-12 grid max-w-5xl gap-6 md:grid-cols-2">
        {eventCards.map((card) => (
          <div key={card} className="rounded-card border border-slate-200 p-6">
            <CardWords card={card} />
          </div>
        ))}
      </div>
      <ul className="mx-auto mt-6 grid max-w-5xl gap-6 md:grid-cols-3">
        {benefitCards.map((card) => (
          <li key={card} className="rounded-card bg-slate-50 p-6">
            <CardWords card={card} />
          </li>
        ))}
      </ul>
    </section>
  );
}
