import { DrizzleQueryError } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error';
import { isDatabaseUnavailable } from './unavailable';

/** A server's error as pg gives it, wrapped as Drizzle wraps it. */
function failedQuery(code: string, message = 'the server said no') {
  const driverError = new pg.DatabaseError(message, message.length, 'error');
  driverError.code = code;
  return new DrizzleQueryError('select 1', [], driverError);
}

function connectionError(code: string) {
  return Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code, syscall: 'connect' });
}

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a connection refused', connectionError('ECONNREFUSED')],
    [
      'a connection reset, wrapped by Drizzle',
      new DrizzleQueryError('select 1', [], connectionError('ECONNRESET')),
    ],
    ['an administrator shutdown', failedQuery('57P01')],
    ['a connection failure (class 08)', failedQuery('08006')],
    ['too many connections', failedQuery('53300')],
    ['the statement timeout', failedQuery('57014')],
    ['a connection that got no answer', new Error('timeout expired')],
    ['no free connection in time', new Error('timeout exceeded when trying to connect')],
    [
      'a query that got no answer',
      new DrizzleQueryError('select 1', [], new Error('Query read timeout')),
    ],
    ['a connection that ended', new Error('Connection terminated unexpectedly')],
    ['a pool that was ended', new Error('Cannot use a pool after calling end on the pool')],
    [
      'a closed embedded database',
      new DrizzleQueryError('select 1', [], new Error('PGlite is closed')),
    ],
  ])('says yes to %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', failedQuery('23505', 'duplicate key value violates unique constraint')],
    ['a missing table', failedQuery('42P01', 'relation "news" does not exist')],
    ['a refusal of ours', new AppError(409, 'Already taken')],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['something thrown that is no error', 'ECONNREFUSED'],
  ])('says no to %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
