// Sessions that really end, in the one-process shop over real HTTP, /ws and Redis: after a logout the same cookie is a
// visitor on read-api (401 on staff reads) and its open /ws closes at once, while the user's other sessions live on;
// a password change closes and refuses the other sessions and keeps its own. The write side in detail:
// command-api/src/auth/session-end.int.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { Shop } from './create-shop';
import { prepareTestShop } from './testing/test-shop';

const ADMIN = { email: 'chef@oran-food.dz', password: 'chef-secret-2024' };
const setup = prepareTestShop({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
let shop: Shop;
const sockets: WebSocket[] = [];

beforeAll(async () => {
  shop = await setup.start();
});
afterAll(async () => {
  for (const socket of sockets) socket.terminate();
  await setup.stop();
});

const login = async () => {
  const res = await fetch(`${shop.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { data: { userId: string; token: string } };
  return { userId: body.data.userId, cookie: `session=${body.data.token}` };
};

const staffRead = async (cookie: string) =>
  (await fetch(`${shop.url}/api/users`, { headers: { cookie } })).status;

/** A /ws connection with this cookie, open; `closed` resolves with the close code. */
const openSocket = async (cookie: string) => {
  const socket = new WebSocket(`${shop.url.replace('http', 'ws')}/ws`, { headers: { cookie } });
  sockets.push(socket);
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return { socket, closed };
};

describe('ending sessions across the shop', () => {
  it('a logout: the same cookie is a visitor on read-api and its open /ws closes; the other session lives on', async () => {
    const [ended, other] = [await login(), await login()];
    const [endedSocket, otherSocket] = [await openSocket(ended.cookie), await openSocket(other.cookie)];
    expect(await staffRead(ended.cookie)).toBe(200);

    const logout = await fetch(`${shop.url}/api/auth/logout`, {
      method: 'POST',
      headers: { cookie: ended.cookie },
    });
    expect(logout.status).toBe(200);

    expect(await endedSocket.closed).toBe(4401);
    expect(await staffRead(ended.cookie)).toBe(401);
    const me = await fetch(`${shop.url}/api/users/me/${ended.userId}`, { headers: { cookie: ended.cookie } });
    expect(((await me.json()) as { data: unknown }).data).toBeNull();
    expect(await staffRead(other.cookie)).toBe(200);
    expect(otherSocket.socket.readyState).toBe(WebSocket.OPEN);
  });

  it('a password change closes and refuses the other sessions, and keeps its own', async () => {
    const [current, other] = [await login(), await login()];
    const [currentSocket, otherSocket] = [await openSocket(current.cookie), await openSocket(other.cookie)];
    const change = await fetch(`${shop.url}/api/users/me/${current.userId}/password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: current.cookie },
      body: JSON.stringify({ password: ADMIN.password, newPassword: 'chef-secret-2025' }),
    });
    expect(change.status).toBe(200);
    expect(await otherSocket.closed).toBe(4401);
    await shop.waitForProjections();
    expect(await staffRead(other.cookie)).toBe(401);
    expect(await staffRead(current.cookie)).toBe(200);
    expect(currentSocket.socket.readyState).toBe(WebSocket.OPEN);
  });
});
