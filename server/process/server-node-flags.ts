// The V8 settings the server starts with, which Node reads only from its command line: `npm start`
// and the systemd unit pass them (a test holds the three alike), and so does the tests' built
// server. Without them, Node 24 on a machine with much memory sized the young heap at 2 × 64 MB and
// put off the first full collection until hundreds of MB of start-up garbage had piled up: 420 MB
// idle. `--optimize-for-size` grows the old heap in smaller steps; it would also shrink the young
// heap, which the lower bound keeps at 2 × 4 MB. Decision 55 has the measurements.
export const SERVER_NODE_FLAGS = [
  '--min-semi-space-size=4',
  '--max-semi-space-size=4',
  '--initial-old-space-size=16',
  '--v8-pool-size=2',
  '--no-maglev',
  '--optimize-for-size',
];
