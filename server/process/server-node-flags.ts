// The V8 settings the server starts with, which Node reads only from its command line, and the
// C library's memory setting, which it reads only from the environment: `npm start` and the systemd
// unit pass them (a test holds the three alike), and so does the tests' built server. Without them,
// Node 24 on a machine with much memory sized the young heap at 2 × 64 MB and put off the first full
// collection until hundreds of MB of start-up garbage had piled up: 420 MB idle.
// `--optimize-for-size` grows the old heap in smaller steps and fixes the young heap at 2 × 1 MB,
// whatever the semi-space settings say; the ceiling of 4 MB keeps it small should a later V8 stop
// doing so. Decision 55 has the measurements.
export const SERVER_NODE_FLAGS = [
  '--max-semi-space-size=4',
  '--initial-old-space-size=16',
  '--v8-pool-size=2',
  '--no-maglev',
  '--optimize-for-size',
];

/**
 * glibc hands memory blocks of 64 kB and more straight from the system and gives them back when
 * freed. Left to itself it raises that threshold after the first large block is freed, and then
 * serves the same blocks from its heap, where freed memory stays resident: a CSV export writes a
 * few hundred such blocks, and held about 10 MB more (decision 55). Other C libraries ignore it.
 */
export const SERVER_ENVIRONMENT = { MALLOC_MMAP_THRESHOLD_: '65536' };
