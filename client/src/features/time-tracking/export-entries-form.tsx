// The member's CSV export (decision 29): a range of days, downloaded with times written in the
// browser's time zone.
import { timeEntriesExportQuerySchema } from '@common/time-tracking/clockify-sync';
import { Download } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { errorIdOf, FormField, inputClasses } from '@/components/ui/form-field';
import { useFileDownload } from '@/lib/hooks/use-file-download';
import { toast } from '@/lib/toast-store';
import { defaultExportRange, timeEntriesExportUrl } from './export-range';

type RangeField = 'from' | 'to';
type Range = Record<RangeField, string>;

export function ExportEntriesForm() {
  const [range, setRange] = useState<Range>(() => defaultExportRange(new Date()));
  const [errors, setErrors] = useState<Partial<Range>>({});
  const download = useFileDownload('Failed to export your time entries');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const parsed = timeEntriesExportQuerySchema.safeParse({ ...range, timeZone });
    if (!parsed.success) {
      const issues = parsed.error.issues;
      const messageOf = (field: RangeField) =>
        issues.find((issue) => issue.path[0] === field)?.message;
      const fieldErrors = { from: messageOf('from'), to: messageOf('to') };
      setErrors(fieldErrors);
      // Only the browser's own time zone is left to refuse; say so rather than do nothing.
      if (!fieldErrors.from && !fieldErrors.to) {
        toast({ title: 'Error', description: issues[0]?.message, variant: 'destructive' });
      }
      return;
    }
    setErrors({});
    download.mutate({ url: timeEntriesExportUrl(parsed.data), fallbackName: 'time-entries.csv' });
  };

  const dateInput = (field: RangeField, label: string) => {
    const id = `export-${field}`;
    return (
      <FormField id={id} label={label} error={errors[field]}>
        <input
          id={id}
          type="date"
          value={range[field]}
          onChange={(event) => {
            setRange({ ...range, [field]: event.target.value });
            setErrors({ ...errors, [field]: undefined });
          }}
          aria-invalid={errors[field] ? true : undefined}
          aria-describedby={errors[field] ? errorIdOf(id) : undefined}
          className={`${inputClasses} h-11 min-w-0`}
        />
      </FormField>
    );
  };

  return (
    <section
      aria-labelledby="export-heading"
      className="mt-10 rounded-card border border-slate-200 p-5 sm:p-6"
    >
      <h2 id="export-heading" className="font-bold text-xl">
        Export
      </h2>
      <p className="mt-1 text-slate-600 text-sm">
        Your entries of a range of days as a CSV file, with times in your time zone.
      </p>
      <form
        onSubmit={submit}
        noValidate
        className="mt-4 grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
      >
        {dateInput('from', 'From')}
        {dateInput('to', 'To')}
        <Button
          type="submit"
          variant="outline"
          disabled={download.isPending}
          className="h-11 sm:mt-6"
        >
          <Download aria-hidden="true" className="size-4" />
          {download.isPending ? 'Downloading…' : 'Download CSV'}
        </Button>
      </form>
    </section>
  );
}
