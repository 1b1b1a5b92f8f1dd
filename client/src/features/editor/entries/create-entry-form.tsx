// The form that creates an entry of any kind: required fields marked *, checked with the server's own
// schema before sending. A news article's form also asks how the article goes public
// (news-publishing-choice.tsx).

import { parseIntegerOrNull } from '@common/parse-integer';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { errorIdOf, FormField, inputClasses } from '@/components/ui/form-field';
import { useClubTimeZone } from '@/features/club/use-club-config';
import { ApiRequestError } from '@/lib/api';
import { momentOfLocalInput } from '@/lib/zoned-input';
import {
  initialPublishing,
  NewsPublishingChoice,
  PUBLISH_AT,
  publishingFields,
  submitLabelOf,
} from '../../news/publishing/news-publishing-choice';
import type { EditorEntity, EditorField } from '../editor-entities';
import { MarkdownEditor } from '../markdown/markdown-editor';
import type { useEntryActions } from './use-editor-entries';
import { useFieldOptions } from './use-field-options';

type FormValues = Record<string, string | boolean>;

const today = () => new Date().toISOString().slice(0, 10);

function initialValues(fields: readonly EditorField[]): FormValues {
  return Object.fromEntries(
    fields.flatMap((field) =>
      field.kind === 'publishing'
        ? Object.entries(initialPublishing(field.name))
        : [
            [
              field.name,
              field.kind === 'flag'
                ? false
                : field.inputType === 'date' && field.name === 'date'
                  ? today()
                  : (field.initial ?? ''),
            ],
          ],
    ),
  );
}

/**
 * What the form holds, as the API takes it: numbers parsed, flags as 0 or 1, a day and time as the
 * moment it is in the club's time zone, the publishing choice as its fields; and what the schema
 * cannot see is wrong (a time gone by).
 */
function toBody(fields: readonly EditorField[], values: FormValues, timeZone: string) {
  const body: Record<string, unknown> = {};
  const problems: Record<string, string> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (field.kind === 'publishing') {
      const publishing = publishingFields(value, values[PUBLISH_AT]);
      Object.assign(body, publishing.body);
      if (publishing.problem) problems[PUBLISH_AT] = publishing.problem;
    } else if (field.kind === 'flag') {
      body[field.name] = value ? 1 : 0;
    } else {
      const text = typeof value === 'string' ? value : '';
      body[field.name] =
        field.kind === 'number'
          ? parseIntegerOrNull(text)
          : field.inputType === 'datetime'
            ? (momentOfLocalInput(text, timeZone) ?? text)
            : text;
    }
  }
  return { body, problems };
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
  const timeZone = useClubTimeZone();
  const { errors, isSubmitting } = form.formState;
  const publishingField = entity.fields.find((field) => field.kind === 'publishing');
  const publishing = publishingField ? form.watch(publishingField.name) : undefined;

  const showErrors = (fieldErrors: Record<string, string>) => {
    Object.entries(fieldErrors).forEach(([name, message], index) => {
      form.setError(name, { message }, { shouldFocus: index === 0 });
    });
  };

  const submit = form.handleSubmit(async (values) => {
    const { body, problems } = toBody(entity.fields, values, timeZone);
    const checked = entity.createSchema.safeParse(body);
    if (!checked.success || Object.keys(problems).length > 0) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of checked.error?.issues ?? [])
        fieldErrors[String(issue.path[0])] ??= issue.message;
      // After the schema's, so that the first field in the form is the one focused.
      return showErrors({ ...fieldErrors, ...problems });
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
        if (field.kind === 'publishing') {
          const timeError = errors[PUBLISH_AT]?.message;
          return (
            <NewsPublishingChoice
              key={field.name}
              name={field.name}
              choice={publishing}
              register={form.register}
              timeError={typeof timeError === 'string' ? timeError : undefined}
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
            label={field.inputType === 'datetime' ? `${field.label} (${timeZone})` : field.label}
            required={field.required}
            error={typeof error === 'string' ? error : undefined}
            className={field.kind === 'multiline' ? 'sm:col-span-2' : ''}
          >
            {field.kind === 'multiline' ? (
              <textarea
                {...control}
                rows={4}
                placeholder={field.placeholder}
                className={inputClasses}
              />
            ) : field.kind === 'select' ? (
              <select {...control} className={inputClasses}>
                {field.emptyChoice === undefined && (
                  <option value="">Choose {field.label.toLowerCase()}</option>
                )}
                <FieldOptions field={field} />
              </select>
            ) : (
              <input
                {...control}
                type={
                  field.inputType === 'datetime' ? 'datetime-local' : (field.inputType ?? 'text')
                }
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
          {isSubmitting
            ? 'Saving…'
            : (submitLabelOf(publishing) ?? `Save ${entity.label.toLowerCase()}`)}
        </Button>
        <Button variant="outline" onClick={onDone} className="bg-white">
          Cancel
        </Button>
      </div>
    </form>
  );
}

function FieldOptions({ field }: { field: EditorField }) {
  return useFieldOptions(field).map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
}
