// A failed language model call, told to the person in one clear sentence with a gateway status;
// the provider's own message (which may name keys or accounts) only goes to the log.
import { APICallError, RetryError } from 'ai';
import { AppError } from '../../../http/app-error';

/** Which time limit stopped a model call: the first words', or the whole answer's. */
export type TimeLimit = 'first-words' | 'whole-answer';

export function modelFailure(error: unknown, timedOut: TimeLimit | undefined): AppError {
  const failure = describeFailure(error, timedOut);
  // The error handler logs the cause; the person only sees the message.
  failure.cause = forTheLog(error);
  return failure;
}

/** What the log needs of a failed call, without the prompt and answer the SDK's error carries. */
export function forTheLog(error: unknown) {
  if (!(error instanceof Error)) return { message: String(error) };
  const status = APICallError.isInstance(error) ? error.statusCode : undefined;
  return { name: error.name, message: error.message, status };
}

function describeFailure(error: unknown, timedOut: TimeLimit | undefined): AppError {
  if (timedOut === 'first-words') {
    return new AppError(504, 'Axel is not responding. Please try again in a moment.');
  }
  if (timedOut === 'whole-answer') {
    return new AppError(504, 'Axel’s answer took too long and was cut short. Please try again.');
  }
  const cause = RetryError.isInstance(error) ? error.lastError : error;
  const status = APICallError.isInstance(cause) ? cause.statusCode : undefined;
  if (status === 401 || status === 403) {
    return new AppError(
      502,
      'The language model refused the club’s API key. Please tell an admin.',
    );
  }
  if (status === 429) {
    return new AppError(
      503,
      'The language model is rate limiting the club right now. Please try again in a minute.',
    );
  }
  if (status !== undefined) {
    return new AppError(502, 'The language model failed to answer. Please try again later.');
  }
  return new AppError(
    503,
    'Axel cannot reach the language model right now. Please try again later.',
  );
}
