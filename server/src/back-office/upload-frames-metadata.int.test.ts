// Uploads keep one still frame and no metadata, over createShop (real HTTP, Redis, BullMQ, sharp):
// a 12-frame GIF whose frames together pass the worker's pixel limit still ends resized on the product, and a phone
// JPEG with EXIF GPS, camera and author is stored and served without any of it, turned upright.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonCaller } from '@shop/platform/testing/json-call';
import type { Shop } from '../create-shop';
import { prepareTestShop } from '../testing/test-shop';

const setup = prepareTestShop();
let shop: Shop;
let token: string;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers
type Body = Record<string, any>;

const call = jsonCaller(
  () => `${shop.url}/api`,
  () => ({ authorization: `Bearer ${token}` }),
);
const upload = async (bytes: Buffer, name: string, type: string) => {
  const form = new FormData();
  form.append('img', new Blob([bytes], { type }), name);
  const res = await fetch(`${shop.url}/api/uploads`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Body };
};

/**
 * An animated GIF: a `width`×`height` screen and `frames` frames of one pixel each (the smallest valid GIF frame). A
 * decoder renders every frame at the screen's size, so 12 frames of 1900×1800 are 41 M pixels: more than the worker's
 * limit when read as one animation, 3.4 M as a still.
 */
function animatedGif(width: number, height: number, frames: number): Buffer {
  const le = (n: number) => [n & 255, n >> 8];
  const bytes = [
    ...Buffer.from('GIF89a'),
    ...le(width),
    ...le(height),
    0x80, // global colour table of 2 colours
    0,
    0,
    ...[0xcc, 0x33, 0x33, 0xff, 0xff, 0xff],
    ...[0x21, 0xff, 0x0b, ...Buffer.from('NETSCAPE2.0'), 3, 1, 0, 0, 0], // loop for ever
  ];
  for (let i = 0; i < frames; i++)
    bytes.push(
      ...[0x21, 0xf9, 4, 0, 10, 0, 0, 0], // 100 ms
      ...[0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0], // a 1×1 frame at 0,0
      ...[2, 2, 0x44, 1, 0], // its LZW data
    );
  bytes.push(0x3b);
  return Buffer.from(bytes);
}

beforeAll(async () => {
  shop = await setup.start();
  const login = await call('POST', '/auth/login', { email: shop.admin.email, password: shop.admin.password });
  token = login.body.data.token as string;
}, 60_000);
afterAll(() => setup.stop());

describe('uploads keep one frame and no metadata', () => {
  it('a 12-frame GIF is stored as its first frame, resized by the worker, and the product shows the resized copy', async () => {
    const gif = animatedGif(1900, 1800, 12);
    expect((await sharp(gif).metadata()).pages).toBe(12);
    const res = await upload(gif, 'anim.gif', 'image/gif');
    expect(res.status).toBe(201);
    const { imageId, url } = res.body.data as { imageId: string; url: string };
    const stored = await sharp(join(setup.dataDir, url)).metadata();
    expect([stored.format, stored.pages ?? 1, stored.width, stored.height]).toEqual(['gif', 1, 1900, 1800]);

    const set = await call('PUT', '/products/margherita/image', { img: url });
    expect(set.status).toBe(200);
    // The worker resizes after the command: the product shows the resized copy once ImageResized is projected.
    await expect
      .poll(
        async () =>
          (await call('GET', '/products/margherita', undefined, { 'X-Min-Position': set.body.position })).body
            .data.img,
        { timeout: 20_000, interval: 50 },
      )
      .toBe(`/uploads/800/${imageId}.webp`);
  });

  it('a JPEG with EXIF GPS, camera and author: the stored and served original has no metadata and stands upright', async () => {
    const photo = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#3a6' } })
      .jpeg()
      .withExif({
        IFD0: { Artist: 'Amina Benali', Make: 'Canon', Model: 'EOS 5D' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '35/1 41/1 0/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '0/1 38/1 0/1',
        },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const before = await sharp(photo).metadata();
    expect(before.orientation).toBe(6);
    expect(photo.includes('Canon')).toBe(true);

    const res = await upload(photo, 'IMG_0001.jpg', 'image/jpeg');
    expect(res.status).toBe(201);
    const { url } = res.body.data as { url: string };
    const served = Buffer.from(await (await fetch(`${shop.url}${url}`)).arrayBuffer());
    expect(served.equals(readFileSync(join(setup.dataDir, url)))).toBe(true);
    const meta = await sharp(served).metadata();
    expect([meta.format, meta.exif, meta.xmp, meta.iptc, meta.orientation]).toEqual([
      'jpeg',
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    // Turned by its orientation before the tag went: 40×20 taken sideways is 20×40.
    expect([meta.width, meta.height]).toEqual([20, 40]);
    for (const trace of ['Canon', 'Amina', 'EOS 5D']) expect(served.includes(trace)).toBe(false);
  });
});
