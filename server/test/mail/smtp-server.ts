// A real SMTP server for the mail tests: it keeps every message it receives, parsed, and can refuse,
// fail for a while, hang or go down, as a mail provider does.
import { type AddressInfo, createServer, type Socket } from 'node:net';
import { pathToFileURL } from 'node:url';
import { type AddressObject, simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';

/**
 * What the server does with the next connections: `accept` delivers, `refuse` answers 550 to MAIL
 * FROM and DATA, `tempfail` answers 451, `hang` never greets, `down` closes the port.
 */
export type SmtpMode = 'accept' | 'refuse' | 'tempfail' | 'hang' | 'down';

export interface SmtpServerOptions {
  /** The credentials AUTH PLAIN/LOGIN must give (club/secret); `false` lets anyone send. */
  auth?: { user: string; pass: string } | false;
  /** 0 (the default) picks a free port. */
  port?: number;
}

/** A message as it arrived: its envelope, its parsed headers and parts, and its source. */
export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  /** Who logged in to send it, when the server asks for credentials. */
  authUser: string | undefined;
  messageId: string | undefined;
  /** Address headers as written, e.g. `"Club" <noreply@club.test>`. */
  from: string | undefined;
  to: string | undefined;
  replyTo: string | undefined;
  subject: string | undefined;
  text: string | undefined;
  html: string | undefined;
  /** Every header by lowercase name, unfolded but not decoded; a repeated one's values on lines. */
  headers: Record<string, string>;
  raw: string;
}

type SmtpError = Error & { responseCode: number };

/** An address header as written; several of one name (two `To:` lines) joined. */
const addressText = (header: AddressObject | AddressObject[] | undefined) =>
  header
    ? [header]
        .flat()
        .map((address) => address.text)
        .join(', ')
    : undefined;

const smtpError = (responseCode: number, message: string): SmtpError =>
  Object.assign(new Error(message), { responseCode });

export async function startSmtpServer(options: SmtpServerOptions = {}) {
  const auth = options.auth === false ? null : (options.auth ?? { user: 'club', pass: 'secret' });
  let mode: SmtpMode = 'accept';
  const mails: ReceivedMail[] = [];
  const arrivals = new Set<() => void>();

  const refusal = () => {
    if (mode === 'refuse') return smtpError(550, 'Mailbox unavailable');
    if (mode === 'tempfail') return smtpError(451, 'Try again later');
    return null;
  };

  const smtp = new SMTPServer({
    secure: false,
    disabledCommands: auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authMethods: ['PLAIN', 'LOGIN'],
    authOptional: !auth,
    // Credentials in the clear are what a test on 127.0.0.1 wants; a real provider needs TLS.
    allowInsecureAuth: true,
    disableReverseLookup: true,
    logger: false,
    onAuth(credentials, _session, callback) {
      if (auth && credentials.username === auth.user && credentials.password === auth.pass) {
        return callback(null, { user: credentials.username });
      }
      callback(smtpError(535, 'Authentication credentials invalid'));
    },
    onMailFrom(_address, _session, callback) {
      callback(refusal());
    },
    onData(stream, session, callback) {
      receive(stream, session).then(
        () => callback(null),
        (error: Error) => callback(error),
      );
    },
  });
  // A client that drops its connection is an error to smtp-server; to the tests it is not.
  smtp.on('error', () => {});

  async function receive(stream: SMTPServerDataStream, session: SMTPServerSession) {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const refused = refusal();
    if (refused) throw refused;
    const raw = Buffer.concat(chunks);
    const parsed = await simpleParser(raw);
    const headers: Record<string, string> = {};
    for (const { key, line } of parsed.headerLines) {
      const value = line
        .slice(line.indexOf(':') + 1)
        .replace(/\r?\n[ \t]+/g, ' ')
        .trim();
      headers[key] = key in headers ? `${headers[key]}\n${value}` : value;
    }
    const { envelope } = session;
    mails.push({
      envelopeFrom: envelope.mailFrom ? envelope.mailFrom.address : '',
      envelopeTo: envelope.rcptTo.map((recipient) => recipient.address),
      authUser: typeof session.user === 'string' ? session.user : undefined,
      messageId: parsed.messageId,
      from: addressText(parsed.from),
      to: addressText(parsed.to),
      replyTo: addressText(parsed.replyTo),
      subject: parsed.subject,
      text: parsed.text,
      html: parsed.html || undefined,
      headers,
      raw: raw.toString('utf8'),
    });
    for (const arrival of arrivals) arrival();
  }

  // Our own listener, so that `hang` can hold a connection before smtp-server greets it and `down`
  // can close the port and open the same one again.
  const sockets = new Set<Socket>();
  const listener = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    if (mode === 'hang') socket.on('data', () => {});
    else smtp.connect(socket);
  });

  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      listener.once('error', reject);
      listener.listen(port, '127.0.0.1', () => {
        listener.off('error', reject);
        resolve();
      });
    });
  const stopListening = () => {
    if (!listener.listening) return Promise.resolve();
    const stopped = new Promise<void>((resolve) => listener.close(() => resolve()));
    for (const socket of sockets) socket.destroy();
    return stopped;
  };

  await listen(options.port ?? 0);
  const { port } = listener.address() as AddressInfo;
  const credentials = auth
    ? `${encodeURIComponent(auth.user)}:${encodeURIComponent(auth.pass)}@`
    : '';

  async function setMode(next: SmtpMode) {
    mode = next;
    if (next === 'down') await stopListening();
    else if (!listener.listening) await listen(port);
  }

  return {
    /** The URL to give the mailer, credentials included: `smtp://club:secret@127.0.0.1:PORT`. */
    url: `smtp://${credentials}127.0.0.1:${port}`,
    port,
    /** Every message received, oldest first. */
    mails,
    /** Resolves with the mails once at least `count` have arrived. */
    waitForMails(count: number, timeoutMs = 10_000) {
      return new Promise<ReceivedMail[]>((resolve, reject) => {
        const check = () => {
          if (mails.length < count) return;
          clearTimeout(timer);
          arrivals.delete(check);
          resolve([...mails]);
        };
        const timer = setTimeout(() => {
          arrivals.delete(check);
          const arrived = mails.map((mail) => `"${mail.subject}" to ${mail.envelopeTo.join(', ')}`);
          reject(
            new Error(
              `Expected ${count} mail(s) within ${timeoutMs} ms, ${mails.length} arrived` +
                (arrived.length ? `: ${arrived.join('; ')}` : ''),
            ),
          );
        }, timeoutMs);
        arrivals.add(check);
        check();
      });
    },
    /** Changes what the next connections meet; `down` and leaving it resolve once the port has. */
    setMode,
    mode: () => mode,
    /** Closes the port: connections are refused until `restart`. */
    stop: () => setMode('down'),
    /** Listens again on the same port, accepting mail. */
    restart: () => setMode('accept'),
    close: stopListening,
  };
}

export type SmtpTestServer = Awaited<ReturnType<typeof startSmtpServer>>;

// `node --import tsx server/test/mail/smtp-server.ts`: a mail server to try the site's mail with locally.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const server = await startSmtpServer({ port: Number(process.env.PORT ?? 0) });
  process.stdout.write(`SMTP_URL=${server.url}\n`);
  let shown = 0;
  setInterval(() => {
    for (const mail of server.mails.slice(shown)) {
      process.stdout.write(`${mail.envelopeTo.join(', ')}: ${mail.subject ?? '(no subject)'}\n`);
    }
    shown = server.mails.length;
  }, 500);
}
