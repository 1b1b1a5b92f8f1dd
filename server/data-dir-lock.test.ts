import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const freshDir = () => mkdtempSync(path.join(tmpdir(), 'club-lock-'));

describe('DATA_DIR lock', () => {
  it('refuses a second owner while a live process holds the lock', async () => {
    const dataDir = freshDir();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    writeFileSync(path.join(dataDir, 'server.pid'), String(holder.pid));
    try {
      expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dataDir)).toThrow(`in use by another server (pid ${holder.pid})`);
    } finally {
      holder.kill();
    }
  });

  it('takes over the lock of a process that is gone', async () => {
    const dataDir = freshDir();
    const gone = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => gone.on('exit', resolve));
    writeFileSync(path.join(dataDir, 'server.pid'), String(gone.pid));

    const lock = lockDataDir(dataDir);

    lock.release();
    expect(existsSync(path.join(dataDir, 'server.pid'))).toBe(false);
  });

  it('is free again once released', () => {
    const dataDir = freshDir();
    lockDataDir(dataDir).release();

    expect(() => lockDataDir(dataDir).release()).not.toThrow();
  });
});
