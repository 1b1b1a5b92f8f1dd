// What a failed call to the API tells the person: the server's message, or what to do next.
import { ApiAnswerError, ApiRequestError } from './api';

export function failureMessage(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.status === 401) return 'Your session has expired. Please log in again.';
    return error.serverMessage ?? 'Please try again.';
  }
  if (error instanceof ApiAnswerError) return error.message;
  return 'The server could not be reached. Please try again.';
}
