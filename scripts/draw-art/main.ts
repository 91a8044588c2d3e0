// Generates the shop's demo artwork (hand-made flat SVG illustrations) into frontend/public.
// Usage: npx tsx scripts/draw-art/main.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { at, between, circle, ellipse, g, leaf, line, path, rect, reuse, rng, shadow, svg } from './lib.ts';
import {
  C,
  baklava,
  burger,
  chawarma,
  cherryTomato,
  citronnade,
  crepe,
  fondant,
  fries,
  jusOrange,
  karantika,
  makrout,
  olivesAndBasil,
  panini,
  pizza,
  salad,
  soda,
  tacos,
  teaGlass,
  teapot,
  theMenthe,
  tiramisu,
  zlabiaPiece,
  zlabiaPlate,
} from './food.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../frontend/public');

type Cat = 'pizzas' | 'burgers' | 'tacos' | 'sandwichs' | 'salades' | 'desserts' | 'boissons';

/** Soft product-card tint and stronger category tile colour per category. */
const TINT: Record<Cat, { soft: string; strong: string; dots: string }> = {
  pizzas: { soft: '#fde2cf', strong: '#f7b98f', dots: '#f3a577' },
  burgers: { soft: '#fdebc6', strong: '#f9cf7a', dots: '#f2bd5a' },
  tacos: { soft: '#fbe5c4', strong: '#f4c07c', dots: '#eaab60' },
  sandwichs: { soft: '#f7e6d0', strong: '#eec594', dots: '#e3b17a' },
  salades: { soft: '#e4f1d3', strong: '#b9dc94', dots: '#a2cf78' },
  desserts: { soft: '#f9dfe1', strong: '#f2b6ad', dots: '#eba196' },
  boissons: { soft: '#dbefec', strong: '#9fd6cd', dots: '#86c9bf' },
};

function sprinkles(seed: number, color: string, count: number): string {
  const r = rng(seed);
  let s = '';
  for (let i = 0; i < count; i++) {
    const a = r() * Math.PI * 2;
    const d = between(r, 178, 260);
    const x = 200 + Math.cos(a) * d;
    const y = 200 + Math.sin(a) * d;
    if (x < 10 || x > 390 || y < 10 || y > 390) continue;
    s += circle(x, y, between(r, 3, 7), color, { opacity: 0.7 });
  }
  return s;
}

function productCard(cat: Cat, art: string, seed: number): string {
  const t = TINT[cat];
  const bg = rect(0, 0, 400, 400, 0, '#fff8ef') + circle(200, 204, 172, t.soft) + sprinkles(seed, t.soft, 14);
  return svg(400, 400, bg + art);
}

function categoryTile(cat: Cat, art: string, seed: number): string {
  const t = TINT[cat];
  const bg =
    rect(0, 0, 400, 400, 0, t.strong) + circle(200, 204, 168, '#fff4e6') + sprinkles(seed, t.dots, 18);
  return svg(400, 400, bg + art);
}

const place = (art: string, s = 1, dx = 0, dy = 0, rot = 0): string => g(art, at(200 + dx, 200 + dy, s, rot));

