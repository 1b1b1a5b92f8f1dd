// What the logs keep of an error: its type, message, stack and fields, and its cause alike, except
// the data a failed database query was given, such as a contact form's name, email and message.
// Drizzle writes a query's parameters into its error's message ("params: …") and keeps them in
// `params`; a driver's error can quote a row in `detail` or `where`. The SQL text, the driver's code
// and its message stay: they say what failed.
import { DrizzleQueryError } from 'drizzle-orm';

/** Fields of an error that can hold the values a query was given. */
const DATA_FIELDS = new Set(['params', 'parameters', 'detail', 'where', 'internalQuery']);
const MAX_DEPTH = 5;

interface LoggedError {
  type: string;
  message: string;
  stack: string;
  cause?: unknown;
  [field: string]: unknown;
}

/** The `err` serializer of the app's logger; whatever was thrown, an Error or not. */
export function serializeError(error: unknown): LoggedError {
  if (error instanceof Error) return toLogged(error, 0);
  return { type: typeof error, message: String(error), stack: '' };
}

/** An error as text for a terminal or the system journal, as the logs keep it. */
export function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const lines: string[] = [];
  for (let logged: unknown = toLogged(error, 0); isLogged(logged); logged = logged.cause) {
    lines.push(logged.stack || `${logged.type}: ${logged.message}`);
  }
  return lines.join('\ncaused by: ');
}

function toLogged(error: Error, depth: number): LoggedError {
  const fields: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(error)) {
    if (DATA_FIELDS.has(field) || field === 'cause') continue;
    fields[field] = value instanceof Error ? nested(value, depth) : value;
  }
  const parameters = error instanceof DrizzleQueryError ? `\nparams: ${error.params}` : undefined;
  const withoutParameters = (text: string) => (parameters ? text.replaceAll(parameters, '') : text);
  return {
    type: error.constructor.name,
    ...fields,
    message: withoutParameters(error.message),
    stack: withoutParameters(error.stack ?? ''),
    ...(error.cause !== undefined && {
      cause: error.cause instanceof Error ? nested(error.cause, depth) : error.cause,
    }),
  };
}

function nested(error: Error, depth: number): LoggedError | string {
  return depth < MAX_DEPTH ? toLogged(error, depth + 1) : error.constructor.name;
}

function isLogged(value: unknown): value is LoggedError {
  return typeof value === 'object' && value !== null && 'type' in value && 'message' in value;
}
