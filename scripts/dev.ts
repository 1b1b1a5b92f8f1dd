// `npm run dev`: the API with reload on change, and the Vite dev server (hot reload) in front of it.
// Open the Vite address; it forwards /api to the API server.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3000';
const vitePort = '5173';
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, PUBLIC_URL: `http://localhost:${vitePort}` },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];

const stopAll = () => {
  for (const child of children) child.kill('SIGTERM');
};
for (const child of children) child.on('exit', stopAll);
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
