// How a new article goes public, chosen on the Create Article form (decision 42): a draft only admins
// see (the choice the form starts on, so that nothing goes public by a box left ticked), at a time
// the admin picks, or now. The time is asked for only when the article is scheduled.
import { useId } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { errorIdOf, FormField, inputClasses } from '@/components/ui/form-field';
import {
  adminTimeZone,
  localInputValue,
  publishMomentOf,
  scheduleOf,
  tomorrowMorning,
} from './publish-moment';

const publishingChoices = ['draft', 'schedule', 'now'] as const;
type PublishingChoice = (typeof publishingChoices)[number];

const choiceWords: Record<PublishingChoice, { label: string; hint: string; submit: string }> = {
  draft: {
    label: 'Draft',
    hint: 'Only admins see it until it is published.',
    submit: 'Save draft',
  },
  schedule: {
    label: 'Schedule',
    hint: 'It goes public on its own at the time you choose.',
    submit: 'Schedule',
  },
  now: {
    label: 'Publish now',
    hint: 'Visitors see it as soon as it is saved.',
    submit: 'Publish now',
  },
};

/** The form's value that holds a schedule's time, named as the API names it. */
export const PUBLISH_AT = 'publishAt';

/** What the form starts with: a draft, and tomorrow at 09:00 should it be scheduled instead. */
export function initialPublishing(name: string): Record<string, string> {
  return { [name]: 'draft', [PUBLISH_AT]: localInputValue(tomorrowMorning()) };
}

/** The submit button's words for the choice: "Save draft", "Schedule", "Publish now". */
export function submitLabelOf(choice: unknown): string | undefined {
  const known = publishingChoices.find((value) => value === choice);
  return known && choiceWords[known].submit;
}

/** The create body's part for the choice, and what is wrong with a schedule's time, if anything. */
export function publishingFields(
  choice: unknown,
  publishAt: unknown,
): { body: Record<string, unknown>; problem?: string } {
  if (choice === 'now') return { body: { isPublished: 1 } };
  if (choice !== 'schedule') return { body: { isPublished: 0 } };
  const checked = publishMomentOf(typeof publishAt === 'string' ? publishAt : '');
  if (checked.problem !== undefined) return { body: { isPublished: 0 }, problem: checked.problem };
  return { body: { isPublished: 0, ...scheduleOf(checked.moment) } };
}

export function NewsPublishingChoice({
  name,
  choice,
  register,
  timeError,
}: {
  /** The form's value that holds the choice. */
  name: string;
  choice: unknown;
  register: UseFormRegister<Record<string, string | boolean>>;
  timeError?: string;
}) {
  const id = useId();
  const timeId = `${id}-time`;
  const timeHintId = `${id}-time-hint`;
  const hintIdOf = (value: PublishingChoice) => `${id}-${value}-hint`;

  return (
    <fieldset className="min-w-0 sm:col-span-2">
      <legend className="font-medium text-slate-800 text-sm">Publishing</legend>
      <div className="mt-2 space-y-2">
        {publishingChoices.map((value) => (
          <div key={value}>
            <label className="flex items-center gap-2">
              <input
                type="radio"
                value={value}
                aria-describedby={hintIdOf(value)}
                {...register(name)}
                className="size-4 accent-accent-700"
              />
              <span className="font-medium text-slate-800">{choiceWords[value].label}</span>
            </label>
            <p id={hintIdOf(value)} className="pl-6 text-slate-600 text-sm">
              {choiceWords[value].hint}
            </p>
          </div>
        ))}
      </div>
      {choice === 'schedule' && (
        <FormField
          id={timeId}
          label="Publish on"
          required
          error={timeError}
          className="mt-3 max-w-xs pl-6"
        >
          <input
            id={timeId}
            type="datetime-local"
            min={localInputValue(new Date())}
            required
            aria-invalid={timeError ? true : undefined}
            aria-describedby={timeError ? `${timeHintId} ${errorIdOf(timeId)}` : timeHintId}
            {...register(PUBLISH_AT)}
            className={`${inputClasses} max-w-full`}
          />
          <p id={timeHintId} className="mt-1 text-slate-600 text-sm">
            In your time zone ({adminTimeZone()}). The article is dated the day it goes public.
          </p>
        </FormField>
      )}
    </fieldset>
  );
}