const products: Record<string, { cat: Cat; art: () => string }> = {
  margherita: { cat: 'pizzas', art: () => place(pizza('margherita', 2), 1.08) },
  'quatre-fromages': { cat: 'pizzas', art: () => place(pizza('fromages', 4), 1.08) },
  'pizza-thon': { cat: 'pizzas', art: () => place(pizza('thon', 6), 1.08) },
  'pizza-merguez': { cat: 'pizzas', art: () => place(pizza('merguez', 8), 1.08) },
  'classic-burger': { cat: 'burgers', art: () => place(burger('classic'), 1.12) },
  'cheese-burger': { cat: 'burgers', art: () => place(burger('cheese'), 1.12) },
  'chicken-burger': { cat: 'burgers', art: () => place(burger('chicken'), 1.08) },
  'tacos-poulet': { cat: 'tacos', art: () => place(tacos('poulet', 3), 1.04, 0, 4) },
  'tacos-viande-hachee': { cat: 'tacos', art: () => place(tacos('viande', 4), 1.04, 0, 4) },
  'tacos-mixte': { cat: 'tacos', art: () => place(tacos('mixte', 5), 1.04, 0, 4) },
  'chawarma-poulet': { cat: 'sandwichs', art: () => place(chawarma('poulet'), 1.05, 0, 10) },
  'chawarma-viande': { cat: 'sandwichs', art: () => place(chawarma('viande'), 1.05, 0, 10) },
  'panini-thon': { cat: 'sandwichs', art: () => place(panini(), 1.05, 0, -8) },
  karantika: { cat: 'sandwichs', art: () => place(karantika(), 1.05, 0, -4) },
  'salade-cesar': { cat: 'salades', art: () => place(salad('cesar'), 1.08) },
  'salade-nicoise': { cat: 'salades', art: () => place(salad('nicoise'), 1.08) },
  'salade-mechouia': { cat: 'salades', art: () => place(salad('mechouia'), 1.08) },
  tiramisu: { cat: 'desserts', art: () => place(tiramisu(), 1.02, -8, 10) },
  'fondant-chocolat': { cat: 'desserts', art: () => place(fondant(), 1.02, 0, 10) },
  'crepe-nutella': { cat: 'desserts', art: () => place(crepe(), 1.0, 0, 20) },
  zlabia: { cat: 'desserts', art: () => place(zlabiaPlate(), 1.05, 0, 0) },
  citronnade: { cat: 'boissons', art: () => place(citronnade(), 1.0, 10, 14) },
  'jus-orange': { cat: 'boissons', art: () => place(jusOrange(), 1.0, 0, 20) },
  'the-menthe': { cat: 'boissons', art: () => place(theMenthe(), 1.0, -10, 24) },
};

// Category tiles are shown cropped to 16:10 (y 75..325 of the square), so the food stays in that band.
const categories: Record<Cat, () => string> = {
  pizzas: () =>
    place(pizza('margherita', 12), 0.74) +
    g(cherryTomato(), at(52, 196)) +
    g(cherryTomato(), at(72, 230, 0.8)) +
    g(cherryTomato(), at(350, 170, 0.9)) +
    leaf(344, 222, 40, 12, 40, C.basil, C.basilVein) +
    leaf(48, 150, 34, 10, -30, '#4aad53', C.basilVein),
  burgers: () => place(fries(), 0.7, -112, 18) + place(burger('classic'), 0.92, 42, 4),
  tacos: () => place(tacos('mixte', 21), 0.86, 0, 6),
  sandwichs: () => place(panini(), 0.6, -62, 24) + place(chawarma('viande', 25), 0.72, 96, 0),
  salades: () =>
    place(salad('nicoise', 27), 0.7) +
    leaf(52, 170, 44, 15, -30, C.lettuce, C.lettuceDark) +
    leaf(348, 226, 44, 15, 40, '#8cc24e', C.lettuceDark) +
    g(cherryTomato(), at(340, 160, 0.9)),
  desserts: () =>
    place(fondant(), 0.78, 18, 10) +
    g(zlabiaPiece(), at(64, 150, 0.62, 10)) +
    g(zlabiaPiece(), at(70, 246, 0.56, 50)),
  boissons: () => place(citronnade(33), 0.66, -66, 4) + place(jusOrange(), 0.66, 74, 14),
};

/* ----------------------------------------------------------------- banners */
// Banners are 3:1 on desktop but cropped to 16:9 on phones (x 244..956 visible), and the page lays a dark
// gradient with the title over the bottom-left, so the hero food sits around the centre.

