// The servers a test site may have beside the app: each starts with the settings that point the app
// at it, is brought back to how it started before each test, and is closed after the file's last.
// Each server's code is imported only when a file asks for that server: the identity provider and
// the mail server's libraries are heavy, and every API test file loads this module.
import type { TestClockify } from './clockify/clockify-server';
import type { TestProvider } from './identity/oidc-provider';
import type { SmtpTestServer } from './mail/smtp-server';
import type { OpenAICompatibleServer } from './model/openai-compatible-server';

export interface SiteServer<Server> {
  server: Server;
  /** The app's settings that point it at the server. */
  environment: Record<string, string>;
  reset(): unknown;
  close(): Promise<void>;
}

/** The tests' Clockify, on the site's clock, answering at once and without failing. */
export async function startSiteClockify(now: () => number): Promise<SiteServer<TestClockify>> {
  const { startTestClockify } = await import('./clockify/clockify-server');
  const server = await startTestClockify({ now });
  return {
    server,
    environment: { CLOCKIFY_API_URL: server.apiUrl },
    reset: () => {
      server.setFailure(null);
      server.setDelay(0);
      server.resetCalls();
    },
    close: () => server.close(),
  };
}

/** The tests' OpenAI-compatible model; with `apiKey`, one it asks for and the app gives. */
export async function startSiteModel(
  options: { apiKey?: string } = {},
): Promise<SiteServer<OpenAICompatibleServer>> {
  const { startOpenAICompatibleServer } = await import('./model/openai-compatible-server');
  const server = await startOpenAICompatibleServer(options);
  return {
    server,
    environment: {
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: server.url,
      AI_MODEL: 'gpt-4o-mini',
      ...(options.apiKey && { AI_API_KEY: options.apiKey }),
    },
    reset: () => server.reset(),
    close: () => server.close(),
  };
}

/** The tests' SMTP server, accepting and empty; without `appSends` the app is not told of it. */
export async function startSiteMail(appSends: boolean): Promise<SiteServer<SmtpTestServer>> {
  const { startSmtpServer } = await import('./mail/smtp-server');
  const server = await startSmtpServer();
  return {
    server,
    environment: appSends ? { SMTP_URL: server.url } : {},
    reset: async () => {
      await server.restart();
      server.mails.length = 0;
    },
    close: () => server.close(),
  };
}

/** The tests' OpenID provider, whose sign-ins come back to the site at `publicUrl`. */
export async function startSiteIdentityProvider(
  publicUrl: string | undefined,
): Promise<SiteServer<TestProvider>> {
  if (!publicUrl) throw new Error('the identity provider sends people back to PUBLIC_URL: set it');
  const { startTestProvider } = await import('./identity/oidc-provider');
  const server = await startTestProvider({ redirectUri: `${publicUrl}/api/auth/callback` });
  return {
    server,
    environment: {
      OIDC_ISSUER: server.issuer,
      OIDC_CLIENT_ID: server.clientId,
      OIDC_CLIENT_SECRET: server.clientSecret,
    },
    reset: () => {},
    close: () => server.close(),
  };
}
