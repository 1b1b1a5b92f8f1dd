// The site as an OpenID Connect client of the configured identity provider (Google by default).
// Discovery is lazy and cached: the site starts while the provider is down and discovers it at the
// first sign-in; a failed discovery is tried again at the next one.
import * as client from 'openid-client';
import type { Config } from '../../config';

/** Each request to the provider gives up after this long, so a person waits seconds, not minutes. */
const PROVIDER_TIMEOUT_SECONDS = 4;

export const CALLBACK_PATH = '/api/auth/callback';

export interface OidcClient {
  /** PUBLIC_URL + /api/auth/callback, the address to register at the provider. */
  redirectUri: string;
  configuration(): Promise<client.Configuration>;
}

/** Undefined when OIDC_CLIENT_ID is unset: the site runs, sign-in says it is not set up. */
export function createOidcClient(
  config: Pick<Config, 'oidc' | 'publicUrl'>,
): OidcClient | undefined {
  const { issuer, clientId, clientSecret } = config.oidc;
  if (!clientId) return undefined;
  let discovered: Promise<client.Configuration> | undefined;

  const discover = () =>
    client.discovery(new URL(issuer), clientId, clientSecret, undefined, {
      timeout: PROVIDER_TIMEOUT_SECONDS,
      // Plain http is only ever a local or test provider; a real issuer is https.
      ...(new URL(issuer).protocol === 'http:' && { execute: [client.allowInsecureRequests] }),
    });

  return {
    redirectUri: new URL(CALLBACK_PATH, config.publicUrl).href,
    configuration() {
      discovered ??= discover().catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
      return discovered;
    },
  };
}

/** Whether a failure means the provider could not be reached or did not answer in time. */
export function isProviderUnreachable(error: unknown): boolean {
  if (error instanceof TypeError) return error.message === 'fetch failed';
  if (!(error instanceof client.ClientError)) return false;
  if (error.code === 'OAUTH_TIMEOUT' || error.code === 'OAUTH_ABORT') return true;
  return (
    error.code === 'OAUTH_RESPONSE_IS_NOT_CONFORM' &&
    error.cause instanceof Response &&
    error.cause.status >= 500
  );
}
