import { describe, expect, it } from 'vitest';
import { signInErrorMessage, signInErrorPath } from './auth-errors';

describe('sign-in error reasons', () => {
  it('name the page and give each reason its message', () => {
    expect(signInErrorPath('access-denied')).toBe('/sign-in-error?reason=access-denied');
    expect(signInErrorMessage('provider-unavailable')).toBe(
      'The sign-in service did not answer. Please try again in a few minutes.',
    );
  });

  it('answer an unknown or missing reason with the generic message', () => {
    for (const reason of ['toString', 'nonsense', '', null, undefined]) {
      expect(signInErrorMessage(reason)).toBe('Sign-in did not complete. Please try again.');
    }
  });
});