function banner1(): string {
  const defs =
    '<linearGradient id="b1" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="#7c2313"/><stop offset=".5" stop-color="#a8361d"/><stop offset="1" stop-color="#c94b27"/></linearGradient>';
  const r = rng(101);
  let s = rect(0, 0, 1200, 400, 0, 'url(#b1)');
  for (let i = 0; i < 40; i++)
    s += circle(between(r, 0, 1200), between(r, 0, 400), between(r, 1, 2.5), '#fff3e0', { opacity: 0.18 });
  // wooden board with the hero pizza
  s += g(
    shadow(0, 14, 200, 196, 0.25) +
      circle(0, 0, 198, '#b77a3f') +
      circle(0, 0, 186, '#c98a4b') +
      rect(176, -22, 120, 44, 22, '#b77a3f'),
    at(650, 205, 1, 80),
  );
  s += g(pizza('margherita', 41), at(650, 205, 1.12));
  s += g(pizza('merguez', 43), at(1020, 110, 0.9));
  s += g(pizza('fromages', 45), at(1100, 385, 0.85));
  s += g(pizza('thon', 47), at(290, 330, 0.78));
  for (const [x, y, k] of [
    [420, 70, 1],
    [455, 104, 0.8],
    [880, 300, 0.9],
    [190, 120, 0.8],
    [860, 345, 0.7],
  ])
    s += g(cherryTomato(), at(x!, y!, k!));
  s += g(olivesAndBasil(rng(5), 50, 40, 4), at(880, 200));
  s += g(olivesAndBasil(rng(9), 80, 50, 5), at(350, 150));
  // garlic & chilli
  s += g(
    path('M0 -24C18 -24 24 10 0 24C-24 10 -18 -24 0 -24Z', '#fbf4e6') +
      line('M0 -20V20M-8 -16Q-12 6 -4 20M8 -16Q12 6 4 20', '#e6dac4', 2),
    at(500, 360, 1, 20),
  );
  s += g(
    path('M0 0C30 -6 70 10 90 40C60 24 30 18 0 14Z', '#d42b1a') + path('M-10 4l12 -6 2 12z', '#3d8a3a'),
    at(800, 20, 0.9, 10),
  );
  return svg(1200, 400, s, defs);
}

function banner2(): string {
  const defs =
    '<linearGradient id="b2" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="#2a170e"/><stop offset=".5" stop-color="#4a2616"/><stop offset="1" stop-color="#5e2e16"/></linearGradient>' +
    '<radialGradient id="g2" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#ffb23e" stop-opacity=".55"/><stop offset="1" stop-color="#ffb23e" stop-opacity="0"/></radialGradient>';
  const r = rng(202);
  let s = rect(0, 0, 1200, 400, 0, 'url(#b2)');
  s += ellipse(640, 200, 480, 250, 'url(#g2)');
  for (let i = 0; i < 30; i++)
    s += ellipse(between(r, 0, 1200), between(r, 0, 300), 4, 2, '#ffe2b0', { opacity: 0.14 });
  s += rect(0, 334, 1200, 66, 0, '#7a4424') + rect(0, 334, 1200, 8, 0, '#9a5a30');
  s += g(fries(), at(385, 262, 0.92));
  s += g(tacos('mixte', 61), at(815, 268, 0.7));
  s += g(burger('cheese'), at(590, 200, 1.1));
  s += g(burger('chicken'), at(1045, 246, 0.84));
  s += g(soda(), at(190, 262, 0.76));
  for (const [x, y, a] of [
    [300, 356, 84],
    [335, 370, 100],
    [470, 364, 76],
    [740, 372, 95],
  ])
    s += g(rect(-6, -40, 12, 80, 3, '#ffcc4d') + rect(2, -40, 4, 80, 2, '#efac2c'), at(x!, y!, 1, a!));
  return svg(1200, 400, s, defs);
}

function star(x: number, y: number): string {
  return reuse(
    'star',
    () => {
      let d = '';
      for (let i = 0; i < 16; i++) {
        const a = (i / 16) * Math.PI * 2 - Math.PI / 2;
        const rr = i % 2 ? 16 : 26;
        d += `${i ? 'L' : 'M'}${Math.round(Math.cos(a) * rr)} ${Math.round(Math.sin(a) * rr)}`;
      }
      return path(d + 'Z', 'none', { stroke: '#9fd9c8', 'stroke-width': 2, opacity: 0.22 });
    },
    `translate(${x} ${y})`,
  );
}

