// A TCP proxy in front of a server, for tests of what the app does when that server fails: it can
// stop forwarding (the connections stay open and every byte is held, as with a server that hangs),
// refuse connections (as with a server that is down), and resume.
import net from 'node:net';

export interface TcpProxy {
  /** The port to connect to instead of the server's. */
  port: number;
  /** Holds every byte, both ways, on every connection, open or new, until `resume`. */
  hang(): void;
  /** Closes every connection and refuses new ones until `resume`. */
  refuse(): Promise<void>;
  /** Forwards again, held bytes first. */
  resume(): Promise<void>;
  close(): Promise<void>;
}

interface Pipe {
  from: net.Socket;
  to: net.Socket;
  held: Buffer[];
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let hanging = false;
  const pipes = new Set<Pipe>();
  const sockets = new Set<net.Socket>();

  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  };

  const forward = (from: net.Socket, to: net.Socket) => {
    const pipe: Pipe = { from, to, held: [] };
    pipes.add(pipe);
    from.on('data', (chunk) => {
      if (hanging) pipe.held.push(chunk);
      else to.write(chunk);
    });
    // One side gone, the other goes too, with whatever it held.
    from.on('close', () => {
      pipes.delete(pipe);
      to.destroy();
    });
    from.on('error', () => {});
  };

  const server = net.createServer((client) => {
    const upstream = net.connect(target);
    track(client);
    track(upstream);
    forward(client, upstream);
    forward(upstream, client);
  });

  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const stopListening = () => new Promise<void>((resolve) => server.close(() => resolve()));

  await listen(0);
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the proxy has no port');
  const port = address.port;

  return {
    port,
    hang() {
      hanging = true;
    },
    async refuse() {
      const stopped = stopListening();
      for (const socket of sockets) socket.destroy();
      await stopped;
    },
    async resume() {
      hanging = false;
      for (const pipe of pipes) {
        for (const chunk of pipe.held.splice(0)) pipe.to.write(chunk);
      }
      if (!server.listening) await listen(port);
    },
    async close() {
      const stopped = server.listening ? stopListening() : Promise.resolve();
      for (const socket of sockets) socket.destroy();
      await stopped;
    },
  };
}
