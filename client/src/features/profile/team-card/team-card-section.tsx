// The profile's "Your team card": the card of the landing page's team section that the member
// keeps, changed in place with the editor's rules; else their claim waiting for an admin, a card
// with their email to claim, or how to get one.
import { SectionError } from '@/components/section-error';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { OwnCardFields } from './own-card-fields';
import { useClaimCard, useTeamCard } from './use-team-card';

export function TeamCardSection() {
  const state = useTeamCard();
  return (
    <section
      id="team-card"
      aria-labelledby="team-card-heading"
      className="mt-8 scroll-mt-24 rounded-card border border-slate-200 p-6"
    >
      <h2 id="team-card-heading" className="font-bold text-xl">
        Your team card
      </h2>
      {state.isPending && <Skeleton className="mt-4 h-40" />}
      {state.isError && (
        <SectionError message="Failed to load your team card. Please try again later." />
      )}
      {state.data?.card && <OwnCardFields card={state.data.card} />}
      {state.data?.claimed && (
        <p className="mt-2 text-slate-700">
          You claimed the card “{state.data.claimed.name}”. It becomes yours to edit once an admin
          confirms it.
        </p>
      )}
      {state.data?.claimable && <ClaimOffer name={state.data.claimable.name} />}
      {state.data && !state.data.card && !state.data.claimed && !state.data.claimable && (
        <p className="mt-2 text-slate-700">
          No card on the team page is linked to your account yet. An admin links your card from the
          website editor; then you can change its photo, bio, major, year and LinkedIn here.
        </p>
      )}
    </section>
  );
}

function ClaimOffer({ name }: { name: string }) {
  const claim = useClaimCard();
  return (
    <>
      <p className="mt-2 text-slate-700">
        The team card “{name}” carries your email address. Claim it, and once an admin confirms, you
        keep its photo, bio, major, year and LinkedIn up to date yourself.
      </p>
      <Button className="mt-4" disabled={claim.isPending} onClick={() => claim.mutate()}>
        {claim.isPending ? 'Claiming…' : 'Claim this card'}
      </Button>
    </>
  );
}
