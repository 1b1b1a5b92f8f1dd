import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret } from './key-encryption';

const secretsKey = randomBytes(32).toString('base64');
const apiKey = 'NjY0ZDM1ZmMtYTk2Mi00ZTE4LWE2YjItZmE4YjQ4ZDZkN2Rm';

describe('encrypted secrets', () => {
  it('decrypt to what was encrypted', () => {
    expect(decryptSecret(encryptSecret(apiKey, secretsKey), secretsKey)).toBe(apiKey);
  });

  it('are versioned, never contain the plaintext, and differ each time (fresh IV)', () => {
    const first = encryptSecret(apiKey, secretsKey);
    const second = encryptSecret(apiKey, secretsKey);

    expect(first).toMatch(/^v1:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+$/);
    expect(first).not.toContain(apiKey);
    expect(first).not.toBe(second);
  });

  it('refuse to decrypt once any part was altered', () => {
    const [version, iv, tag, ciphertext] = encryptSecret(apiKey, secretsKey).split(':');
    const flipFirstByte = (part = '') => {
      const bytes = Buffer.from(part, 'base64');
      bytes[0] = (bytes[0] ?? 0) ^ 1;
      return bytes.toString('base64');
    };

    for (const altered of [
      [version, iv, tag, flipFirstByte(ciphertext)],
      [version, iv, flipFirstByte(tag), ciphertext],
      [version, flipFirstByte(iv), tag, ciphertext],
      ['v2', iv, tag, ciphertext],
      [version, iv, tag],
    ]) {
      expect(() => decryptSecret(altered.join(':'), secretsKey)).toThrow();
    }
  });

  it('cannot be read with another SECRETS_KEY', () => {
    const stored = encryptSecret(apiKey, secretsKey);

    expect(() => decryptSecret(stored, randomBytes(32).toString('base64'))).toThrow();
  });
});
