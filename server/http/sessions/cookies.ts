// The site's own cookies: HttpOnly, SameSite=Lax, Path=/. When PUBLIC_URL is https they are Secure
// and carry the __Host- prefix (the browser then refuses them from any other origin or path);
// browsers refuse __Host- cookies without Secure, so over plain http the bare name is used.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SIGNED_IN_HINT } from '../../../common/auth/signed-in-hint';

export type CookieBase = 'sid' | 'sign-in';

export interface Cookies {
  /**
   * The readable companion of the session cookie: it says only that this browser may be signed in,
   * so that the client asks who is signed in only then (decision 14). It holds no secret.
   */
  hasSignedInHint(request: FastifyRequest): boolean;
  setSignedInHint(reply: FastifyReply, maxAgeSeconds: number): void;
  clearSignedInHint(reply: FastifyReply): void;
  /** The name the cookie has on this site: `__Host-sid` over https, `sid` over http. */
  name(base: CookieBase): string;
  read(request: FastifyRequest, base: CookieBase): string | undefined;
  set(reply: FastifyReply, base: CookieBase, value: string, maxAgeSeconds: number): void;
  clear(reply: FastifyReply, base: CookieBase): void;
}

export function siteCookies(publicUrl: URL): Cookies {
  const secure = publicUrl.protocol === 'https:';
  const name = (base: CookieBase) => (secure ? `__Host-${base}` : base);
  const readable = `Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  const attributes = `Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  return {
    hasSignedInHint: (request) => readCookie(request.headers.cookie, SIGNED_IN_HINT) === '1',
    setSignedInHint: (reply, maxAgeSeconds) => {
      reply.header('set-cookie', `${SIGNED_IN_HINT}=1; Max-Age=${maxAgeSeconds}; ${readable}`);
    },
    clearSignedInHint: (reply) => {
      reply.header('set-cookie', `${SIGNED_IN_HINT}=; Max-Age=0; ${readable}`);
    },
    name,
    read: (request, base) => readCookie(request.headers.cookie, name(base)),
    set: (reply, base, value, maxAgeSeconds) => {
      reply.header('set-cookie', `${name(base)}=${value}; Max-Age=${maxAgeSeconds}; ${attributes}`);
    },
    clear: (reply, base) => {
      reply.header('set-cookie', `${name(base)}=; Max-Age=0; ${attributes}`);
    },
  };
}

/** The first value of a cookie in a Cookie header; our values are base64url, so never quoted. */
function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === name) {
      return pair.slice(separator + 1).trim();
    }
  }
  return undefined;
}
