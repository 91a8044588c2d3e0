// An HTTP server of a test, listening on a free port of the loopback interface.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type LocalServer = {
  /** `http://127.0.0.1:<port>` */
  url: string;
  close(): Promise<void>;
};

/** Starts `server` on a free port of 127.0.0.1 (port 0); close() stops it. */
export async function listenLocally(server: Server): Promise<LocalServer> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
