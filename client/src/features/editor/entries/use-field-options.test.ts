import { describe, expect, it } from 'vitest';
import { choicesOf } from './use-field-options';

describe("a card's subteam choices", () => {
  const subteams = [
    { value: 'Frame', label: 'Frame' },
    { value: 'Suspension', label: 'Suspension' },
  ];
  const field = { emptyChoice: 'No subteam' };

  it('start with the empty choice, then the club’s subteams', () => {
    expect(choicesOf(field, subteams, 'Frame').map((option) => option.label)).toEqual([
      'No subteam',
      'Frame',
      'Suspension',
    ]);
  });

  it('keep a subteam the club has dropped while a card still names it', () => {
    expect(choicesOf(field, subteams, 'Aero').map((option) => option.value)).toEqual([
      '',
      'Frame',
      'Suspension',
      'Aero',
    ]);
  });

  it('offer only the empty choice while the settings load', () => {
    expect(choicesOf(field, undefined, 'Aero')).toEqual([{ value: '', label: 'No subteam' }]);
    expect(choicesOf({}, undefined)).toEqual([]);
  });
});
