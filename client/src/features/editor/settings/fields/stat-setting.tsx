// One of the home page's figures (active members, founding year, build hours): not set (the
// fallback shows), worked out by the server, or typed. A radio group, saved with its button.
import { AUTOMATIC, type ClubConfig } from '@common/club/club-config';
import { STAT_FALLBACKS } from '@common/club/club-facts';
import { useId, useRef, useState } from 'react';
import { errorIdOf, inputClasses } from '@/components/ui/form-field';
import { type ClubStat, clubStat } from '@/features/club/use-club-config';
import { SettingSlot } from '../settings-section';
import { useSettingAttempt } from '../use-setting-attempt';
import { SaveSettingButton } from './setting-buttons';
import { SettingError } from './setting-label';

type Choice = 'unset' | 'automatic' | 'typed';

const choiceOf = (value: string | null): Choice =>
  value === null ? 'unset' : value === AUTOMATIC ? 'automatic' : 'typed';

export function StatSetting({
  name,
  label,
  saved,
  automaticLabel,
  example,
  shown,
}: {
  name: ClubStat;
  label: string;
  saved: string | null;
  /** How the server works it out, when it can ("active member accounts"). */
  automaticLabel?: string;
  example: string;
  /** The settings as visitors get them, once read. */
  shown?: ClubConfig;
}) {
  const [choice, setChoice] = useState(choiceOf(saved));
  const [typed, setTyped] = useState(choiceOf(saved) === 'typed' ? (saved ?? '') : '');
  const { attempt, error, saving } = useSettingAttempt();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);

  const onSave = async () => {
    const value = choice === 'unset' ? null : choice === 'automatic' ? AUTOMATIC : typed;
    if (!(await attempt({ [name]: value })) && choice === 'typed') input.current?.focus();
  };

  const radio = (value: Choice, text: string) => (
    <label className="flex items-center gap-2">
      <input
        type="radio"
        name={id}
        value={value}
        checked={choice === value}
        onChange={() => setChoice(value)}
        className="size-4 accent-accent-700"
      />
      {text}
    </label>
  );

  return (
    <SettingSlot name={name}>
      <fieldset>
        <legend className="font-medium text-slate-800">{label}</legend>
        <div className="mt-2 space-y-2">
          {radio('unset', `Not set (shows ${STAT_FALLBACKS[name]})`)}
          {automaticLabel && radio('automatic', `Automatic (${automaticLabel})`)}
          {radio('typed', 'Type a value')}
        </div>
        {choice === 'typed' && (
          <div className="mt-2 max-w-xs pl-6">
            <label htmlFor={`${id}-value`} className="font-medium text-slate-800 text-sm">
              {label} to show
            </label>
            <input
              ref={input}
              id={`${id}-value`}
              type="text"
              value={typed}
              placeholder={example}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorIdOf(`${id}-value`) : undefined}
              onChange={(event) => setTyped(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') void onSave();
              }}
              className={inputClasses}
            />
          </div>
        )}
      </fieldset>
      <SettingError id={errorIdOf(`${id}-value`)} message={error} />
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <SaveSettingButton label={`Save ${label.toLowerCase()}`} saving={saving} onSave={onSave} />
        {shown && (
          <span className="text-slate-600 text-sm">Visitors see: {clubStat(shown, name)}</span>
        )}
      </div>
    </SettingSlot>
  );
}
