import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { findDockerEngine } from './docker-engine';

describe('findDockerEngine', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  const listen = (status: number) =>
    new Promise<number>((resolve) => {
      server = createServer((req, res) => res.writeHead(req.url === '/_ping' ? status : 404).end('OK'));
      server.listen(0, '127.0.0.1', () => resolve((server!.address() as AddressInfo).port));
    });

  it('finds an engine that answers /_ping at DOCKER_HOST', async () => {
    const port = await listen(200);
    expect(await findDockerEngine({ DOCKER_HOST: `tcp://127.0.0.1:${port}` })).toEqual({
      answers: true,
      endpoint: `tcp://127.0.0.1:${port}`,
    });
  });

  it('says why when the endpoint refuses or answers badly', async () => {
    const port = await listen(500);
    const bad = await findDockerEngine({ DOCKER_HOST: `tcp://127.0.0.1:${port}` });
    expect(bad).toEqual({ answers: false, reason: `tcp://127.0.0.1:${port} answered /_ping with HTTP 500` });
    await new Promise<void>((resolve) => server!.close(() => resolve()));
    server = undefined;
    const refused = await findDockerEngine({ DOCKER_HOST: `tcp://127.0.0.1:${port}` });
    expect(refused.answers).toBe(false);
    expect(refused).toMatchObject({ reason: expect.stringContaining('ECONNREFUSED') });
  });

  it('says so when there is nowhere to look', async () => {
    const status = await findDockerEngine({ XDG_RUNTIME_DIR: '/nonexistent' });
    if (status.answers) return expect(status.endpoint).toBe('unix:///var/run/docker.sock');
    expect(status.reason).toBe('DOCKER_HOST is unset and no docker.sock exists');
  });
});
