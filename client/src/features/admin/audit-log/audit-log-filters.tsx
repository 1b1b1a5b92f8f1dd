// The audit log's filters: who made the change, the kind of record, and the first and last day.
import type { AuditActor } from '@common/admin/admin';
import { auditKindLabel } from '@common/editor/audit-labels';
import { errorIdOf, FormField, inputClasses } from '@/components/ui/form-field';
import type { AuditLogFilter } from './use-audit-log';

export function AuditLogFilters({
  filter,
  onChange,
  actors,
  entities,
  errors,
}: {
  filter: AuditLogFilter;
  onChange: (filter: AuditLogFilter) => void;
  actors: readonly AuditActor[];
  entities: readonly string[];
  /** What is wrong with either day. */
  errors: Partial<Record<'from' | 'to', string>>;
}) {
  const set = (name: keyof AuditLogFilter) => (event: { target: { value: string } }) =>
    onChange({ ...filter, [name]: event.target.value });

  return (
    <div className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <FormField id="audit-actor" label="Who">
        <select
          id="audit-actor"
          value={filter.actor}
          onChange={set('actor')}
          className={inputClasses}
        >
          <option value="">Everyone</option>
          {actors.map((actor) => (
            <option key={actor.id} value={actor.id}>
              {actor.name}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id="audit-entity" label="Kind of record">
        <select
          id="audit-entity"
          value={filter.entity}
          onChange={set('entity')}
          className={inputClasses}
        >
          <option value="">All records</option>
          {entities.map((entity) => (
            <option key={entity} value={entity}>
              {auditKindLabel(entity)}
            </option>
          ))}
        </select>
      </FormField>
      <DayField
        id="audit-from"
        label="From"
        value={filter.from}
        onChange={set('from')}
        error={errors.from}
      />
      <DayField
        id="audit-to"
        label="To (included)"
        value={filter.to}
        min={filter.from}
        onChange={set('to')}
        error={errors.to}
      />
    </div>
  );
}

function DayField({
  id,
  label,
  value,
  min,
  onChange,
  error,
}: {
  id: string;
  label: string;
  value: string;
  min?: string;
  onChange: (event: { target: { value: string } }) => void;
  error?: string;
}) {
  return (
    <FormField id={id} label={label} error={error}>
      <input
        id={id}
        type="date"
        value={value}
        min={min || undefined}
        onChange={onChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorIdOf(id) : undefined}
        className={inputClasses}
      />
    </FormField>
  );
}
