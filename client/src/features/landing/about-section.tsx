import { SectionHeading } from '@/components/section-heading';
import { PageText } from '@/features/page-texts/page-text';

const benefits = [
  {
    title: 'Hands-on engineering',
    text: 'Design in CAD, then cut, weld and machine the parts yourself.',
  },
  {
    title: 'Real-world skills',
    text: 'Budgets, deadlines, sponsors and teamwork: what employers ask about.',
  },
  {
    title: 'Competition travel',
    text: 'Race at 3-4 US competitions per year against teams from across the continent.',
  },
];

export function AboutSection() {
  return (
    <section id="about" aria-labelledby="about-heading" className="px-6 py-20">
      <SectionHeading id="about-heading" eyebrow="About" title={<PageText id="about.title" />}>
        <PageText id="about.intro" />
      </SectionHeading>
      <div className="mx-auto mt-12 grid max-w-5xl gap-6 md:grid-cols-2">
        <div className="rounded-card border border-slate-200 p-6">
          <h3 className="font-bold text-lg">Static events</h3>
          <p className="mt-2 text-slate-700">
            Technical inspection, cost analysis, design review and a sales presentation.
          </p>
        </div>
        <div className="rounded-card border border-slate-200 p-6">
          <h3 className="font-bold text-lg">Dynamic events</h3>
          <p className="mt-2 text-slate-700">
            Acceleration, hill climb, maneuverability, and a 4-hour endurance race.
          </p>
        </div>
      </div>
      <ul className="mx-auto mt-6 grid max-w-5xl gap-6 md:grid-cols-3">
        {benefits.map((benefit) => (
          <li key={benefit.title} className="rounded-card bg-slate-50 p-6">
            <h3 className="font-bold text-lg">{benefit.title}</h3>
            <p className="mt-2 text-slate-700">{benefit.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
