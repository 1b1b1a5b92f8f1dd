import { describe, expect, it } from 'vitest';
import { unsafeTextIssues, unsafeTextProblem } from './safe-text';

describe('unsafeTextProblem', () => {
  it('takes any text PostgreSQL can store, emoji and accents included', () => {
    for (const text of ['', 'Mudcats', 'Zoë 🏁 ✓', 'tab\tand\nnewline', '\uD83C\uDFC1']) {
      expect(unsafeTextProblem(text), text).toBeUndefined();
    }
  });

  it('names the NUL character and a broken (unpaired) surrogate', () => {
    expect(unsafeTextProblem('Mud\0cats')).toBe(
      'Remove the invisible control character (NUL) from this text.',
    );
    for (const text of ['\uD83C', 'a\uDFC1', '\uDFC1\uD83C', 'end\uD83C']) {
      expect(unsafeTextProblem(text), JSON.stringify(text)).toBe(
        'This text contains a broken character; please retype it.',
      );
    }
  });
});

describe('unsafeTextIssues', () => {
  it('finds every string that cannot be stored, at its path', () => {
    const body = { name: 'ok', links: [{ label: 'x\0' }, { label: 'fine' }], note: '\uD800', n: 1 };
    expect(unsafeTextIssues(body).map((issue) => issue.path)).toEqual([
      ['links', 0, 'label'],
      ['note'],
    ]);
  });
});
