// Messages between the instances that share one database (PostgreSQL's LISTEN/NOTIFY), so that what
// one instance keeps in memory can follow what another changed. The embedded database serves one
// process, so there a message only has to reach the listeners of that process.

/** Called with each message; with `undefined` when messages may have been missed (a lost connection). */
export type NotificationHandler = (payload: string | undefined) => void;

export interface Notifications {
  /** Sends `payload` to every listener of `channel` on every instance, this one included. */
  notify(channel: string, payload: string): Promise<void>;
  /** Listens on `channel` until the returned function is called. */
  listen(channel: string, onMessage: NotificationHandler): Promise<() => Promise<void>>;
}

/** A channel is an unquoted SQL identifier, so it can be written into LISTEN as it is. */
export function assertChannelName(channel: string): void {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) {
    throw new Error(`"${channel}" is not a valid notification channel name`);
  }
}

/** The listeners of one process, by channel. */
export function createChannelHandlers() {
  const handlers = new Map<string, Set<NotificationHandler>>();
  return {
    channels: () => [...handlers.keys()],
    /** Answers whether it is the channel's first listener. */
    add(channel: string, handler: NotificationHandler): boolean {
      assertChannelName(channel);
      const listeners = handlers.get(channel);
      if (listeners) {
        listeners.add(handler);
        return false;
      }
      handlers.set(channel, new Set([handler]));
      return true;
    },
    /** Answers whether it was the channel's last listener. */
    remove(channel: string, handler: NotificationHandler): boolean {
      const listeners = handlers.get(channel);
      if (!listeners?.delete(handler) || listeners.size > 0) return false;
      handlers.delete(channel);
      return true;
    },
    deliver(channel: string, payload: string | undefined) {
      for (const handler of handlers.get(channel) ?? []) handler(payload);
    },
    /** Tells every listener that messages may have been missed. */
    deliverMissed() {
      for (const listeners of handlers.values()) {
        for (const handler of listeners) handler(undefined);
      }
    },
    clear: () => handlers.clear(),
  };
}

/** The embedded database's notifications: one process, so delivered in that process. */
export function localNotifications(): Notifications {
  const handlers = createChannelHandlers();
  return {
    notify: async (channel, payload) => handlers.deliver(channel, payload),
    listen: async (channel, onMessage) => {
      handlers.add(channel, onMessage);
      return async () => {
        handlers.remove(channel, onMessage);
      };
    },
  };
}
