// AES-256-GCM for third-party keys at rest, under SECRETS_KEY, so that the database alone gives
// away no member's Clockify key. The stored text is `v1:<iv>:<tag>:<ciphertext>` in base64: a fresh
// 12-byte IV each time, and the 16-byte tag that makes any change to the stored text, or decryption
// under another key, fail.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';

function keyBytes(secretsKey: string): Buffer {
  const key = Buffer.from(secretsKey, 'base64');
  if (key.length !== 32) throw new Error('SECRETS_KEY must be 32 bytes in base64');
  return key;
}

export function encryptSecret(plaintext: string, secretsKey: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyBytes(secretsKey), iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64')))
    .join(':');
}

/** Throws when the text was altered, is of an unknown format, or was encrypted under another key. */
export function decryptSecret(stored: string, secretsKey: string): string {
  const [version, iv, tag, ciphertext, ...rest] = stored.split(':');
  if (version !== VERSION || !iv || !tag || ciphertext === undefined || rest.length > 0) {
    throw new Error('Unknown format of an encrypted secret');
  }
  const decipher = createDecipheriv('aes-256-gcm', keyBytes(secretsKey), Buffer.from(iv, 'base64'));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([
    decipher.update(Buffer.from(ciphertext, 'base64')),
    decipher.final(),
  ]).toString('utf8');
}
