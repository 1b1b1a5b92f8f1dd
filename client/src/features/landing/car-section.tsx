import type { Competition, Vehicle } from '@common/club/content';
import { imageOrPlaceholder } from '@common/club/image-displays';
import { ResponsiveImage } from '@/components/responsive-image';
import { SectionError } from '@/components/section-error';
import { SectionHeading } from '@/components/section-heading';
import { Skeleton } from '@/components/ui/skeleton';
import { PageText } from '@/features/page-texts/page-text';
import { formatIsoDate, ordinal } from '@/lib/format';
import { useCompetitions, useVehicles } from './use-landing-data';

/** The club's cars and competition results, as the editor keeps them. */
export function CarSection() {
  return (
    <section id="car" aria-labelledby="car-heading" className="px-6 py-20">
      <SectionHeading id="car-heading" eyebrow="Our Car" title={<PageText id="car.title" />} />
      <Vehicles />
      <Results />
    </section>
  );
}

function Vehicles() {
  const vehicles = useVehicles();
  if (vehicles.isError)
    return <SectionError message="Failed to load our cars. Please try again later." />;
  if (vehicles.isPending) return <Skeleton className="mx-auto mt-12 h-80 max-w-5xl" />;
  const [latest, ...earlier] = vehicles.data;
  if (!latest)
    return (
      <p className="mt-10 text-center text-slate-600">Our first car is on the drawing board.</p>
    );
  return (
    <div className="mx-auto mt-12 max-w-5xl">
      <LatestVehicle vehicle={latest} />
      {earlier.length > 0 && (
        <>
          <h3 className="mt-12 font-bold text-xl">Earlier cars</h3>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {earlier.map((vehicle) => (
              <li key={vehicle.id} className="rounded-card border border-slate-200 p-5">
                <p className="font-bold">
                  {vehicle.name}{' '}
                  <span className="font-normal text-slate-600">({vehicle.year})</span>
                </p>
                <p className="mt-1 text-slate-700">{vehicle.description}</p>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function LatestVehicle({ vehicle }: { vehicle: Vehicle }) {
  const specs = [
    ['Engine', vehicle.engine],
    ['Weight', vehicle.weight],
    ['Suspension', vehicle.suspension],
    ['Top speed', vehicle.topSpeed],
  ];
  return (
    <article className="grid gap-8 rounded-card bg-slate-900 p-6 text-white md:grid-cols-2 md:p-8">
      <ResponsiveImage
        src={imageOrPlaceholder(vehicle)}
        alt={vehicle.imageUrl ? `${vehicle.name}, our ${vehicle.year} car` : ''}
        display="vehicle"
        className="aspect-video w-full rounded-lg bg-slate-100 object-contain"
      />
      <div>
        <p className="font-semibold text-accent-500 text-sm uppercase tracking-wide">
          Latest car · {vehicle.year}
        </p>
        <h3 className="mt-1 font-extrabold text-2xl">{vehicle.name}</h3>
        <p className="mt-3 text-slate-300">{vehicle.description}</p>
        <dl className="mt-6 grid grid-cols-2 gap-4">
          {specs.map(([label, value]) => (
            <div key={label}>
              <dt className="text-slate-400 text-sm">{label}</dt>
              <dd className="font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </article>
  );
}

function Results() {
  const results = useCompetitions();
  if (results.isError) {
    return <SectionError message="Failed to load competition results. Please try again later." />;
  }
  if (results.isPending) return <Skeleton className="mx-auto mt-12 h-40 max-w-5xl" />;
  return (
    <div className="mx-auto mt-12 max-w-5xl">
      <h3 className="font-bold text-xl">Competition results</h3>
      {results.data.length === 0 ? (
        <p className="mt-4 text-slate-600">Our first competition is ahead of us.</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {results.data.map((result) => (
            <ResultCard key={result.id} result={result} />
          ))}
        </ul>
      )}
    </div>
  );
}

function ResultCard({ result }: { result: Competition }) {
  const placings = [
    ['Overall', result.overallPlace],
    ['Design', result.designPlace],
    ['Sales', result.salesPlace],
    ['Endurance', result.endurancePlace],
  ].filter((placing): placing is [string, number] => typeof placing[1] === 'number');
  return (
    <li className="rounded-card border border-slate-200 p-5">
      <p className="font-bold">{result.eventName}</p>
      <p className="text-slate-600 text-sm">
        {result.location} · <time dateTime={result.date}>{formatIsoDate(result.date)}</time>
      </p>
      {placings.length > 0 && (
        <dl className="mt-3 flex flex-wrap gap-3">
          {placings.map(([event, place]) => (
            <div key={event} className="rounded-lg bg-accent-50 px-3 py-1 text-sm">
              <dt className="inline text-slate-700">{event}: </dt>
              <dd className="inline font-bold text-accent-800">{ordinal(place)}</dd>
            </div>
          ))}
        </dl>
      )}
      {result.notes && <p className="mt-3 text-slate-700">{result.notes}</p>}
    </li>
  );
}
