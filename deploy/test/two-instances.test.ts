// Two instances of the real server on one PostgreSQL database, behind Caddy running the deploy
// configuration (deploy/club-site.caddy) over HTTPS: what one instance changes, the other serves.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  type ServerProcess,
  startServerProcess,
} from '../../server/process/server-process';
import {
  POSTGRES_TEST_DATABASE_PREFIX,
  withAdminClient,
} from '../../server/test/database/test-database';
import { makeRulebookPdf } from '../../server/test/rulebook/make-rulebook-pdf';
import { testRulebook } from '../../server/test/rulebook/test-rulebook-content';
import { WINCH_QUESTION, winchRulebook } from '../../server/test/rulebook/winch-rulebook';

const databaseUrl = process.env.TEST_DATABASE_URL;
const caddyFound = spawnSync('caddy', ['version']).status === 0;
if (!databaseUrl || !caddyFound) {
  console.warn("Two-instance test skipped: it needs TEST_DATABASE_URL and Debian's caddy.");
}
const deployDir = fileURLToPath(new URL('..', import.meta.url));
const CONTACT_LIMIT = 20;

interface Answer {
  status: number;
  headers: Headers;
  text: string;
}

describe.skipIf(!databaseUrl || !caddyFound)('two instances on one PostgreSQL behind Caddy', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'club-instances-'));
  // Dropped at the run's end with the API tests' databases, as a drop waits for a checkpoint.
  const databaseName = `${POSTGRES_TEST_DATABASE_PREFIX}instances_${randomBytes(4).toString('hex')}`;
  let proxy: CaddyProcess;
  let one: ServerProcess;
  let two: ServerProcess;
  let site: string;
  let admin: string;

  beforeAll(async () => {
    await withAdminClient(databaseUrl as string, (client) =>
      client.query(`create database ${databaseName}`),
    );
    const proxyPort = await freePort();
    site = `https://localhost:${proxyPort}`;
    const environment = {
      DATABASE_URL: withDatabase(databaseUrl as string, databaseName),
      PUBLIC_URL: site,
      TRUST_PROXY: '1',
      SESSION_SECRET: 'instances-test-session-secret-of-32-characters',
      SECRETS_KEY: Buffer.alloc(32, 3).toString('base64'),
      DEV_LOGIN: '1',
    };
    // One after the other, as a rolling deploy starts them; the second finds the schema migrated.
    one = await startServerProcess({ ...environment, DATA_DIR: path.join(work, 'one') });
    two = await startServerProcess({ ...environment, DATA_DIR: path.join(work, 'two') });
    proxy = await startCaddy(work, proxyPort, [one.baseUrl, two.baseUrl]);
    admin = await signIn(one.baseUrl, 'dana.whitfield@example.org');
  }, 120_000);

  afterAll(async () => {
    await proxy?.stop();
    await Promise.all([one?.stop(), two?.stop()]);
    rmSync(work, { recursive: true, force: true });
  });

  it('serves a page text edited through one instance from the other within a second', async () => {
    await expect(json(two.baseUrl, '/api/page-texts')).resolves.toBeDefined();
    const text = `Built by students, ${randomBytes(3).toString('hex')}`;
    const saved = await send(one.baseUrl, 'PUT', '/api/page-texts/about.title', admin, {
      text,
    });
    expect(saved.status).toBe(200);
    const seenAfter = await timeUntil(async () => {
      const texts = (await json(two.baseUrl, '/api/page-texts')) as Record<string, string>;
      return texts['about.title'] === text;
    });
    expect(seenAfter).toBeLessThan(1000);
  });

  it('serves a team member added through one instance from the other within a second', async () => {
    const before = (await json(two.baseUrl, '/api/team-members')) as unknown[];
    const added = await send(one.baseUrl, 'POST', '/api/team-members', admin, {
      name: 'Riley Instance',
      role: 'Suspension lead',
      major: 'Mechanical Engineering',
      year: 'Junior',
      bio: 'Tunes the shocks before every event.',
    });
    expect(added.status).toBe(201);
    const seenAfter = await timeUntil(
      async () =>
        ((await json(two.baseUrl, '/api/team-members')) as unknown[]).length > before.length,
    );
    expect(seenAfter).toBeLessThan(1000);
  });

  it('serves an image uploaded through one instance from the other', async () => {
    const png = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#e4572e' },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([png], { type: 'image/png' }), 'logo.png');
    const uploaded = await fetch(`${one.baseUrl}/api/uploads/images?kind=team`, {
      method: 'POST',
      headers: { cookie: admin, origin: site },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { url } = (await uploaded.json()) as { url: string };
    // Straight to the second instance, with the host the proxy forwards (else it redirects there).
    const served = await fetch(`${two.baseUrl}${url}`, {
      headers: { 'x-forwarded-host': new URL(site).host },
    });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('etag')).toBeTruthy();
    const image = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(image).toMatchObject({ format: 'webp', width: 40, height: 30 });
  });

  it('answers on the other instance from a rulebook uploaded through one, and from its replacement', async () => {
    const uploadRules = async (pdf: Buffer) => {
      const form = new FormData();
      form.append(
        'document',
        new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }),
        'rules.pdf',
      );
      const uploaded = await fetch(`${one.baseUrl}/api/uploads/documents?kind=rules-document`, {
        method: 'POST',
        headers: { cookie: admin, origin: site },
        body: form,
      });
      expect(uploaded.status).toBe(201);
      const { url } = (await uploaded.json()) as { url: string };
      expect(
        (await send(one.baseUrl, 'PUT', '/api/club-config', admin, { rulesDocumentUrl: url }))
          .status,
      ).toBe(200);
    };
    const sourcesOnTwo = async (prompt: string) => {
      const answer = await send(two.baseUrl, 'POST', '/api/axel/ask', admin, { prompt });
      expect(answer.status).toBe(200);
      return (JSON.parse(answer.text) as { citations: { id: string }[] }).citations.map(
        (citation) => citation.id,
      );
    };

    await uploadRules(await makeRulebookPdf(testRulebook));
    expect(await sourcesOnTwo('Where do the tow points go and how strong must they be?')).toContain(
      'B.13.1',
    );
    // Replaced: the other instance reads the new document's clauses, not the ones it had indexed.
    await uploadRules(await makeRulebookPdf(winchRulebook));
    const winchSources = await sourcesOnTwo(WINCH_QUESTION);
    expect(winchSources).toContain('W.2.1');
    expect(winchSources.some((id) => id.startsWith('B.'))).toBe(false);
  });

  it('publishes an article scheduled through one instance on the other at its time', async () => {
    const title = `Scheduled ${randomBytes(3).toString('hex')}`;
    const created = await send(one.baseUrl, 'POST', '/api/news', admin, {
      title,
      excerpt: 'Out on its own.',
      content: 'Nobody had to press a button.',
      date: '2026-01-01',
      isPublished: 0,
    });
    const { id } = JSON.parse(created.text) as { id: string };
    const publishAt = Date.now() + 2000;
    const scheduled = await send(one.baseUrl, 'PUT', `/api/news/${id}/schedule`, admin, {
      publishAt: new Date(publishAt).toISOString(),
    });
    expect(scheduled.status).toBe(200);
    const titles = async () =>
      ((await json(two.baseUrl, '/api/news')) as { title: string }[]).map((news) => news.title);
    expect(await titles()).not.toContain(title);

    const seenAfter = await timeUntil(async () => (await titles()).includes(title));

    expect(Date.now()).toBeGreaterThanOrEqual(publishAt);
    expect(seenAfter).toBeLessThan(4000);
  });

  it('counts the contact form limit once for the whole site', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= CONTACT_LIMIT; i++) {
      const instance = i % 2 === 0 ? one : two;
      const answer = await send(instance.baseUrl, 'POST', '/api/contact', undefined, {
        firstName: 'Sam',
        lastName: `Visitor ${i}`,
        email: `sam.visitor${i}@example.org`,
        majorYear: 'Mechanical engineering, 2nd year',
        interestLevel: 'join',
        message: 'I would like to join the team.',
      });
      statuses.push(answer.status);
    }
    expect(statuses.filter((status) => status === 201 || status === 200)).toHaveLength(
      CONTACT_LIMIT,
    );
    expect(statuses.at(-1)).toBe(429);
  });

  it('keeps a session signed in on either instance, and through the proxy', async () => {
    const member = await signIn(two.baseUrl, 'jamie.ortiz@example.org');
    for (const instance of [one, two]) {
      const user = (await json(instance.baseUrl, '/api/auth/user', member)) as { email: string };
      expect(user.email).toBe('jamie.ortiz@example.org');
    }
    for (let i = 0; i < 4; i++) {
      const answer = await proxy.get('/api/auth/user', member);
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.text)).toMatchObject({ email: 'jamie.ortiz@example.org' });
    }
  });

  it('serves the site over HTTPS through the proxy while one instance is down', async () => {
    expect((await proxy.get('/api/health')).status).toBe(200);
    await two.stop();
    for (let i = 0; i < 4; i++) {
      const answer = await proxy.get('/api/team-members');
      expect(answer.status).toBe(200);
    }
  });

  async function signIn(baseUrl: string, email: string): Promise<string> {
    const users = (await json(baseUrl, '/api/auth/dev-users')) as { id: string; email: string }[];
    const user = users.find((candidate) => candidate.email === email);
    if (!user) throw new Error(`no seeded user ${email}`);
    const answer = await fetch(`${baseUrl}/api/auth/dev-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site },
      body: JSON.stringify({ userId: user.id }),
    });
    expect(answer.status).toBe(200);
    const cookie = answer.headers.getSetCookie().find((line) => line.includes('sid='));
    if (!cookie) throw new Error('no session cookie');
    return cookie.split(';')[0] as string;
  }

  async function send(
    baseUrl: string,
    method: string,
    route: string,
    cookie: string | undefined,
    body: unknown,
  ): Promise<Answer> {
    const answer = await fetch(`${baseUrl}${route}`, {
      method,
      headers: {
        'content-type': 'application/json',
        origin: site,
        ...(cookie && { cookie }),
      },
      body: JSON.stringify(body),
    });
    return { status: answer.status, headers: answer.headers, text: await answer.text() };
  }
});

async function json(baseUrl: string, route: string, cookie?: string): Promise<unknown> {
  const answer = await fetch(`${baseUrl}${route}`, { headers: cookie ? { cookie } : {} });
  if (!answer.ok) throw new Error(`${route} answered ${answer.status}`);
  return answer.json();
}

/** Milliseconds until the check holds, polling every 25 ms for at most 5 s. */
async function timeUntil(check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < 5000) {
    if (await check()) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return Number.POSITIVE_INFINITY;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

interface CaddyProcess {
  get(route: string, cookie?: string): Promise<Answer>;
  stop(): Promise<void>;
}

/** Caddy with the site block of deploy/, on a local HTTPS address with Caddy's own local CA. */
async function startCaddy(work: string, port: number, upstreams: string[]): Promise<CaddyProcess> {
  const caddyfile = path.join(work, 'Caddyfile');
  writeFileSync(
    caddyfile,
    `{
\tadmin off
\tskip_install_trust
\thttp_port ${await freePort()}
\thttps_port ${port}
}
https://localhost:${port} {
\timport ${path.join(deployDir, 'club-site.caddy')}
}
`,
  );
  const child: ChildProcess = spawn('caddy', ['run', '--config', caddyfile], {
    env: {
      PATH: process.env.PATH,
      HOME: work,
      XDG_DATA_HOME: path.join(work, 'caddy-data'),
      XDG_CONFIG_HOME: path.join(work, 'caddy-config'),
      CLUB_UPSTREAMS: upstreams.map((url) => new URL(url).host).join(' '),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const rootCertificate = path.join(
    work,
    'caddy-data',
    'caddy',
    'pki',
    'authorities',
    'local',
    'root.crt',
  );
  let agent: HttpsAgent | undefined;

  const get = (route: string, cookie?: string) =>
    new Promise<Answer>((resolve, reject) => {
      agent ??= new HttpsAgent({ ca: readFileSync(rootCertificate) });
      const call = httpsRequest(
        `https://localhost:${port}${route}`,
        { agent, headers: cookie ? { cookie } : {} },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk) => {
            text += chunk;
          });
          response.on('end', () => {
            const headers = new Headers();
            for (const [name, value] of Object.entries(response.headers)) {
              if (typeof value === 'string') headers.set(name, value);
            }
            resolve({ status: response.statusCode ?? 0, headers, text });
          });
        },
      );
      call.on('error', reject);
      call.end();
    });

  const deadline = Date.now() + 30_000;
  for (;;) {
    const ready = await get('/api/health')
      .then((answer) => answer.status === 200)
      .catch(() => false);
    if (ready) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`Caddy did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    get,
    stop: async () => {
      agent?.destroy();
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
