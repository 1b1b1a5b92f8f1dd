// Vitest's global setup for the browser tests: the built server seeds one DATA_DIR (its embedded
// database, migrated and with the starter content), and each test server starts on a copy of it.
// A copy opens in about half the time a new database takes to migrate and seed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServerProcess } from '../../server/process/server-process';
import { requireBuild } from './server';

export default async function setup() {
  requireBuild();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'club-e2e-seeded-'));
  const server = await startServerProcess({ DATA_DIR: dataDir }, { built: true });
  await server.stop();
  // Read by the test files' processes, which start after this.
  process.env.E2E_SEEDED_DATA_DIR = dataDir;
  return () => rmSync(dataDir, { recursive: true, force: true });
}
