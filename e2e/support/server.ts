// Runs the built production server for the browser tests, as `npm start` runs it: a fresh in-memory,
// seeded database and a fresh DATA_DIR per server.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServerProcess } from '../../server/process/server-process';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface RunningServer {
  baseUrl: string;
  stop: () => Promise<void>;
}

/** `environment` adds settings, e.g. an identity provider's. */
export async function startServer(
  environment: Record<string, string> = {},
): Promise<RunningServer> {
  for (const built of ['client/dist/index.html', 'dist/server/main.js']) {
    if (!existsSync(path.join(repoRoot, built))) {
      throw new Error(
        `e2e: ${built} is missing; run \`npm run build\` first (\`npm test\` builds itself)`,
      );
    }
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'club-e2e-'));
  const server = await startServerProcess(
    { DATABASE_URL: 'memory://', DATA_DIR: dataDir, ...environment },
    { built: true },
  );
  return {
    baseUrl: server.baseUrl,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
