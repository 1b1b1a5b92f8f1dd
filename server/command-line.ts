// What the `npm run` commands share: a mistake of the person typing (a usage, a setting, a DATA_DIR
// held by a running server) is answered with its message alone; anything else with its stack.
import { ConfigError } from './config';
import { DataDirLockedError } from './data-dir-lock';
import { errorText } from './error-log';

/** A command typed wrong: the person sees only the message. */
export class UsageError extends Error {}

/** Runs a command's main function; on failure prints why and exits with status 1. */
export function runCommand(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    const known = [UsageError, ConfigError, DataDirLockedError].some(
      (type) => error instanceof type,
    );
    console.error(known && error instanceof Error ? error.message : errorText(error));
    process.exit(1);
  });
}
