// Whether a Docker engine answers, found out in about a second, so a run without one skips quickly.
import { request } from 'node:http';
import { existsSync } from 'node:fs';

export type DockerEngineStatus = { answers: true; endpoint: string } | { answers: false; reason: string };

type Endpoint = { label: string; socketPath?: string; host?: string; port?: number };

const candidateEndpoints = (env: NodeJS.ProcessEnv): Endpoint[] => {
  if (env.DOCKER_HOST) {
    const url = new URL(env.DOCKER_HOST);
    if (url.protocol === 'unix:') return [{ label: env.DOCKER_HOST, socketPath: url.pathname }];
    return [{ label: env.DOCKER_HOST, host: url.hostname, port: Number(url.port || 2375) }];
  }
  const sockets = ['/var/run/docker.sock', env.XDG_RUNTIME_DIR && `${env.XDG_RUNTIME_DIR}/docker.sock`];
  return sockets
    .filter((path): path is string => typeof path === 'string' && existsSync(path))
    .map((path) => ({ label: `unix://${path}`, socketPath: path }));
};

const ping = (endpoint: Endpoint, timeoutMs: number) =>
  new Promise<void>((resolve, reject) => {
    const req = request(
      {
        socketPath: endpoint.socketPath,
        host: endpoint.host,
        port: endpoint.port,
        path: '/_ping',
        timeout: timeoutMs,
        agent: false,
      },
      (res) => {
        res.resume();
        if (res.statusCode === 200) resolve();
        else reject(new Error(`${endpoint.label} answered /_ping with HTTP ${res.statusCode}`));
      },
    );
    req.on('timeout', () =>
      req.destroy(new Error(`${endpoint.label} did not answer within ${timeoutMs} ms`)),
    );
    req.on('error', (error) => reject(new Error(`${endpoint.label}: ${error.message}`)));
    req.end();
  });

export const findDockerEngine = async (env = process.env, timeoutMs = 1_000): Promise<DockerEngineStatus> => {
  const endpoints = candidateEndpoints(env);
  if (endpoints.length === 0)
    return { answers: false, reason: 'DOCKER_HOST is unset and no docker.sock exists' };
  const failures: string[] = [];
  for (const endpoint of endpoints) {
    try {
      await ping(endpoint, timeoutMs);
      return { answers: true, endpoint: endpoint.label };
    } catch (error) {
      failures.push((error as Error).message);
    }
  }
  return { answers: false, reason: failures.join('; ') };
};
