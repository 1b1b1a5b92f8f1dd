// A member's request to be listed as graduating, on their card in the editor: the admin answers it
// by setting the card's graduation year, through the card's own field update.
import { GraduationCap } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';

export function GraduationRequest({
  year,
  name,
  onAccept,
}: {
  year: number;
  name: string;
  /** Sets the card's graduation year; rejects when refused (the toast has said why). */
  onAccept: (year: number) => Promise<void>;
}) {
  const [saving, setSaving] = useState(false);
  const accept = async () => {
    setSaving(true);
    try {
      await onAccept(year);
    } catch {
      // The field update's toast has said why; the request stays for another try.
    } finally {
      setSaving(false);
    }
  };
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm">
      <p className="flex items-center gap-2 text-amber-950">
        <GraduationCap aria-hidden="true" className="size-4 shrink-0" />
        Asks to be listed with the class of {year}
      </p>
      <Button size="sm" disabled={saving} onClick={accept}>
        {saving ? 'Saving…' : `List with the class of ${year}`}
        <span className="sr-only"> — {name}</span>
      </Button>
    </div>
  );
}
