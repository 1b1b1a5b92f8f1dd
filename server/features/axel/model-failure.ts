// A failed language model call, told to the person in one clear sentence with a gateway status;
// the provider's own message (which may name keys or accounts) only goes to the log.
import { APICallError, RetryError } from 'ai';
import { AppError } from '../../http/app-error';

export function modelFailure(error: unknown, timedOut: boolean): AppError {
  const failure = describeFailure(error, timedOut);
  // The error handler logs the cause; the person only sees the message.
  failure.cause = error;
  return failure;
}

function describeFailure(error: unknown, timedOut: boolean): AppError {
  if (timedOut) {
    return new AppError(504, 'Axel took too long to answer. Please try again in a moment.');
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
