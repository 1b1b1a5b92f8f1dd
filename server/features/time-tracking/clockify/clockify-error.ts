// A failed Clockify call, as the person should hear of it. It is an AppError, so a route that lets
// it through answers its status and message; `failure` lets a service treat one case its own way
// (a rejected key while connecting, no running timer before a start).
import { clockifyMessages } from '../../../../common/time-tracking/time-tracking';
import { AppError } from '../../../http/app-error';

export type ClockifyFailure =
  | 'invalidKey'
  | 'noWorkspaceAccess'
  | 'rateLimited'
  | 'overBudget'
  | 'entryGone'
  | 'notResponding'
  | 'timedOut'
  | 'refused'
  /** Clockify answered, but not in a shape the site knows: what it did is unknown. */
  | 'unreadable';

const answers: Record<ClockifyFailure, { status: number; message: string }> = {
  invalidKey: { status: 400, message: clockifyMessages.keyNoLongerValid },
  noWorkspaceAccess: { status: 403, message: clockifyMessages.noWorkspaceAccess },
  rateLimited: { status: 429, message: clockifyMessages.rateLimited },
  overBudget: { status: 429, message: clockifyMessages.overBudget },
  /** Clockify no longer has an entry the site sent before (deleted there). */
  entryGone: { status: 502, message: clockifyMessages.refused },
  notResponding: { status: 502, message: clockifyMessages.notResponding },
  timedOut: { status: 504, message: clockifyMessages.notResponding },
  refused: { status: 502, message: clockifyMessages.refused },
  unreadable: { status: 502, message: clockifyMessages.refused },
};

export class ClockifyError extends AppError {
  constructor(
    readonly failure: ClockifyFailure,
    /** What Clockify said, for the log: its HTTP status and `{ message, code }` body. */
    readonly upstream?: string,
  ) {
    super(answers[failure].status, answers[failure].message);
    this.name = 'ClockifyError';
  }
}

/** What the person reads about a failure. */
export const messageOf = (failure: ClockifyFailure) => answers[failure].message;

export const isClockifyFailure = (error: unknown, failure: ClockifyFailure) =>
  error instanceof ClockifyError && error.failure === failure;

/** Clockify's answer to a request that failed, by HTTP status (docs/clockify.md, Errors). */
export function failureOfStatus(status: number): ClockifyFailure {
  if (status === 401) return 'invalidKey';
  if (status === 403) return 'noWorkspaceAccess';
  if (status === 429) return 'rateLimited';
  if (status >= 500) return 'notResponding';
  return 'refused';
}

/** For work that may fail on Clockify's side and is tried again later: only other errors go on. */
export function ignoreClockifyFailure(error: unknown): void {
  if (!(error instanceof ClockifyError)) throw error;
}
