// PGlite passes bytea values as hex text, converted byte by byte in JavaScript: storing a 12 MB
// upload took 17 s and reading it 5 s. Node's own hex conversion does the same in a fraction of that.
import { type PGliteOptions, types } from '@electric-sql/pglite';

export const pgliteByteaOptions: Pick<PGliteOptions, 'serializers' | 'parsers'> = {
  serializers: {
    [types.BYTEA]: (value: Uint8Array) =>
      `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`,
  },
  parsers: { [types.BYTEA]: (value: string) => Buffer.from(value.slice(2), 'hex') },
};
