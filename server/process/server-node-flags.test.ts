import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { SERVER_ENVIRONMENT, SERVER_NODE_FLAGS } from './server-node-flags';

const read = (file: string) => readFile(new URL(`../../${file}`, import.meta.url), 'utf8');
const serverCommand = `node ${SERVER_NODE_FLAGS.join(' ')} dist/server/main.js`;
const environment = Object.entries(SERVER_ENVIRONMENT).map(([name, value]) => `${name}=${value}`);

describe("the server's Node and memory settings", () => {
  it('are those npm start passes', async () => {
    const { scripts } = JSON.parse(await read('package.json'));
    expect(scripts.start).toContain(`${environment.join(' ')} ${serverCommand}`);
  });

  it('are those the systemd unit passes', async () => {
    const unit = await read('deploy/systemd/club-site@.service');
    expect(unit).toContain(`ExecStart=/usr/bin/${serverCommand}`);
    for (const setting of environment) expect(unit).toContain(`Environment=${setting}\n`);
  });
});
