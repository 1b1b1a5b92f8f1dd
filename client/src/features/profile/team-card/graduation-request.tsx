// A graduating member asks to be listed with their class on the alumni page; an admin sets it.
import type { OwnTeamCard } from '@common/team/team-card';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/form-field';
import { useAskGraduation } from './use-team-card';

export function GraduationRequest({ card }: { card: OwnTeamCard }) {
  const ask = useAskGraduation();
  const [year, setYear] = useState(String(new Date().getFullYear()));

  if (card.graduationYear !== null) {
    return (
      <p className="mt-6 text-slate-700">
        You are listed with the class of {card.graduationYear} on the alumni page.
      </p>
    );
  }
  if (card.graduationRequested !== null) {
    return (
      <p className="mt-6 text-slate-700">
        You asked to be listed with the class of {card.graduationRequested}. An admin will move your
        card to the alumni page.
      </p>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    ask.mutate(Number(year));
  };
  return (
    <form onSubmit={submit} className="mt-6 border-slate-200 border-t pt-6">
      <label htmlFor="graduation-year" className="font-medium text-slate-800">
        Graduating? Ask to be listed with your class on the alumni page
      </label>
      <div className="mt-2 flex flex-wrap gap-3">
        <div className="w-32">
          <input
            id="graduation-year"
            type="number"
            inputMode="numeric"
            min={1900}
            value={year}
            onChange={(event) => setYear(event.target.value)}
            className={inputClasses}
          />
        </div>
        <Button type="submit" variant="outline" disabled={ask.isPending}>
          {ask.isPending ? 'Sending…' : 'Ask an admin'}
        </Button>
      </div>
    </form>
  );
}
