// Issue 11: a visitor of the public pages never downloads back-office, checkout or account code (lazy routes);
// the chunks that hold it are named by Vite's manifest of the built client.
import { describe, expect, it } from 'vitest';
import {
  entryChunkKey,
  publicRoutes,
  readManifest,
  staffChunks,
  staticClosure,
  zodChunks,
} from './support/chunks';
import { useShopAndBrowser } from './support/shop';

const e2e = useShopAndBrowser();

describe('code splitting', () => {
  it('the public pages load no zod before they paint: the schemas come with the forms that validate', () => {
    // zod is ≈ 25 KB gzip, an eighth of bench:client's 200 KB aim; a value imported from a contracts module that
    // defines schemas (not only a type) brings it into the entry.
    const manifest = readManifest();
    const zod = zodChunks(manifest);
    expect(zod.length).toBeGreaterThan(0); // the marker still names zod's code
    for (const route of publicRoutes) {
      const files = staticClosure(manifest, [entryChunkKey(manifest), ...route.lazyModules]);
      expect({ route: route.path, zod: files.filter((file) => zod.includes(file)) }).toEqual({
        route: route.path,
        zod: [],
      });
    }
  });

  it('home → menu → product → contact fetch no staff or checkout chunk; the back-office login fetches its own', async () => {
    const staff = staffChunks(readManifest());
    // Each staff or checkout area is a lazy chunk of its own (code in the entry would not show in this list).
    const sources = [...staff.values()].join(' ');
    for (const area of [
      'app/routes/dashboard/',
      'app/routes/account/',
      'features/checkout/',
      'features/profile/',
      'features/stats/',
      'features/catalogue-admin/',
      'features/settings-admin/',
    ])
      expect(sources).toContain(area);
    const { context, page } = await e2e.openPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const [newest] = (await e2e.shop.products({ limit: 1 })).data;
    if (!newest) throw new Error('the seeded menu has no product');
    try {
      await page.goto('/');
      await page.getByRole('link', { name: 'Voir le menu' }).first().click();
      await page.getByRole('link', { name: newest.name }).first().click();
      await page.waitForURL((url) => url.pathname === `/menu/${newest._id}`);
      await page.getByRole('heading', { level: 1, name: newest.name }).waitFor();
      await page.goto('/contact');
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(scripts.filter((path) => staff.has(path))).toEqual([]);

      // The guard sends a visitor of /dashboard to the login form, lazily loaded: scripts do load on demand.
      const before = scripts.length;
      await page.goto('/authentication/login');
      await page.getByRole('button', { name: 'Se connecter' }).waitFor();
      expect(scripts.length).toBeGreaterThan(before);
    } finally {
      await context.close();
    }
  });
});