function banner3(): string {
  const defs =
    '<linearGradient id="b3" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="#0c3f3d"/><stop offset=".5" stop-color="#135955"/><stop offset="1" stop-color="#1f7468"/></linearGradient>';
  let s = rect(0, 0, 1200, 400, 0, 'url(#b3)');
  for (let x = 40; x < 1200; x += 110)
    for (let y = 40; y < 400; y += 110) s += star(x + ((y / 110) % 2) * 55, y);
  // brass tray
  s +=
    shadow(640, 352, 420, 64, 0.3) +
    ellipse(640, 338, 420, 66, '#b7862a') +
    ellipse(640, 332, 402, 58, '#dcab45') +
    ellipse(640, 332, 356, 46, 'none', { stroke: '#b7862a', 'stroke-width': 3, 'stroke-dasharray': '10 8' });
  s += g(teapot(), at(700, 208, 1.05));
  s += g(zlabiaPlate(), 'translate(440 300) scale(0.85 0.56)');
  s += g(teaGlass(), at(880, 306, 0.72));
  s += g(teaGlass(), at(580, 326, 0.66));
  // makrout & baklava on a small plate
  s += g(
    ellipse(0, 16, 108, 30, '#5a3016', { opacity: 0.25 }) +
      ellipse(0, 8, 108, 30, '#ffffff') +
      ellipse(0, 8, 90, 22, '#eee6da'),
    at(1010, 326),
  );
  for (const [x, y, k] of [
    [965, 322, 1],
    [1025, 338, 1],
    [995, 310, 0.9],
  ])
    s += g(makrout(), at(x!, y!, k!));
  s += g(baklava(), at(1065, 314, 0.9, 90)) + g(baklava(), at(930, 336, 0.8, 90));
  s += leaf(790, 372, 34, 11, 60, C.basil, C.basilVein) + leaf(810, 362, 28, 9, 110, '#4aad53', C.basilVein);
  s +=
    leaf(300, 340, 30, 10, -50, C.basil, C.basilVein) + leaf(1140, 360, 30, 10, 30, '#4aad53', C.basilVein);
  return svg(1200, 400, s, defs);
}

/* ------------------------------------------------------ placeholder & brand */

function placeholder(): string {
  let s = rect(0, 0, 400, 400, 0, '#f2efea');
  s +=
    shadow(200, 212, 128, 124, 0.08) +
    circle(200, 200, 126, '#ffffff') +
    circle(200, 200, 92, '#f4f1ec') +
    circle(200, 200, 84, '#fbfaf7');
  const tone = '#cfc7bb';
  // fork
  s +=
    rect(44, 182, 14, 130, 7, tone) +
    path('M36 100h6v50h6v-50h6v50h6v-50h6v60q0 22 -22 26q-8 -4 -8 -26Z', tone);
  // knife
  s += rect(342, 196, 14, 116, 7, tone) + path('M342 204V100q24 10 24 60q0 30 -10 44Z', tone);
  return svg(400, 400, s);
}

function mark(): string {
  return (
    rect(0, 0, 64, 64, 16, '#f28c28') +
    circle(32, 33, 21, '#ffffff') +
    circle(32, 33, 14, '#ffe6c9') +
    path('M25 12h3v13h2v-13h4v13h2v-13h3v16q0 6 -6 7v17q0 3 -2.5 3t-2.5 -3v-17q-6 -1 -6 -7Z', '#3a2a1e') +
    circle(47, 16, 4, '#ffd166')
  );
}

function favicon(): string {
  return svg(64, 64, mark());
}

function logo(): string {
  const text =
    '<text x="66" y="40" font-family="Poppins, \'Segoe UI\', Helvetica, Arial, sans-serif" font-size="29" font-weight="800" fill="#3a2a1e" letter-spacing="-.5">Oran <tspan fill="#f28c28">Food</tspan></text>';
  return svg(240, 60, g(mark(), at(4, 4, 52 / 64)) + text);
}

/* -------------------------------------------------------------------- write */

const out: Record<string, string> = {};
for (const [slug, p] of Object.entries(products))
  out[`images/products/${slug}.svg`] = productCard(p.cat, p.art(), slug.length * 7);
(Object.keys(categories) as Cat[]).forEach(
  (cat, i) => (out[`images/categories/${cat}.svg`] = categoryTile(cat, categories[cat](), 50 + i)),
);
out['images/banners/banner-1.svg'] = banner1();
out['images/banners/banner-2.svg'] = banner2();
out['images/banners/banner-3.svg'] = banner3();
out['images/placeholder.svg'] = placeholder();
out['images/logo.svg'] = logo();
out['favicon.svg'] = favicon();

for (const [rel, content] of Object.entries(out)) {
  const file = join(root, rel);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  console.log(`${(content.length / 1024).toFixed(1).padStart(5)} KB  ${rel}`);
}
