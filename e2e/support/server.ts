// Runs the built production server for the browser tests, as `npm start` runs it: its embedded
// database in a DATA_DIR of its own, a copy of the one seeded before the tests (seeded-data-dir.ts).
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServerProcess } from '../../server/process/server-process';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface RunningServer {
  baseUrl: string;
  stop: () => Promise<void>;
}

export function requireBuild() {
  for (const built of ['client/dist/index.html', 'dist/server/main.js']) {
    if (!existsSync(path.join(repoRoot, built))) {
      throw new Error(
        `e2e: ${built} is missing; run \`npm run build\` first (\`npm test\` builds itself)`,
      );
    }
  }
}

/** `environment` adds settings, e.g. an identity provider's. */
export async function startServer(
  environment: Record<string, string> = {},
): Promise<RunningServer> {
  const seeded = process.env.E2E_SEEDED_DATA_DIR;
  if (!seeded) throw new Error('e2e: no seeded DATA_DIR; run the browser tests through Vitest');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'club-e2e-'));
  cpSync(seeded, dataDir, { recursive: true });
  const server = await startServerProcess({ DATA_DIR: dataDir, ...environment }, { built: true });
  return {
    baseUrl: server.baseUrl,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
