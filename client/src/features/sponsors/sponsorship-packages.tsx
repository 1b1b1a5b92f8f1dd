// The packages of /sponsors: each tier's name, the amount it asks for and what it gives, as a table
// or, on a phone, as cards.
import { formatAmountRange } from '@common/club/sponsors-page';
import type { SponsorshipPackage } from '@common/club/sponsorship-packages';
import { Check } from 'lucide-react';
import { SectionError } from '@/components/section-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useSponsorshipPackages } from './use-sponsors-page-data';

/** What a sponsor gets, a tick before each. */
function Benefits({ benefits }: { benefits: string[] }) {
  return (
    <ul className="space-y-1">
      {benefits.map((benefit, index) => (
        <li key={`${index}-${benefit}`} className="flex gap-2">
          <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-accent-700" />
          <span>{benefit}</span>
        </li>
      ))}
    </ul>
  );
}

const amountOf = (offer: SponsorshipPackage) => formatAmountRange(offer.minAmount, offer.maxAmount);

/** From a tablet up: a table, one package a row. */
function PackagesTable({ packages }: { packages: SponsorshipPackage[] }) {
  return (
    <div className="mt-6 hidden overflow-hidden rounded-card border border-slate-200 sm:block">
      <table className="w-full text-left">
        <caption className="sr-only">
          Each package, the amount it asks for, and what a sponsor gets
        </caption>
        <thead className="bg-slate-100 text-slate-800 text-sm">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Package
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Amount
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Benefits
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 align-top">
          {packages.map((offer) => (
            <tr key={offer.id}>
              <th scope="row" className="wrap-break-word px-4 py-4 font-bold text-lg">
                {offer.name}
              </th>
              <td className="px-4 py-4 font-semibold text-accent-700">{amountOf(offer)}</td>
              <td className="wrap-break-word px-4 py-4">
                <Benefits benefits={offer.benefits} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** On a phone, where three columns would leave each a word wide: a card for each package. */
function PackageCards({ packages }: { packages: SponsorshipPackage[] }) {
  return (
    <ul className="mt-6 space-y-4 sm:hidden">
      {packages.map((offer) => (
        <li key={offer.id} className="rounded-card border border-slate-200 p-5">
          <h3 className="wrap-break-word font-bold text-lg">{offer.name}</h3>
          <p className="font-semibold text-accent-700">{amountOf(offer)}</p>
          <div className="mt-3 wrap-break-word">
            <Benefits benefits={offer.benefits} />
          </div>
        </li>
      ))}
    </ul>
  );
}

export function SponsorshipPackages() {
  const packages = useSponsorshipPackages();
  return (
    <section aria-labelledby="packages-heading" className="mt-16">
      <h2 id="packages-heading" className="font-bold text-2xl">
        Sponsorship packages
      </h2>
      {packages.isError ? (
        <SectionError message="Failed to load sponsorship packages. Please try again later." />
      ) : !packages.data ? (
        <Skeleton className="mt-6 h-48" />
      ) : packages.data.length === 0 ? (
        <p className="mt-4 rounded-card bg-slate-50 p-6 text-slate-700">
          No packages yet: every sponsorship is shaped with the sponsor. Write to us and we will
          find what fits.
        </p>
      ) : (
        <>
          <PackagesTable packages={packages.data} />
          <PackageCards packages={packages.data} />
        </>
      )}
    </section>
  );
}
