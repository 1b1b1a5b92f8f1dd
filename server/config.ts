// The configuration contract: every setting comes from the environment, under a name that deploy
// files and tests rely on, and is validated here, at start. A bad value stops start-up with one
// line per problem.
import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const httpUrl = z.url({
  protocol: /^https?$/,
  message: 'must be an http or https URL',
});

const flag = z
  .enum(['0', '1', 'true', 'false'], { error: 'must be 1 or 0' })
  .optional()
  .transform((value) => value === '1' || value === 'true');

const wholeNumberAbove0 = z.coerce
  .number({ error: 'must be a whole number above 0' })
  .int('must be a whole number above 0')
  .positive('must be a whole number above 0');

const positiveInteger = (fallback: number) => wholeNumberAbove0.optional().default(fallback);

const oneOf = <const Values extends readonly [string, ...string[]]>(values: Values) =>
  z.enum(values, { error: `must be one of ${values.join(', ')}` });

/** `true`, a hop count, or a comma-separated list of proxy addresses (Fastify's trustProxy). */
const trustProxy = z
  .string()
  .trim()
  .optional()
  .transform((value): boolean | number | string[] => {
    if (!value || value === 'false' || value === '0') return false;
    if (value === 'true') return true;
    if (/^\d+$/.test(value)) return Number(value);
    return value.split(',').map((part) => part.trim());
  });

/** What each language model provider cannot do without (Anthropic has its own default URL). */
const requiredForProvider = {
  'openai-compatible': ['AI_BASE_URL', 'AI_MODEL'],
  anthropic: ['AI_API_KEY', 'AI_MODEL'],
  none: [],
} as const;

/** Whether a host name or address is this machine's own, which no other machine reaches. */
function isLoopback(host: string): boolean {
  const bare = host.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  return bare === 'localhost' || bare === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(bare);
}

const environmentSchema = z
  .object({
    NODE_ENV: oneOf(['development', 'production', 'test']).optional().default('development'),
    PORT: z.coerce
      .number({ error: 'must be a port number (0 to 65535)' })
      .int('must be a port number (0 to 65535)')
      .min(0, 'must be a port number (0 to 65535)')
      .max(65535, 'must be a port number (0 to 65535)')
      .optional()
      .default(3000),
    HOST: z.string().trim().min(1).optional().default('127.0.0.1'),
    PUBLIC_URL: httpUrl.optional(),
    TRUST_PROXY: trustProxy,
    DATA_DIR: z.string().trim().min(1).optional().default('./data'),
    DATABASE_URL: z
      .string()
      .trim()
      .regex(/^(postgres(ql)?:\/\/.+|memory:\/\/)$/, 'must start with postgres:// or be memory://')
      .optional(),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    SECRETS_KEY: z
      .string()
      .refine((value) => Buffer.from(value, 'base64').length === 32, 'must be 32 bytes in base64')
      .optional(),
    OIDC_ISSUER: httpUrl.optional().default('https://accounts.google.com'),
    OIDC_CLIENT_ID: optionalText,
    OIDC_CLIENT_SECRET: optionalText,
    ADMIN_EMAILS: z
      .string()
      .optional()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((email) => email.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.email('must be a comma-separated list of emails'))),
    DEV_LOGIN: flag,
    ALLOW_HTTP: flag,
    CLOCKIFY_API_URL: httpUrl.optional().default('https://api.clockify.me/api/v1'),
    CLOCKIFY_REPORTS_URL: httpUrl.optional().default('https://reports.api.clockify.me/v1'),
    CLOCKIFY_WORKSPACE_ID: optionalText,
    CLOCKIFY_ADMIN_API_KEY: optionalText,
    CLOCKIFY_HOURLY_LIMIT: positiveInteger(30),
    // Not a setting for people: the browser tests run the built server as a process of its own, and
    // shorten the sender's first wait after Clockify failed this way. Taken only with NODE_ENV=test.
    TEST_CLOCKIFY_RETRY_AFTER_OUTAGE_MS: wholeNumberAbove0.optional(),
    AI_PROVIDER: oneOf(['openai-compatible', 'anthropic', 'none']).optional().default('none'),
    AI_BASE_URL: httpUrl.optional(),
    AI_API_KEY: optionalText,
    AI_MODEL: optionalText,
    AI_EMBEDDING_MODEL: optionalText,
    AXEL_DAILY_TOKENS: positiveInteger(50000),
    SMTP_URL: z
      .string()
      .trim()
      .regex(/^smtps?:\/\/[^\s]+$/, 'must be smtp://user:pass@host:port or smtps://…')
      .optional(),
    // A line break in a header would let the value add headers of its own.
    MAIL_FROM: z
      .string()
      .trim()
      .regex(/^[^\r\n]+$/, 'must be one line, such as Club Name <no-reply@club.example>')
      .optional(),
    MAIL_RATE_PER_MINUTE: positiveInteger(30),
  })
  .superRefine((env, context) => {
    for (const name of requiredForProvider[env.AI_PROVIDER]) {
      if (!env[name]) {
        context.addIssue({
          code: 'custom',
          path: [name],
          message: `is required when AI_PROVIDER is ${env.AI_PROVIDER}`,
        });
      }
    }
    // Embeddings come from the same OpenAI-compatible endpoint; Anthropic offers none.
    if (env.AI_EMBEDDING_MODEL && env.AI_PROVIDER !== 'openai-compatible') {
      context.addIssue({
        code: 'custom',
        path: ['AI_EMBEDDING_MODEL'],
        message: 'needs AI_PROVIDER=openai-compatible (its AI_BASE_URL answers /embeddings)',
      });
    }
    // The team's report is asked of one workspace: an admin key alone would not say which.
    if (env.CLOCKIFY_ADMIN_API_KEY && !env.CLOCKIFY_WORKSPACE_ID) {
      context.addIssue({
        code: 'custom',
        path: ['CLOCKIFY_ADMIN_API_KEY'],
        message: 'needs CLOCKIFY_WORKSPACE_ID, the workspace whose hours it reports',
      });
    }
    if (env.TEST_CLOCKIFY_RETRY_AFTER_OUTAGE_MS && env.NODE_ENV !== 'test') {
      context.addIssue({
        code: 'custom',
        path: ['TEST_CLOCKIFY_RETRY_AFTER_OUTAGE_MS'],
        message: 'is for the tests alone (NODE_ENV=test)',
      });
    }
    if (env.DEV_LOGIN && env.NODE_ENV !== 'production') {
      const publicHost = new URL(env.PUBLIC_URL ?? 'http://localhost').hostname;
      if (!isLoopback(publicHost) || !isLoopback(env.HOST)) {
        context.addIssue({
          code: 'custom',
          path: ['DEV_LOGIN'],
          message:
            'lets anyone sign in as any account, so it is refused unless PUBLIC_URL and HOST are ' +
            'loopback addresses (localhost, 127.x.x.x or [::1]) that only this machine reaches',
        });
      }
    }
    if (env.NODE_ENV !== 'production') return;
    for (const name of ['SESSION_SECRET', 'SECRETS_KEY'] as const) {
      if (!env[name]) {
        context.addIssue({
          code: 'custom',
          path: [name],
          message: 'is required in production',
        });
      }
    }
    if (env.DEV_LOGIN) {
      context.addIssue({
        code: 'custom',
        path: ['DEV_LOGIN'],
        message: 'is refused in production',
      });
    }
    if (!env.PUBLIC_URL?.startsWith('https://') && !env.ALLOW_HTTP) {
      context.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message:
          'must be the https address people reach the site at in production (ALLOW_HTTP=1 takes ' +
          'http, where TLS is handled before the proxy in front of the site)',
      });
    }
  });

