// PostgreSQL delivers a NOTIFY only to the sessions that LISTEN, and a pooled connection changes
// hands, so each process listens on one connection of its own, opened while anything listens. When
// that connection is lost (a restart, a failover) it is opened again with a growing pause, and the
// listeners are told that messages may have been missed; the process never crashes over it.
import pg from 'pg';
import { createChannelHandlers, type Notifications } from './notifications';

const FIRST_RETRY_MS = 500;
const LONGEST_RETRY_MS = 30_000;

export function postgresNotifications(
  connectionString: string,
  pool: pg.Pool,
): Notifications & { close(): Promise<void> } {
  const handlers = createChannelHandlers();
  let listener: pg.Client | undefined;
  let connecting: Promise<void> | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let failures = 0;
  let missedSome = false;

  function connect(): Promise<void> {
    connecting ??= openListener().finally(() => {
      connecting = undefined;
    });
    return connecting;
  }

  async function openListener() {
    const client = new pg.Client({
      connectionString,
      connectionTimeoutMillis: 5000,
      // A LISTEN that gets no answer (a hung server) fails, and the connection is tried again.
      query_timeout: 5000,
      // A connection that silently died (a dropped network path) is noticed and replaced.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    client.on('notification', (message) => handlers.deliver(message.channel, message.payload));
    // An error ends the connection; 'end' handles both.
    client.on('error', () => {});
    client.on('end', () => {
      if (listener !== client) return;
      listener = undefined;
      retryLater('the connection was lost');
    });
    try {
      await client.connect();
      for (const channel of handlers.channels()) await client.query(`listen ${channel}`);
    } catch (error) {
      client.end().catch(() => {});
      retryLater(error instanceof Error ? error.message : String(error));
      return;
    }
    // Everyone stopped listening while the connection opened.
    if (handlers.channels().length === 0) {
      await client.end().catch(() => {});
      return;
    }
    listener = client;
    failures = 0;
    if (missedSome) {
      missedSome = false;
      handlers.deliverMissed();
    }
  }

  function retryLater(reason: string) {
    missedSome = true;
    if (handlers.channels().length === 0 || retryTimer) return;
    const pause = Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** failures);
    failures += 1;
    console.warn(
      `Listening for PostgreSQL notifications failed (${reason}); retrying in ${pause} ms.`,
    );
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, pause);
    retryTimer.unref();
  }

  async function stop() {
    clearTimeout(retryTimer);
    retryTimer = undefined;
    const client = listener;
    listener = undefined;
    failures = 0;
    missedSome = false;
    await connecting;
    await client?.end().catch(() => {});
  }

  return {
    notify: async (channel, payload) => {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    listen: async (channel, onMessage) => {
      const isNewChannel = handlers.add(channel, onMessage);
      // While a retry waits, the listener hears about missed messages once it is back.
      if (!listener && !retryTimer) await connect();
      if (listener && isNewChannel) await listener.query(`listen ${channel}`).catch(() => {});
      return async () => {
        if (!handlers.remove(channel, onMessage)) return;
        if (handlers.channels().length === 0) await stop();
        else await listener?.query(`unlisten ${channel}`).catch(() => {});
      };
    },
    close: async () => {
      handlers.clear();
      await stop();
    },
  };
}
