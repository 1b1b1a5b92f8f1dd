// A third party that accepts the connection, reads the request and never answers: the hung
// service that time limits exist for.
import { type AddressInfo, createServer, type Socket } from 'node:net';

export async function startSilentServer() {
  const sockets = new Set<Socket>();
  let requests = 0;
  const server = createServer((socket) => {
    sockets.add(socket);
    // A client may open a spare connection it never uses; a request is a connection that spoke.
    socket.once('data', () => requests++);
    socket.on('data', () => {});
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    /** How many requests it has received (and left unanswered). */
    requests: () => requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

export type SilentServer = Awaited<ReturnType<typeof startSilentServer>>;
