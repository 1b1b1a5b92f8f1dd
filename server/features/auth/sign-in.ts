// Sign-in with OpenID Connect: authorization code flow with PKCE, state and nonce (openid-client).
// The flow's secrets wait in a short-lived server-side row named by their own cookie; the callback
// takes that row out, so a replayed or forged callback finds nothing. Every way a sign-in can fail
// ends on the sign-in error page with a reason, never on an error response.
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import { type SignInErrorReason, signInErrorPath } from '../../../common/auth/auth-errors';
import type { Deps } from '../../deps';
import { SIGN_IN_FLOW_LIFETIME_MS, type SignInFlow } from '../../http/sessions/session-store';
import { beginUserSession } from '../../http/sessions/sessions';
import { devLoginPage } from './dev-login';
import { isProviderUnreachable, type OidcClient } from './oidc-client';
import { pageAfterSignIn, safeReturnPath } from './return-path';
import { type IdentityClaims, recordSignIn } from './sign-in-account';
import { SignInError } from './sign-in-error';

const SCOPE = 'openid email profile';
/** Whatever the provider does, the person sees an answer within 10 seconds (decision 12). */
const CALLBACK_DEADLINE_MS = 8000;

/** Errors of an authorization response (RFC 6749, 4.1.2.1) that tell a person more than "failed". */
const providerErrors: Partial<Record<string, SignInErrorReason>> = {
  access_denied: 'access-denied',
  temporarily_unavailable: 'provider-unavailable',
};

/**
 * Starts a sign-in; answers where to send the browser: the provider, the error page, or without a
 * provider but with DEV_LOGIN, the local sign-in (what a newcomer trying the site expects of Login).
 */
export async function startSignIn(
  deps: Deps,
  request: FastifyRequest,
  reply: FastifyReply,
  returnTo: string | undefined,
): Promise<string> {
  if (!deps.oidc) {
    return deps.config.devLogin ? devLoginPage(returnTo) : signInErrorPath('not-configured');
  }
  let configuration: client.Configuration;
  try {
    configuration = await deps.oidc.configuration();
  } catch (error) {
    request.log.warn({ err: error }, 'identity provider discovery failed');
    return signInErrorPath('provider-unavailable');
  }
  const flow: SignInFlow = {
    state: client.randomState(),
    nonce: client.randomNonce(),
    codeVerifier: client.randomPKCECodeVerifier(),
    returnTo: safeReturnPath(returnTo),
  };
  const token = await deps.sessions.saveSignInFlow(flow);
  deps.cookies.set(reply, 'sign-in', token, SIGN_IN_FLOW_LIFETIME_MS / 1000);
  return client.buildAuthorizationUrl(configuration, {
    redirect_uri: deps.oidc.redirectUri,
    scope: SCOPE,
    code_challenge: await client.calculatePKCECodeChallenge(flow.codeVerifier),
    code_challenge_method: 'S256',
    state: flow.state,
    nonce: flow.nonce,
  }).href;
}

/** Completes a sign-in at the callback; answers where to send the browser. */
export async function completeSignIn(
  deps: Deps,
  request: FastifyRequest,
  reply: FastifyReply,
  response: { state?: string; error?: string },
): Promise<string> {
  const flow = await deps.sessions.takeSignInFlow(deps.cookies.read(request, 'sign-in'));
  deps.cookies.clear(reply, 'sign-in');
  try {
    if (!deps.oidc) throw new SignInError('not-configured');
    if (!flow || response.state !== flow.state) throw new SignInError('expired');
    if (response.error) throw new SignInError(providerErrors[response.error] ?? 'failed');
    const claims = await withinDeadline(
      identify(deps.oidc, flow, callbackUrl(deps.oidc, request)),
      CALLBACK_DEADLINE_MS,
    );
    const account = await recordSignIn(deps, claims);
    await beginUserSession(request, reply, account.id);
    return pageAfterSignIn(account, flow.returnTo);
  } catch (error) {
    const reason = toSignInError(error).reason;
    if (reason === 'failed') request.log.error({ err: error }, 'sign-in failed');
    else request.log.warn({ reason, err: error }, 'sign-in refused');
    return signInErrorPath(reason);
  }
}

/** Exchanges the code (checking state, nonce, PKCE and the ID token) and reads who signed in. */
async function identify(
  oidc: OidcClient,
  flow: SignInFlow,
  currentUrl: URL,
): Promise<IdentityClaims> {
  const configuration = await oidc.configuration();
  const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
    pkceCodeVerifier: flow.codeVerifier,
    expectedState: flow.state,
    expectedNonce: flow.nonce,
    idTokenExpected: true,
  });
  const idToken = tokens.claims();
  if (!idToken) throw new SignInError('failed');
  // Google puts the email in the ID token; providers that follow the spec to the letter only
  // answer it from the UserInfo endpoint.
  if (idToken.email !== undefined) return idToken;
  const userInfo = await client.fetchUserInfo(configuration, tokens.access_token, idToken.sub);
  return { ...userInfo, sub: idToken.sub };
}

/**
 * The callback as the provider addressed it: the registered redirect URI (from PUBLIC_URL, whatever
 * Host a proxy passed on) with the response's query.
 */
function callbackUrl(oidc: OidcClient, request: FastifyRequest): URL {
  const url = new URL(oidc.redirectUri);
  url.search = new URL(request.url, url).search;
  return url;
}

function toSignInError(error: unknown): SignInError {
  if (error instanceof SignInError) return error;
  const reason = isProviderUnreachable(error) ? 'provider-unavailable' : 'failed';
  return new SignInError(reason, { cause: error });
}

async function withinDeadline<T>(work: Promise<T>, milliseconds: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SignInError('provider-unavailable')), milliseconds);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
