import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

function problemsOf(environment: Record<string, string>): string[] {
  try {
    loadConfig(environment);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('configuration', () => {
  it('starts with the documented defaults when nothing is set', () => {
    const config = loadConfig({});

    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: './data',
      databaseUrl: undefined,
      adminEmails: [],
      devLogin: false,
      trustProxy: false,
      oidc: { issuer: 'https://accounts.google.com' },
      clockify: {
        apiUrl: 'https://api.clockify.me/api/v1',
        reportsUrl: 'https://reports.api.clockify.me/v1',
      },
      ai: { provider: 'none', dailyTokens: 50000 },
    });
    expect(config.publicUrl.href).toBe('http://localhost:3000/');
  });

  it('reads the values it is given', () => {
    const config = loadConfig({
      PORT: '8080',
      PUBLIC_URL: 'https://club.test',
      DATABASE_URL: 'postgres://club@db.test/club',
      ADMIN_EMAILS: ' Captain@Club.test, second@club.test ',
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: 'http://127.0.0.1:11434/v1',
      AI_MODEL: 'llama3.2',
      AXEL_DAILY_TOKENS: '1000',
      TRUST_PROXY: '1',
    });

    expect(config.publicUrl.origin).toBe('https://club.test');
    expect(config.adminEmails).toEqual(['captain@club.test', 'second@club.test']);
    expect(config).toMatchObject({ port: 8080, trustProxy: 1 });
    expect(config.ai).toMatchObject({ provider: 'openai-compatible', dailyTokens: 1000 });
  });

  it('reports one line per bad variable', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      PUBLIC_URL: 'club.test',
      DATABASE_URL: 'mysql://db',
      ADMIN_EMAILS: 'not-an-email',
      AI_PROVIDER: 'skynet',
      AXEL_DAILY_TOKENS: '-5',
    });

    expect(problems).toHaveLength(6);
    for (const name of [
      'PORT',
      'PUBLIC_URL',
      'DATABASE_URL',
      'ADMIN_EMAILS',
      'AI_PROVIDER',
      'AXEL_DAILY_TOKENS',
    ]) {
      expect(problems.filter((line) => line.startsWith(`${name} `))).toHaveLength(1);
    }
  });

  it('names what each language model provider needs', () => {
    expect(problemsOf({ AI_PROVIDER: 'openai-compatible' })).toEqual([
      'AI_BASE_URL is required when AI_PROVIDER is openai-compatible',
      'AI_MODEL is required when AI_PROVIDER is openai-compatible',
    ]);
    expect(problemsOf({ AI_PROVIDER: 'anthropic', AI_MODEL: 'claude-sonnet-4-5' })).toEqual([
      'AI_API_KEY is required when AI_PROVIDER is anthropic',
    ]);
  });

  it('requires SESSION_SECRET and SECRETS_KEY in production', () => {
    expect(problemsOf({ NODE_ENV: 'production', PUBLIC_URL: 'https://club.example.org' })).toEqual([
      'SESSION_SECRET is required in production',
      'SECRETS_KEY is required in production',
    ]);
  });

  it('refuses an http PUBLIC_URL in production unless ALLOW_HTTP says TLS is handled elsewhere', () => {
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 's'.repeat(32),
      SECRETS_KEY: Buffer.alloc(32, 7).toString('base64'),
    };
    const refusal = [
      'PUBLIC_URL must be the https address people reach the site at in production (ALLOW_HTTP=1 ' +
        'takes http, where TLS is handled before the proxy in front of the site)',
    ];

    expect(problemsOf({ ...production, PUBLIC_URL: 'http://club.example.org' })).toEqual(refusal);
    expect(problemsOf(production)).toEqual(refusal);
    expect(problemsOf({ ...production, PUBLIC_URL: 'https://club.example.org' })).toEqual([]);
    expect(
      problemsOf({ ...production, PUBLIC_URL: 'http://club.example.org', ALLOW_HTTP: '1' }),
    ).toEqual([]);
    expect(problemsOf({ PUBLIC_URL: 'http://club.example.org' })).toEqual([]);
  });

  it('refuses DEV_LOGIN in production', () => {
    const problems = problemsOf({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://club.example.org',
      SESSION_SECRET: 's'.repeat(32),
      SECRETS_KEY: Buffer.alloc(32, 7).toString('base64'),
      DEV_LOGIN: '1',
    });

    expect(problems).toEqual(['DEV_LOGIN is refused in production']);
  });

  it('refuses DEV_LOGIN, whatever NODE_ENV says, unless only this machine reaches the site', () => {
    const refusal = [
      'DEV_LOGIN lets anyone sign in as any account, so it is refused unless PUBLIC_URL and HOST ' +
        'are loopback addresses (localhost, 127.x.x.x or [::1]) that only this machine reaches',
    ];
    for (const NODE_ENV of ['development', 'test']) {
      const devLogin = { NODE_ENV, DEV_LOGIN: '1' };
      expect(problemsOf({ ...devLogin, PUBLIC_URL: 'https://club.example.org' })).toEqual(refusal);
      expect(problemsOf({ ...devLogin, PUBLIC_URL: 'http://192.0.2.7:3000' })).toEqual(refusal);
      expect(problemsOf({ ...devLogin, PUBLIC_URL: 'http://localhost.example.org' })).toEqual(
        refusal,
      );
      expect(problemsOf({ ...devLogin, HOST: '0.0.0.0' })).toEqual(refusal);
      for (const PUBLIC_URL of [
        'http://localhost:3000',
        'https://LOCALHOST',
        'http://127.0.0.1:8080',
        'http://127.8.9.10',
        'http://[::1]:3000',
      ]) {
        expect(loadConfig({ ...devLogin, PUBLIC_URL }).devLogin).toBe(true);
      }
      expect(loadConfig({ ...devLogin, HOST: '::1' }).devLogin).toBe(true);
      expect(loadConfig(devLogin).devLogin).toBe(true);
    }
  });

  it("takes the tests' shorter wait after a Clockify outage only when NODE_ENV is test", () => {
    const shortened = { TEST_CLOCKIFY_RETRY_AFTER_OUTAGE_MS: '1000' };
    expect(loadConfig({ NODE_ENV: 'test', ...shortened }).clockify.retryAfterOutageMs).toBe(1000);
    expect(loadConfig({}).clockify.retryAfterOutageMs).toBeUndefined();
    expect(problemsOf(shortened)).toEqual([
      'TEST_CLOCKIFY_RETRY_AFTER_OUTAGE_MS is for the tests alone (NODE_ENV=test)',
    ]);
    expect(problemsOf({ NODE_ENV: 'test', TEST_CLOCKIFY_RETRY_AFTER_OUTAGE_MS: '0' })).toEqual([
      'TEST_CLOCKIFY_RETRY_AFTER_OUTAGE_MS must be a whole number above 0',
    ]);
  });

  it('refuses a SECRETS_KEY that is not 32 bytes', () => {
    expect(problemsOf({ SECRETS_KEY: Buffer.alloc(16).toString('base64') })).toEqual([
      'SECRETS_KEY must be 32 bytes in base64',
    ]);
  });

  it('takes a Clockify admin key only with the workspace it reports on', () => {
    expect(problemsOf({ CLOCKIFY_ADMIN_API_KEY: 'admin-key' })).toEqual([
      'CLOCKIFY_ADMIN_API_KEY needs CLOCKIFY_WORKSPACE_ID, the workspace whose hours it reports',
    ]);
    expect(
      loadConfig({ CLOCKIFY_ADMIN_API_KEY: 'admin-key', CLOCKIFY_WORKSPACE_ID: 'team' }).clockify,
    ).toMatchObject({ adminApiKey: 'admin-key', workspaceId: 'team' });
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', OIDC_CLIENT_ID: '' })).toMatchObject({
      port: 3000,
      oidc: { clientId: undefined },
    });
  });
});