export type Config = ReturnType<typeof toConfig>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.join('\n')}`);
  }
}

/** Reads and validates the environment; throws ConfigError listing every bad variable. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", so that `FOO=` in a .env file falls back to the default.
  const present = Object.fromEntries(
    Object.entries(environment).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map(
        (issue) => `${String(issue.path[0] ?? 'environment')} ${issue.message}`,
      ),
    );
  }
  return toConfig(parsed.data);
}

function toConfig(env: z.output<typeof environmentSchema>) {
  return {
    nodeEnv: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    port: env.PORT,
    host: env.HOST,
    publicUrl: new URL(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`),
    trustProxy: env.TRUST_PROXY,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    sessionSecret: env.SESSION_SECRET,
    secretsKey: env.SECRETS_KEY,
    oidc: {
      issuer: env.OIDC_ISSUER,
      clientId: env.OIDC_CLIENT_ID,
      clientSecret: env.OIDC_CLIENT_SECRET,
    },
    adminEmails: env.ADMIN_EMAILS,
    devLogin: env.DEV_LOGIN,
    clockify: {
      apiUrl: env.CLOCKIFY_API_URL,
      reportsUrl: env.CLOCKIFY_REPORTS_URL,
      workspaceId: env.CLOCKIFY_WORKSPACE_ID,
      /** A workspace admin's key, for the team's hours from the Reports API. */
      adminApiKey: env.CLOCKIFY_ADMIN_API_KEY,
      /** Calls the workspace allows in an hour: 30 on a new free plan (decision 29). */
      hourlyLimit: env.CLOCKIFY_HOURLY_LIMIT,
      /** Unset: the sender's own first wait after Clockify failed (a minute). */
      retryAfterOutageMs: env.TEST_CLOCKIFY_RETRY_AFTER_OUTAGE_MS,
      /** Where Clockify delivers its webhooks: only a site reachable over https can receive them. */
      webhookUrl: env.PUBLIC_URL?.startsWith('https://')
        ? new URL('/api/clockify/webhook', env.PUBLIC_URL).href
        : undefined,
    },
    ai: {
      provider: env.AI_PROVIDER,
      baseUrl: env.AI_BASE_URL,
      apiKey: env.AI_API_KEY,
      model: env.AI_MODEL,
      embeddingModel: env.AI_EMBEDDING_MODEL,
      dailyTokens: env.AXEL_DAILY_TOKENS,
    },
    mail: {
      /** Unset: mail is written to the outbox and shown there, not sent. */
      smtpUrl: env.SMTP_URL,
      /** Unset: the club's name and no-reply@ the public host, read when each mail is written. */
      from: env.MAIL_FROM,
      ratePerMinute: env.MAIL_RATE_PER_MINUTE,
    },
  };
}
