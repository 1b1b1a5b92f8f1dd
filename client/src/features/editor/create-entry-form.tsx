// The form that creates an entry (spec section 5, "New team member form"; issue 5 for the others):
// required fields marked *, checked with the server's own schema before sending.

import { parseIntegerOrNull } from '@common/parse-integer';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { errorIdOf, FormField, inputClasses } from '@/components/ui/form-field';
import { ApiRequestError } from '@/lib/api';
import type { EditorEntity, EditorField } from './editor-entities';
import { MarkdownEditor } from './markdown-editor';
import type { useEntryActions } from './use-editor-entries';

type FormValues = Record<string, string | boolean>;

const today = () => new Date().toISOString().slice(0, 10);

function initialValues(fields: readonly EditorField[]): FormValues {
  return Object.fromEntries(
    fields.map((field) => [
      field.name,
      field.kind === 'flag'
        ? field.name === 'isPublished'
        : field.inputType === 'date' && field.name === 'date'
          ? today()
          : '',
    ]),
  );
}

/** What the form holds, as the API takes it: numbers parsed (spec section 5), flags as 0 or 1. */
function toBody(fields: readonly EditorField[], values: FormValues) {
  return Object.fromEntries(
    fields.map((field) => {
      const value = values[field.name];
      if (field.kind === 'flag') return [field.name, value ? 1 : 0];
      const text = typeof value === 'string' ? value : '';
      return [field.name, field.kind === 'number' ? parseIntegerOrNull(text) : text];
    }),
  );
}

export function CreateEntryForm({
  entity,
  actions,
  onDone,
}: {
  entity: EditorEntity;
  actions: ReturnType<typeof useEntryActions>;
  onDone: () => void;
}) {
  const form = useForm<FormValues>({ defaultValues: initialValues(entity.fields) });
  const { errors, isSubmitting } = form.formState;

  const showErrors = (fieldErrors: Record<string, string>) => {
    Object.entries(fieldErrors).forEach(([name, message], index) => {
      form.setError(name, { message }, { shouldFocus: index === 0 });
    });
  };

  const submit = form.handleSubmit(async (values) => {
    const checked = entity.createSchema.safeParse(toBody(entity.fields, values));
    if (!checked.success) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of checked.error.issues)
        fieldErrors[String(issue.path[0])] ??= issue.message;
      return showErrors(fieldErrors);
    }
    try {
      await actions.create.mutateAsync(checked.data);
    } catch (error) {
      if (error instanceof ApiRequestError) showErrors(error.fieldErrors);
      return;
    }
    form.reset(initialValues(entity.fields));
    onDone();
  });

  const idOf = (name: string) => `new-${entity.path}-${name}`;

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={entity.createLabel}
      className="mt-4 grid gap-4 rounded-card border border-accent-100 bg-accent-50 p-4 sm:grid-cols-2 sm:p-6"
    >
      <p className="text-slate-700 text-sm sm:col-span-2">
        Fields marked <span className="text-red-700">*</span> are required.
      </p>
      {entity.fields.map((field) => {
        const id = idOf(field.name);
        const error = errors[field.name]?.message;
        if (field.kind === 'markdown') {
          return (
            <Controller
              key={field.name}
              control={form.control}
              name={field.name}
              render={({ field: markdown }) => (
                <div className="sm:col-span-2">
                  <MarkdownEditor
                    id={id}
                    label={field.label}
                    value={typeof markdown.value === 'string' ? markdown.value : ''}
                    onChange={markdown.onChange}
                    imageKind={entity.imageKind}
                    required={field.required}
                    error={typeof error === 'string' ? error : undefined}
                    inputRef={markdown.ref}
                    // The form sits under the tab's h2.
                    headingsStartAt={3}
                  />
                </div>
              )}
            />
          );
        }
        const control = {
          id,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? errorIdOf(id) : undefined,
          'aria-required': field.required || undefined,
          ...form.register(field.name),
        };
        if (field.kind === 'flag') {
          return (
            <label key={field.name} className="flex items-center gap-2 sm:col-span-2">
              <input {...control} type="checkbox" className="size-4 accent-accent-700" />
              <span className="font-medium text-slate-800 text-sm">{field.label}</span>
            </label>
          );
        }
        return (
          <FormField
            key={field.name}
            id={id}
            label={field.label}
            required={field.required}
            error={typeof error === 'string' ? error : undefined}
            className={field.kind === 'multiline' ? 'sm:col-span-2' : ''}
          >
            {field.kind === 'multiline' ? (
              <textarea {...control} rows={4} className={inputClasses} />
            ) : field.kind === 'select' ? (
              <select {...control} className={inputClasses}>
                <option value="">Choose {field.label.toLowerCase()}</option>
                {field.options?.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            ) : (
              <input
                {...control}
                type={field.inputType ?? 'text'}
                inputMode={field.kind === 'number' ? 'numeric' : undefined}
                placeholder={field.placeholder}
                className={inputClasses}
              />
            )}
          </FormField>
        );
      })}
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : `Save ${entity.label.toLowerCase()}`}
        </Button>
        <Button variant="outline" onClick={onDone} className="bg-white">
          Cancel
        </Button>
      </div>
    </form>
  );
}
