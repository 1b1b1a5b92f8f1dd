// Outside production, SESSION_SECRET and SECRETS_KEY may be left unset: they are generated once and
// kept in DATA_DIR/secrets.json (readable by the owner only), so sessions and encrypted keys survive
// restarts. Production requires both in the environment (config.ts).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Config } from './config';

const storedSecretsSchema = z.object({ sessionSecret: z.string(), secretsKey: z.string() });

export type ResolvedConfig = Config & { sessionSecret: string; secretsKey: string };

export function withLocalSecrets(config: Config): ResolvedConfig {
  const { sessionSecret, secretsKey } = config;
  if (sessionSecret && secretsKey) return { ...config, sessionSecret, secretsKey };
  const stored = readOrCreateStoredSecrets(config.dataDir);
  return {
    ...config,
    sessionSecret: sessionSecret ?? stored.sessionSecret,
    secretsKey: secretsKey ?? stored.secretsKey,
  };
}

function readOrCreateStoredSecrets(dataDir: string) {
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) return storedSecretsSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  const secrets = {
    sessionSecret: randomBytes(32).toString('base64url'),
    secretsKey: randomBytes(32).toString('base64'),
  };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(secrets), { mode: 0o600, flag: 'wx' });
  return secrets;
}
