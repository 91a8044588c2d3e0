import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { ChannelMessage } from '@shop/contracts';
import { buildProblem } from '@shop/platform/http/problem';
import { fromOwnOrigin } from '@shop/platform/http/same-origin';
import { anonymousViewer, canReceive, type Viewer } from './audience';
import type { Logger } from './logger';

export type WebSocketHub = {
  attach(server: Server, path?: string): void;
  /** To the sockets the message's audience allows (audience.ts): never another customer's. */
  broadcast(message: ChannelMessage): void;
  /** Identifies this user's sockets again (a session of theirs ended): the ones now signed out are closed. */
  reidentifyUser(userId: string): void;
  readonly clientCount: number;
  close(): Promise<void>;
};

/** Close code of a socket whose session ended (4000-4999: the application's own). */
export const SESSION_ENDED = 4401;

/** The headers a session is read from, kept (for signed-in clients only) to identify the viewer again. */
type Credentials = { headers: { cookie?: string; authorization?: string } };
type Client = { viewer: Viewer; alive: boolean; credentials?: Credentials };

/** Who an upgrade request comes from (its session cookie or Bearer token); an anonymous viewer when unknown. */
export type IdentifyViewer = (req: Pick<IncomingMessage, 'headers'>) => Promise<Viewer>;

/**
 * `/ws`: pushes change messages to the clients allowed to see them (audience.ts); pings every keepaliveMs,
 * drops the silent. A signed-in client's viewer is identified again from its upgrade's credentials when a change
 * message names that user (role changed, account deleted) and on every keepalive tick (session expired, password
 * reset), so a demoted moderator stops hearing staff messages without having to reconnect.
 */
export function createWebSocketHub(
  logger: Logger,
  keepaliveMs = 30_000,
  identify: IdentifyViewer = async () => anonymousViewer,
  opts: { publicUrl?: string } = {},
): WebSocketHub {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 4 * 1024 });
  const clients = new Map<WebSocket, Client>();
  const detachers: (() => void)[] = [];

  const credentialsOf = (req: IncomingMessage): Credentials => {
    const { cookie, authorization } = req.headers;
    return {
      headers: { ...(cookie ? { cookie } : {}), ...(authorization ? { authorization } : {}) },
    };
  };

  /** A signed-in socket found signed out (logout, expiry, password reset or change, deletion) is closed. */
  const reidentify = (socket: WebSocket, client: Client): void => {
    if (!client.credentials) return;
    identify(client.credentials)
      .then((viewer) => {
        client.viewer = viewer;
        if (!viewer.userId) socket.close(SESSION_ENDED, 'session ended');
      })
      .catch((err: unknown) => logger.warn({ err }, 'websocket: could not read the session again'));
  };
  const reidentifyUser = (userId: string): void => {
    for (const [socket, client] of clients) if (client.viewer.userId === userId) reidentify(socket, client);
  };

  wss.on('connection', (socket: WebSocket, req: IncomingMessage, viewer: Viewer = anonymousViewer) => {
    const client: Client = {
      viewer,
      alive: true,
      ...(viewer.userId ? { credentials: credentialsOf(req) } : {}),
    };
    clients.set(socket, client);
    socket.on('pong', () => (client.alive = true));
    socket.on('close', () => clients.delete(socket));
    socket.on('error', (err) => logger.debug({ err }, 'websocket client error'));
    // Clients only listen; whatever they send is ignored.
  });

  /** An upgrade another site's page asked for (it would hear the messages the cookie's user may hear): 403. */
  const refuseCrossOrigin = (req: IncomingMessage, socket: Duplex): void => {
    const body = JSON.stringify(buildProblem('request.cross_origin', req.headers['accept-language']));
    socket.end(
      'HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Type: application/problem+json\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  };

  const keepalive = setInterval(() => {
    for (const [socket, client] of clients) {
      if (!client.alive) {
        clients.delete(socket);
        socket.terminate();
        continue;
      }
      client.alive = false;
      socket.ping();
      reidentify(socket, client);
    }
  }, keepaliveMs);
  keepalive.unref();

  return {
    attach(server, path = '/ws') {
      const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
        const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
        if (pathname !== path) {
          // Another upgrade handler (e.g. a dev server) may want it; with none, do not leave it hanging.
          if (server.listenerCount('upgrade') === 1) socket.destroy();
          return;
        }
        if (!fromOwnOrigin(req.headers, opts.publicUrl)) return refuseCrossOrigin(req, socket);
        identify(req)
          .catch((err: unknown) => {
            logger.warn({ err }, 'websocket: could not read the session; connecting as a visitor');
            return anonymousViewer;
          })
          .then((viewer) => {
            if (socket.destroyed) return;
            wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req, viewer));
          });
      };
      server.on('upgrade', onUpgrade);
      detachers.push(() => server.off('upgrade', onUpgrade));
    },

    broadcast(message) {
      if (message.type === 'changed' && message.topic === 'users' && message.id) reidentifyUser(message.id);
      const json = JSON.stringify(message);
      for (const [socket, client] of clients) {
        if (socket.readyState === socket.OPEN && canReceive(client.viewer, message.audience))
          socket.send(json);
      }
    },

    reidentifyUser,

    get clientCount() {
      return clients.size;
    },

    async close() {
      clearInterval(keepalive);
      for (const detach of detachers.splice(0)) detach();
      for (const socket of clients.keys()) socket.close(1001, 'server shutting down');
      // Give close frames a moment, then cut whoever did not answer.
      await new Promise((resolve) => setTimeout(resolve, 50));
      for (const socket of clients.keys()) socket.terminate();
      clients.clear();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
