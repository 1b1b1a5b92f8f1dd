// One server process per DATA_DIR: PGlite takes no lock of its own, and two processes on one data
// directory corrupt it. The lock is a file holding the owner's pid; a lock whose process is gone
// (the server was killed) is taken over.
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(`DATA_DIR ${dataDir} is in use by another server (pid ${ownerPid}); stop it first.`);
  }
}

export interface DataDirLock {
  release(): void;
}

/** Takes the lock on dataDir or throws DataDirLockedError when a live process holds it. */
export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'server.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const descriptor = openSync(lockFile, 'wx', 0o600);
      writeSync(descriptor, String(process.pid));
      closeSync(descriptor);
      return { release: () => releaseIfOwned(lockFile) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const ownerPid = readOwnerPid(lockFile);
      if (ownerPid !== undefined && ownerPid !== process.pid && isAlive(ownerPid)) {
        throw new DataDirLockedError(dataDir, ownerPid);
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${lockFile}`);
}

function readOwnerPid(lockFile: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function releaseIfOwned(lockFile: string): void {
  if (readOwnerPid(lockFile) === process.pid) rmSync(lockFile, { force: true });
}
