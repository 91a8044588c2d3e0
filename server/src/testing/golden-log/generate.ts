// Generates the golden log once (docs/event-log.md, "Golden log"): the demo seed, then three days of a small
// shop (customers signing up, orders delivered and served, promo codes, points, cancellations, a new promo, a price
// change, an account deleted), all through the shop's HTTP API on a fake clock. Writes golden-log.jsonl.gz (the
// export, exactly as stored) and golden-keys.sqlite (its personal-data keys) next to this file.
//   npx tsx server/src/testing/golden-log/generate.ts
// Regenerate only on purpose: the snapshot (golden-read-models.json) is then rewritten by the golden test with
// UPDATE_GOLDEN=1, and the diff reviewed.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { openStoredEventStore } from '@shop/platform';
import { createSessionTokens, loadSecrets } from '@shop/platform/auth/index';
import { selectEvents, writeLogFile } from '@shop/platform/eventstore/log/index';
import { jsonCaller } from '@shop/platform/testing/json-call';
import { prepareTestShop } from '../test-shop';
import { goldenKeysFile, goldenLogFile } from './files';

let clock = Date.parse('2026-11-02T10:00:00.000Z'); // 11:00 in Oran, a Monday
const now = () => new Date(clock);
const later = (minutes: number) => (clock += minutes * 60_000);

async function main() {
  const admin = { email: 'admin@oran-food.example', password: 'golden-admin-1' };
  const setup = prepareTestShop({
    name: 'golden',
    env: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password },
  });
  const shop = await setup.start({ now });
  try {
    const call = jsonCaller(`${shop.url}/api`);
    const ok = async (method: string, path: string, body?: unknown, headers?: Record<string, string>) => {
      later(3);
      const res = await call(method, path, body, headers);
      if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
      await shop.waitForProjections(20_000);
      return res.body;
    };
    const login = async (email: string, password: string) => {
      const body = await ok('POST', '/auth/login', { email, password });
      return { authorization: `Bearer ${body.data.token as string}` };
    };
    const staff = await login(admin.email, admin.password);
    const sessions = createSessionTokens(loadSecrets(setup.dataDir, setup.config).jwtSecret);

    const products = ((await ok('GET', '/products?limit=100')).data as { _id: string }[]).map((p) => p._id);
    const people = [
      ['Amina', 'Benali', '0550123456', 'centre-ville'],
      ['Karim', 'Haddad', '0661987654', 'gambetta'],
      ['Yasmine', 'Khelifi', '0770112233', 'bir-el-djir'],
      ['Nadir', 'Bouzid', '0540998877', 'usto'],
    ] as const;
    type Customer = {
      userId: string;
      auth: Record<string, string>;
      password: string;
      delivery: { recipient: string; phone: string; districtId: string; address: string };
    };
    const customers: Customer[] = [];
    for (const [name, lastName, phone, district] of people) {
      const email = `${name.toLowerCase()}@golden.example`;
      const password = `${name.toLowerCase()}-secret-1`;
      const signUp = await ok('POST', '/auth/signup', { name, lastName, email, password, language: 'fr' });
      const userId = signUp.data.userId as string;
      // Signed in as the verification link would (the mail's token is not needed for the log).
      const auth = { authorization: `Bearer ${await sessions.sign(userId)}` };
      const address = `${phone.slice(-2)} rue des Oliviers`;
      await ok('PUT', `/users/me/${userId}`, { name, lastName, number: phone, district, address }, auth);
      customers.push({
        userId,
        auth,
        password,
        delivery: { recipient: `${name} ${lastName}`, phone, districtId: district, address },
      });
    }

    let n = 0;
    const order = async (
      who: Customer,
      type: 'delivery' | 'on_site',
      extra: { promo?: string; points?: number } = {},
    ) => {
      n += 1;
      const lines = [
        { productId: products[n % products.length]!, quantity: 1 + (n % 3) },
        { productId: products[(n * 7) % products.length]!, quantity: 1 },
      ];
      const started = await ok('POST', '/orders', { type, lines }, who.auth);
      const id = started.data._id as string;
      if (extra.promo) await ok('POST', `/orders/${id}/promo`, { promo_code: extra.promo }, who.auth);
      if (extra.points) await ok('POST', `/orders/${id}/points`, { points: extra.points }, who.auth);
      await ok(
        'POST',
        `/orders/${id}/place`,
        {
          delivery:
            type === 'delivery'
              ? who.delivery
              : { recipient: who.delivery.recipient, phone: who.delivery.phone },
        },
        { ...who.auth, 'idempotency-key': `golden-${n}` },
      );
      return id;
    };
    const step = (id: string, state: string) => ok('PATCH', `/orders/${id}`, { state }, staff);
    const [amina, karim, yasmine, nadir] = customers as [Customer, Customer, Customer, Customer];

    for (let day = 0; day < 3; day += 1) {
      clock = Date.parse('2026-11-02T10:00:00.000Z') + day * 86_400_000;
      const a = await order(amina, 'delivery', day === 0 ? { promo: 'BIENVENUE20' } : {});
      const b = await order(karim, 'on_site');
      const c = await order(yasmine, 'delivery', day === 2 ? { points: 5 } : { promo: 'ORAN10' });
      const d = await order(nadir, 'on_site');
      await step(a, 'accepted');
      await step(a, 'delivered');
      await step(b, 'served');
      await step(c, 'out_for_delivery');
      if (day < 2) await step(c, 'delivered');
      await ok(
        'POST',
        `/orders/${d}/cancel`,
        { reason: day === 1 ? 'sold_out' : 'customer' },
        day === 1 ? staff : nadir.auth,
      );
      if (day === 0) {
        await ok(
          'POST',
          '/promos',
          { code: 'GOLDEN5', percentage: 5, startsAt: new Date(clock).toISOString(), validForHours: 96 },
          staff,
        );
      }
      if (day === 1) {
        const product = (await ok('GET', `/products/${products[0]}`)).data;
        await ok(
          'PUT',
          `/products/${products[0]}`,
          {
            name: product.name,
            size: product.size,
            description: product.description,
            price: product.price + 100,
            sold: product.sold,
            categoryId: product.category._id,
          },
          staff,
        );
        await ok('PATCH', '/promos/ETE15/activate', undefined, staff);
      }
      if (day === 2) await order(karim, 'delivery', { promo: 'ORAN10' });
    }
    // Nadir leaves: his personal data becomes unreadable everywhere (crypto-shredding), his orders stay.
    await ok('DELETE', `/users/me/${nadir.userId}`, { password: nadir.password }, nadir.auth);
  } finally {
    await shop.close();
  }

  const store = openStoredEventStore(setup.config);
  const count = await writeLogFile(goldenLogFile, selectEvents(store));
  await store.close();
  rmSync(goldenKeysFile, { force: true });
  const keys = new Database(join(setup.dataDir, 'keys.sqlite'));
  keys.exec(`VACUUM INTO '${goldenKeysFile.replaceAll("'", "''")}'`);
  keys.close();
  await setup.stop();
  console.log(`Golden log: ${count} events in ${goldenLogFile}, keys in ${goldenKeysFile}.`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
