// Food components. Each draws around the origin (roughly a 320 x 320 box) so scenes can place,
// scale and rotate them freely. Style: flat shapes, no outlines, warm palette, soft shadows.
import {
  at,
  between,
  blob,
  circle,
  ellipse,
  g,
  leaf,
  line,
  n,
  path,
  rect,
  reuse,
  ring,
  rng,
  shadow,
  type Rand,
} from './lib.ts';

export const C = {
  crust: '#d68b3e',
  crustTop: '#ebb263',
  sauce: '#d8432b',
  cheese: '#ffcf5c',
  mozza: '#fff7e3',
  basil: '#3d9a47',
  basilVein: '#2b7a36',
  lettuce: '#7cc142',
  lettuceDark: '#5ea132',
  tomato: '#e2442f',
  tomatoLight: '#f3735b',
  bun: '#e59c48',
  bunDark: '#c97f33',
  bunLight: '#f6c47e',
  patty: '#6a3820',
  pattyDark: '#4f2815',
  olive: '#2a2522',
  egg: '#fffdf7',
  yolk: '#ffb21e',
  choc: '#4a2412',
  white: '#ffffff',
};

/* ------------------------------------------------------------------ pizzas */

export type PizzaKind = 'margherita' | 'fromages' | 'thon' | 'merguez';

export function pizza(kind: PizzaKind, seed = 1): string {
  const r = rng(seed);
  const R = 150;
  let s = shadow(0, 12, R + 2, R - 2);
  s += circle(0, 0, R, C.crust);
  s += circle(0, -3, R - 5, C.crustTop);
  for (const p of ring(r, 14, R - 11, 0.25)) s += ellipse(p.x, p.y - 3, 7, 4, '#dd9443', { opacity: 0.8 });
  const white = kind === 'fromages';
  s += path(blob(r, 0, 0, R - 20, 22, 0.025), white ? '#f5d88a' : C.sauce);
  if (kind === 'thon' || kind === 'merguez') s += path(blob(r, 0, 0, R - 32, 16, 0.07), C.cheese);
  // slice cuts
  for (const a of [0, 60, 120]) {
    const c = Math.cos((a * Math.PI) / 180) * (R - 24);
    const d = Math.sin((a * Math.PI) / 180) * (R - 24);
    s += line(`M${n(-c)} ${n(-d)}L${n(c)} ${n(d)}`, '#9c4a1d', 2.5, { opacity: 0.22 });
  }
  if (kind === 'margherita') s += margheritaTop(r);
  if (kind === 'fromages') s += fromagesTop(r);
  if (kind === 'thon') s += thonTop(r);
  if (kind === 'merguez') s += merguezTop(r);
  return s;
}

function margheritaTop(r: Rand): string {
  let s = '';
  const spots = [...ring(r, 6, 80, 0.3, 0.3), { x: 5, y: -4, a: 0 }];
  for (const p of spots) {
    s += path(blob(r, p.x, p.y + 2, 25, 8, 0.2), '#f4dfae');
    s += path(blob(r, p.x, p.y, 24, 8, 0.2), C.mozza);
  }
  for (const p of ring(r, 6, 108, 0.2, 0.8)) s += circle(p.x, p.y, 3, '#f26b47', { opacity: 0.7 });
  for (const p of ring(r, 5, 62, 0.4, 1.1))
    s += leaf(p.x, p.y, 38, 11, (p.a * 180) / Math.PI + between(r, -40, 40), C.basil, C.basilVein);
  s += leaf(12, -52, 30, 9, 30, '#4aad53', C.basilVein);
  return s;
}

function fromagesTop(r: Rand): string {
  let s = '';
  for (let i = 0; i < 18; i++) {
    const a = r() * Math.PI * 2;
    const d = between(r, 10, 115);
    s += circle(Math.cos(a) * d, Math.sin(a) * d, between(r, 3, 7), '#e2a447', { opacity: 0.7 });
  }
  const quads = [
    { a: -45, fill: C.mozza, under: '#f0d79c' },
    { a: 45, fill: '#f0a032', under: '#d98a2a' },
    { a: 135, fill: '#eef0e4', under: '#cfd5cc' },
    { a: 225, fill: '#fbe49a', under: '#e9c66a' },
  ];
  quads.forEach((q, qi) => {
    for (let k = 0; k < 3; k++) {
      const a = ((q.a + (k - 1) * 28) * Math.PI) / 180;
      const d = k === 1 ? 92 : 62;
      const x = Math.cos(a) * d;
      const y = Math.sin(a) * d;
      if (qi === 3) {
        s += path(blob(r, x, y + 2, 21, 6, 0.15), q.under) + path(blob(r, x, y, 20, 6, 0.15), q.fill);
        s +=
          circle(x - 7, y - 4, 4.5, '#eccb6a') +
          circle(x + 7, y + 5, 3.5, '#eccb6a') +
          circle(x + 6, y - 8, 2.5, '#eccb6a');
      } else {
        s += path(blob(r, x, y + 2, 21, 8, 0.2), q.under) + path(blob(r, x, y, 20, 8, 0.2), q.fill);
        if (qi === 2)
          for (let j = 0; j < 4; j++)
            s += circle(x + between(r, -11, 11), y + between(r, -11, 11), 2.6, '#6c87a0');
      }
    }
  });
  s += circle(0, 0, 20, C.mozza) + circle(-5, -5, 6, '#fffef8');
  for (let i = 0; i < 16; i++) {
    const a = r() * Math.PI * 2;
    const d = between(r, 15, 118);
    s += circle(Math.cos(a) * d, Math.sin(a) * d, 1.8, '#5f8a35');
  }
  return s;
}

function thonTop(r: Rand): string {
  let s = '';
  for (const p of [...ring(r, 6, 78, 0.35, 0.2), { x: 0, y: 6, a: 0 }]) {
    s += path(blob(r, p.x, p.y, 19, 7, 0.3), '#dcb893');
    s += line(`M${n(p.x - 9)} ${n(p.y - 3)}q8 -5 16 1M${n(p.x - 6)} ${n(p.y + 6)}q7 -4 12 0`, '#b88e67', 2.5);
  }
  for (const p of ring(r, 6, 108, 0.3, 0.6))
    s += circle(p.x, p.y, 13, 'none', { stroke: '#9b3f7a', 'stroke-width': 4 });
  for (const p of [...ring(r, 7, 44, 0.4, 0.9), ...ring(r, 3, 108, 0.3, 1.3)]) {
    s +=
      circle(p.x, p.y, 8.5, C.olive) +
      circle(p.x, p.y, 3.4, C.cheese) +
      circle(p.x - 3, p.y - 3.5, 1.6, '#6b625c');
  }
  for (const p of ring(r, 8, 92, 0.3, 0.2))
    s += line(`M${n(p.x - 10)} ${n(p.y + 5)}q9 -12 20 -6`, p.a > 3 ? '#e0502f' : '#4f9a3a', 5.5);
  return s;
}

function merguezTop(r: Rand): string {
  let s = '';
  for (const p of ring(r, 7, 64, 0.25, 0.4))
    s += line(`M${n(p.x - 12)} ${n(p.y + 6)}q10 -16 24 -8`, '#4f9a3a', 6);
  for (const p of [...ring(r, 9, 100, 0.15, 0), ...ring(r, 5, 62, 0.3, 0.9)]) {
    s +=
      circle(p.x, p.y + 1.5, 14, '#7c2a19') +
      circle(p.x, p.y, 13, '#a3402a') +
      circle(p.x, p.y, 9.5, '#bd5434');
    s += circle(p.x - 3, p.y + 2, 1.8, '#7c2a19') + circle(p.x + 3, p.y - 3, 1.6, '#e7a07a');
  }
  s += path(blob(r, 0, 2, 42, 9, 0.12), '#efe6d2') + path(blob(r, 0, 0, 40, 9, 0.12), C.egg);
  s += circle(4, -2, 16, C.yolk) + circle(-1, -8, 5, '#ffe2a0');
  for (const p of ring(r, 10, 80, 0.5, 0.1)) s += path(blob(r, p.x, p.y, 5, 5, 0.3), '#b8241a');
  return s;
}

/* ----------------------------------------------------------------- burgers */

type Layer = { h: number; draw: (y: number) => string };

const bunBottom: Layer = {
  h: 40,
  draw: (y) =>
    path(
      `M-118 ${n(y - 34)}H118V${n(y - 16)}Q118 ${n(y)} 98 ${n(y)}H-98Q-118 ${n(y)} -118 ${n(y - 16)}Z`,
      '#d98b3f',
    ) + rect(-120, y - 40, 240, 12, 6, '#f3c98a'),
};

const patty = (w = 128): Layer => ({
  h: 30,
  draw: (y) => {
    let s = rect(-w, y - 32, 2 * w, 32, 15, C.patty);
    s += line(`M${n(-w + 16)} ${n(y - 25)}H${n(w - 16)}`, '#8a4c2c', 3);
    for (const x of [-92, -50, -8, 36, 80]) s += ellipse(x, y - 12, 6, 3, C.pattyDark);
    for (const x of [-70, -28, 14, 58, 100]) s += ellipse(x, y - 18, 4, 2, C.pattyDark);
    return s;
  },
});

const cheeseSlice: Layer = {
  h: 8,
  draw: (y) => {
    let s = rect(-124, y - 10, 248, 12, 3, '#ffc53a');
    for (const x of [-96, -30, 44, 102])
      s += path(`M${x - 13} ${n(y)}Q${x} ${n(y + 30)} ${x + 13} ${n(y)}Z`, '#ffc53a');
    return s;
  },
};

function wavyLayer(y: number, half: number, top: number, amp: number, fill: string): string {
  let d = `M${-half} ${n(y - top)}H${half}`;
  const step = (2 * half) / 12;
  for (let x = half; x > -half + 1; x -= step)
    d += `Q${n(x - step / 2)} ${n(y + amp)} ${n(x - step)} ${n(y)}`;
  return path(d + 'Z', fill);
}

const lettuce: Layer = {
  h: 12,
  draw: (y) => wavyLayer(y + 2, 134, 16, 10, C.lettuceDark) + wavyLayer(y, 130, 14, 8, C.lettuce),
};

const tomatoSlice: Layer = {
  h: 13,
  draw: (y) => rect(-112, y - 14, 224, 15, 7, C.tomato) + rect(-98, y - 10, 196, 4, 2, C.tomatoLight),
};

const onion: Layer = {
  h: 6,
  draw: (y) => rect(-106, y - 8, 212, 8, 4, '#f6ebf3', { stroke: '#a2508a', 'stroke-width': 2.5 }),
};

const spicySauce: Layer = {
  h: 4,
  draw: (y) => {
    let s = rect(-112, y - 7, 224, 8, 4, '#e8602c');
    for (const x of [-80, -10, 60])
      s += path(`M${x - 9} ${n(y)}Q${x} ${n(y + 18)} ${x + 9} ${n(y)}Z`, '#e8602c');
    return s;
  },
};

const coleslaw: Layer = {
  h: 16,
  draw: (y) => {
    const r = rng(31);
    let s = rect(-120, y - 18, 240, 20, 10, '#f7f1dc');
    for (let i = 0; i < 30; i++) {
      const x = between(r, -110, 104);
      const yy = between(r, y - 14, y - 2);
      s += line(
        `M${n(x)} ${n(yy)}l${n(between(r, 6, 12))} ${n(between(r, -3, 3))}`,
        ['#8cc34a', '#9b4f9a', '#f0a23a'][i % 3]!,
        2.5,
      );
    }
    return s;
  },
};

const pickles: Layer = {
  h: 4,
  draw: (y) => {
    let s = '';
    for (const x of [-80, -20, 40, 96])
      s += ellipse(x, y - 3, 22, 6, '#7da83a') + ellipse(x, y - 4, 16, 3.5, '#a5c75a');
    return s;
  },
};

const caramelOnion: Layer = {
  h: 10,
  draw: (y) =>
    wavyLayer(y, 118, 10, 6, '#b5652a') +
    line(`M-100 ${n(y - 6)}q20 -6 40 0t40 0t40 0t40 0t40 0`, '#d98a45', 2.5),
};

const crispyChicken: Layer = {
  h: 36,
  draw: (y) => {
    const r = rng(7);
    let s = rect(-134, y - 40, 268, 40, 20, '#c97524');
    for (let x = -116; x <= 116; x += 29) s += circle(x + between(r, -5, 5), y - 38, 9, '#c97524');
    s += rect(-122, y - 38, 244, 24, 12, '#e39a3a');
    for (let i = 0; i < 26; i++)
      s += circle(
        between(r, -120, 120),
        between(r, y - 38, y - 6),
        between(r, 1.5, 3.2),
        r() > 0.5 ? '#f4c065' : '#a9601c',
      );
    return s;
  },
};

function topBun(y: number, color: string, seeds: boolean): string {
  let s = path(
    `M-126 ${n(y)}C-126 ${n(y - 86)} -70 ${n(y - 112)} 0 ${n(y - 112)}C70 ${n(y - 112)} 126 ${n(y - 86)} 126 ${n(y)}Z`,
    color,
  );
  s += rect(-126, y - 6, 252, 10, 5, C.bunDark);
  s += ellipse(-48, y - 80, 36, 13, C.bunLight, { transform: `rotate(-16 -48 ${n(y - 80)})`, opacity: 0.85 });
  if (seeds) {
    const pts = [
      [-70, -60, 20],
      [-30, -92, -15],
      [10, -70, 40],
      [50, -92, 10],
      [80, -58, -30],
      [-95, -30, 60],
      [-40, -40, -40],
      [35, -36, 20],
      [95, -26, -50],
      [0, -100, 0],
      [-5, -28, 80],
    ];
    for (const [x, dy, a] of pts)
      s += ellipse(x!, y + dy!, 5, 2.6, '#fff1d0', { transform: `rotate(${a} ${x} ${n(y + dy!)})` });
  }
  return s;
}

export type BurgerKind = 'classic' | 'cheese' | 'chicken';

export function burger(kind: BurgerKind): string {
  const layers: Layer[] =
    kind === 'classic'
      ? [bunBottom, patty(), tomatoSlice, onion, lettuce]
      : kind === 'cheese'
        ? [bunBottom, patty(), cheeseSlice, patty(124), cheeseSlice, caramelOnion, pickles]
        : [bunBottom, lettuce, crispyChicken, spicySauce, coleslaw];
  const total = layers.reduce((a, l) => a + l.h, 0) + 112;
  let y = total / 2 + 8;
  let s = shadow(0, y + 2, 150, 16);
  for (const l of layers) {
    s += l.draw(y);
    y -= l.h;
  }
  s += topBun(y + 2, kind === 'chicken' ? '#d98a3a' : C.bun, kind !== 'chicken');
  if (kind === 'chicken')
    s += ellipse(40, y - 70, 22, 7, '#f7cf8e', { opacity: 0.6, transform: `rotate(12 40 ${n(y - 70)})` });
  return s;
}

export function fries(): string {
  let s = shadow(0, 86, 70, 10);
  const sticks = [
    [-44, -96, -8],
    [-26, -116, -4],
    [-8, -104, 2],
    [10, -122, 5],
    [28, -100, 9],
    [44, -110, 12],
    [-36, -80, 4],
    [0, -86, -6],
    [34, -78, -2],
  ];
  for (const [x, y, a] of sticks) {
    s += g(rect(-7, 0, 14, 130, 3, '#ffcc4d') + rect(3, 0, 4, 130, 2, '#efac2c'), at(x!, y!, 1, a!));
  }
  s += path('M-64 -36Q0 -10 64 -36L50 82Q0 92 -50 82Z', '#d8392b');
  s += path('M-64 -36Q0 -10 64 -36L62 -20Q0 6 -62 -20Z', '#b92d21');
  s += circle(0, 30, 20, '#ffc53a') + circle(0, 30, 13, '#d8392b') + circle(0, 30, 7, '#ffc53a');
  return s;
}

/* ------------------------------------------------------------------- tacos */

export type TacosKind = 'poulet' | 'viande' | 'mixte';

function grill(x0: number, x1: number, y0: number, y1: number, step: number, color: string, w = 7): string {
  let d = '';
  for (let x = x0; x <= x1; x += step) d += `M${n(x)} ${n(y1)}L${n(x + (y1 - y0) * 0.45)} ${n(y0)}`;
  return line(d, color, w, { opacity: 0.55 });
}

export function tacos(kind: TacosKind, seed = 3): string {
  const r = rng(seed);
  let s = shadow(0, 118, 165, 18);
  // back half: grilled top surface
  s += g(
    rect(-130, -50, 260, 100, 42, '#d49a52') +
      rect(-126, -56, 252, 96, 40, '#ecbb70') +
      grill(-96, 60, -38, 26, 34, '#a8672b'),
    at(22, -62, 1, kind === 'mixte' ? -8 : -5),
  );
  // front half: top strip + cut face
  s += rect(-148, -32, 296, 70, 34, '#e2a95f') + grill(-118, 84, -24, 8, 36, '#a8672b', 6);
  s += rect(-152, -6, 304, 112, 50, '#d79a4f');
  s += rect(-146, -1, 292, 102, 46, '#f3cf8d');
  for (const p of [-120, -60, 10, 70, 124]) s += ellipse(p, 101, 9, 3, '#b8793a', { opacity: 0.6 });
  s += rect(-134, 10, 268, 82, 38, kind === 'viande' ? '#f0a832' : '#f6bd35');
  // fries
  for (let i = 0; i < 8; i++) {
    const x = -100 + i * 28 + between(r, -6, 6);
    const y = between(r, 28, 70);
    s += g(
      rect(-20, -6, 40, 12, 3, '#ffd84a') + rect(-20, 2, 40, 4, 2, '#e9a52c'),
      at(x, y, 1, between(r, -35, 35)),
    );
  }
  const chicken = kind !== 'viande';
  const beef = kind !== 'poulet';
  if (chicken) {
    const count = kind === 'mixte' ? 4 : 7;
    for (let i = 0; i < count; i++) {
      const x = -104 + (i * 210) / (count - 1) + between(r, -8, 8);
      const y = between(r, 24, 62);
      s += path(blob(r, x, y, 16, 6, 0.25), '#f4dcb4') + ellipse(x + 3, y - 4, 8, 5, '#dcaa6a');
    }
  }
  if (beef) {
    const count = kind === 'mixte' ? 12 : 22;
    for (let i = 0; i < count; i++)
      s += path(
        blob(r, between(r, -104, 104), between(r, 24, 78), between(r, 5, 8), 5, 0.35),
        i % 3 ? '#6e3b24' : '#8a4c2e',
      );
  }
  if (kind === 'viande')
    s += line('M-110 30q20 -12 40 0t40 0t40 0t40 0t40 0', '#d9472b', 4, { opacity: 0.85 });
  if (kind === 'poulet')
    for (let i = 0; i < 12; i++) s += circle(between(r, -118, 118), between(r, 20, 80), 2, '#3f8f3a');
  if (kind === 'mixte') {
    for (const x of [-70, 20, 95]) s += circle(x, 70, 10, '#a3402a') + circle(x, 70, 7, '#bd5434');
  }
  // cheese drip over the lip
  for (const x of [-60, 40]) s += path(`M${x - 12} 96Q${x} 128 ${x + 12} 96Z`, '#f5b930');
  return s;
}

/* -------------------------------------------------------------- sandwiches */

export type ChawarmaKind = 'poulet' | 'viande';

export function chawarma(kind: ChawarmaKind, seed = 5): string {
  const r = rng(seed);
  const meat = kind === 'poulet' ? ['#e8b36c', '#c98a45'] : ['#8c4a2a', '#5f2f18'];
  let s = '';
  s += path('M-64 -92L64 -92L56 122Q0 142 -56 122Z', '#efc886');
  for (let i = 0; i < 9; i++)
    s += ellipse(between(r, -50, 50), between(r, -80, 10), between(r, 4, 8), 3, '#d9a055', { opacity: 0.8 });
  s += ellipse(0, -92, 64, 20, '#e0ad66');
  // filling
  const strips = 8;
  for (let i = 0; i < strips; i++) {
    const x = -48 + (i * 96) / (strips - 1);
    const h = between(r, 44, 66);
    const a = between(r, -22, 22);
    s += g(rect(-9, -h, 18, h, 8, meat[0]!) + line(`M-3 ${n(-h + 10)}V-8`, meat[1]!, 3), at(x, -82, 1, a));
  }
  for (const [x, y, a] of [
    [-52, -112, -40],
    [50, -110, 40],
    [-12, -130, -10],
    [24, -124, 20],
  ])
    s += leaf(x!, y!, 46, 15, a!, C.lettuce, C.lettuceDark);
  for (const [x, y] of [
    [-30, -110],
    [34, -102],
    [6, -114],
  ])
    s += circle(x!, y!, 11, C.tomato) + circle(x!, y! - 1, 6, C.tomatoLight);
  if (kind === 'poulet') {
    s += line('M-46 -118q12 12 24 0t24 0t24 0t22 0', '#fffbea', 7);
  } else {
    for (const [x, y] of [
      [-20, -122],
      [18, -132],
      [42, -118],
    ])
      s += path(`M${x! - 12} ${y}a12 12 0 0 1 24 0`, 'none', { stroke: '#b8589a', 'stroke-width': 4 });
    s += line('M-44 -112q12 10 24 0t24 0t24 0t20 0', '#e9d2a6', 6);
    for (const [x, y] of [
      [-34, -126],
      [0, -136],
      [30, -128],
      [-8, -118],
    ])
      s += leaf(x!, y!, 14, 5, x! * 3, '#2f8a3a');
  }
  s += path('M-64 -92Q0 -68 64 -92L63 -78Q0 -52 -63 -78Z', '#efc886');
  // paper wrap
  let zig = 'M-62 8';
  for (let x = -62; x < 62; x += 15.5) zig += `L${n(x + 7.75)} -6L${n(x + 15.5)} 8`;
  s += path(zig + 'L56 124Q0 144 -56 124Z', '#fffaf0');
  s += path('M-60 30H60L59 44H-59Z', kind === 'poulet' ? '#e4573d' : '#2f8a5b');
  s += path('M-58 56H58L57 62H-57Z', kind === 'poulet' ? '#e4573d' : '#2f8a5b');
  return shadow(20, 128, 80, 12) + g(s, at(0, 0, 1, 14));
}

function breadSlab(x: number, y: number, w: number, h: number, top: boolean): string {
  // a pressed panini half, viewed from the side
  let s = rect(x, y, w, h, h / 2, '#d59445');
  s += top
    ? rect(x + 6, y + h - 10, w - 12, 10, 5, '#f6ddb0') +
      grill(x + 24, x + w - 40, y + 4, y + h - 12, 30, '#8e5322', 6)
    : rect(x + 6, y, w - 12, 10, 5, '#f6ddb0');
  return s;
}

export function panini(seed = 9): string {
  const r = rng(seed);
  const half = (dx: number, dy: number, w: number): string => {
    const x = dx - w / 2;
    let s = breadSlab(x, dy + 42, w, 34, false);
    s += g(wavyLayer(dy + 46, w / 2 - 2, 12, 8, '#fff4dc'), `translate(${n(dx)} 0)`);
    s += rect(x + 6, dy + 24, w - 12, 16, 8, C.tomato);
    let tuna = `M${n(x + 8)} ${n(dy + 28)}`;
    for (let t = x + 8; t < x + w - 8; t += 16)
      tuna += `Q${n(t + 8)} ${n(dy + 8 - r() * 8)} ${n(t + 16)} ${n(dy + 24)}`;
    s += path(tuna + 'Z', '#d9b48f');
    for (let i = 0; i < 6; i++)
      s += line(`M${n(x + 24 + (i * (w - 48)) / 5)} ${n(dy + 20)}l8 -5`, '#b5875f', 2.5);
    s += rect(x + 4, dy + 2, w - 8, 9, 4, '#fff1d2');
    for (const t of [0.25, 0.7])
      s += path(
        `M${n(x + w * t - 10)} ${n(dy + 10)}Q${n(x + w * t)} ${n(dy + 32)} ${n(x + w * t + 10)} ${n(dy + 10)}Z`,
        '#fff1d2',
      );
    s += breadSlab(x, dy - 36, w, 40, true);
    return s;
  };
  let s = shadow(10, 122, 160, 14);
  s += half(40, -58, 240);
  s += half(-14, 44, 268);
  return s;
}

export function karantika(seed = 11): string {
  const r = rng(seed);
  let s = shadow(0, 112, 170, 14);
  // baguette bottom
  s += path('M-160 10Q-166 60 -120 64H120Q166 60 160 10Z', '#cf8a3c');
  s += rect(-156, 0, 312, 16, 8, '#f6dfb0');
  // karantika slab
  s += rect(-142, -46, 284, 54, 6, '#f5c43f');
  s += rect(-142, -52, 284, 16, 7, '#d9862c');
  for (let i = 0; i < 22; i++)
    s += circle(between(r, -134, 134), between(r, -50, -38), between(r, 1.5, 3), '#93491b');
  s += line('M-120 -50q20 -10 40 0t40 0t40 0t40 0t40 0t40 0', '#c8321d', 5);
  for (let i = 0; i < 18; i++) s += circle(between(r, -130, 130), between(r, -30, 4), 1.6, '#e8a93a');
  // baguette top, opened
  let top = path('M-160 0Q-168 -62 -110 -70Q0 -84 110 -70Q168 -62 160 0Z', '#dc9a45');
  top += rect(-156, -12, 312, 14, 7, '#f6dfb0');
  for (const x of [-100, -40, 20, 80]) top += line(`M${x} -44q22 -18 44 -20`, '#f3c987', 7);
  s += g(top, 'translate(0 -52) rotate(-7 -160 0)');
  // slice in front
  let slice = path('M-70 -20L40 -20L70 -44L-40 -44Z', '#d9862c');
  for (let i = 0; i < 8; i++) slice += circle(between(r, -44, 44), between(r, -40, -24), 2, '#93491b');
  slice += path('M-70 -20H40V24H-70Z', '#f5c43f') + path('M40 -20L70 -44V0L40 24Z', '#e0a92f');
  s += g(shadow(0, 30, 82, 8) + slice, at(-60, 92, 0.8));
  return s;
}

/* ------------------------------------------------------------------ salads */

export type SaladKind = 'cesar' | 'nicoise' | 'mechouia';

export function salad(kind: SaladKind, seed = 13): string {
  const r = rng(seed);
  let s = shadow(0, 14, 160, 152);
  if (kind === 'cesar')
    s += circle(0, 0, 160, '#f7f3ea') + circle(0, 0, 148, '#e9e1d1') + circle(0, 0, 138, '#f3ede2');
  if (kind === 'nicoise')
    s += circle(0, 0, 160, '#2f6f9f') + circle(0, 0, 148, '#f6f3ec') + circle(0, 0, 138, '#e8e4db');
  if (kind === 'mechouia')
    s += circle(0, 0, 160, '#b85a30') + circle(0, 0, 148, '#d67a48') + circle(0, 0, 136, '#c5683b');
  if (kind === 'nicoise') for (const p of ring(r, 24, 154, 0)) s += circle(p.x, p.y, 3, '#f6f3ec');
  if (kind === 'mechouia') for (const p of ring(r, 16, 154, 0)) s += circle(p.x, p.y, 3.5, '#f2c14e');

  if (kind === 'cesar') {
    for (const p of [...ring(r, 9, 86, 0.3), ...ring(r, 5, 40, 0.4)])
      s += leaf(
        p.x,
        p.y,
        78,
        28,
        (p.a * 180) / Math.PI + 90 + between(r, -30, 30),
        r() > 0.5 ? '#9ccc5c' : '#78b23e',
        '#e6f3c6',
      );
    for (const p of ring(r, 5, 58, 0.2, 0.4)) {
      s += g(
        rect(-26, -11, 52, 22, 10, '#ecc58f') + line('M-14 -8l-6 16M0 -9l-6 18M14 -8l-6 16', '#b9793b', 3),
        at(p.x, p.y, 1, (p.a * 180) / Math.PI + 90),
      );
    }
    for (const p of ring(r, 7, 100, 0.3, 0.5))
      s += g(
        rect(-9, -9, 18, 18, 4, '#e3a24c') + rect(-9, -9, 18, 8, 4, '#f0c170'),
        at(p.x, p.y, 1, between(r, 0, 90)),
      );
    for (const p of ring(r, 8, 75, 0.5, 1.1))
      s += path(`M${n(p.x - 10)} ${n(p.y)}l7 -8 14 3 -4 9Z`, '#fff3c4');
    s += line('M-70 -40q30 20 60 -6t60 10M-60 50q30 -22 60 0t50 -10', '#fff8e5', 5, { opacity: 0.9 });
  }
  if (kind === 'nicoise') {
    for (const p of ring(r, 10, 92, 0.3))
      s += leaf(p.x, p.y, 70, 26, (p.a * 180) / Math.PI + 90, r() > 0.5 ? '#8cc24e' : '#6aa93a', '#c9e59b');
    for (const p of ring(r, 8, 100, 0.2, 0.3))
      s += g(
        rect(-4, -24, 8, 48, 4, '#3f8a33'),
        at(p.x, p.y, 1, (p.a * 180) / Math.PI + between(r, -20, 20)),
      );
    for (const p of ring(r, 4, 70, 0.1, 0.2)) {
      s += g(
        path('M-22 0A22 22 0 0 1 22 0Z', C.tomato) +
          path('M-16 -2A16 16 0 0 1 16 -2Z', '#f36a50') +
          circle(-7, -7, 2, '#ffd6a0') +
          circle(6, -8, 2, '#ffd6a0'),
        at(p.x, p.y, 1, (p.a * 180) / Math.PI + 90),
      );
    }
    for (const p of ring(r, 3, 74, 0.1, 1.0))
      s +=
        ellipse(p.x, p.y, 22, 16, '#fffaf0', {
          transform: `rotate(${n((p.a * 180) / Math.PI)} ${n(p.x)} ${n(p.y)})`,
        }) + circle(p.x, p.y, 9, '#ffb62b');
    for (const p of ring(r, 5, 46, 0.3, 0.7))
      s += g(
        rect(-11, -10, 22, 20, 6, '#f3dc94') + rect(-11, -10, 22, 7, 5, '#faeab8'),
        at(p.x, p.y, 1, between(r, 0, 90)),
      );
    for (const p of ring(r, 7, 112, 0.3, 0.6))
      s += ellipse(p.x, p.y, 8, 6, '#2a2522') + circle(p.x - 2, p.y - 2, 1.8, '#6b625c');
    for (const [x, y] of [
      [-14, -12],
      [12, -14],
      [-4, 8],
      [20, 10],
      [-22, 12],
    ])
      s += path(blob(r, x!, y!, 14, 6, 0.3), '#d9b48f') + line(`M${x! - 6} ${y! - 2}l10 -4`, '#b88e67', 2.5);
    s += line('M-40 -40q10 -6 22 -2M22 42q10 -6 22 -2', '#8a6a55', 6);
  }
  if (kind === 'mechouia') {
    s += path(blob(r, 0, 0, 122, 18, 0.06), '#c9442c');
    for (let i = 0; i < 30; i++) {
      const a = r() * Math.PI * 2;
      const d = between(r, 0, 110);
      s += path(
        blob(r, Math.cos(a) * d, Math.sin(a) * d, between(r, 8, 16), 6, 0.35),
        ['#e0603a', '#a8321f', '#e87a3e', '#5e9e3a'][i % 4]!,
      );
    }
    for (const p of ring(r, 6, 78, 0.1, 0.4)) {
      s += g(
        path('M0 0L30 -14A32 32 0 0 1 30 14Z', '#fffaf0') + path('M9 0L27 -8A22 22 0 0 1 27 8Z', '#ffb62b'),
        at(p.x, p.y, 1, (p.a * 180) / Math.PI + 180),
      );
    }
    s += path(blob(r, 0, 0, 30, 8, 0.25), '#d8b48e') + line('M-14 -6l24 -4M-16 8l26 -2', '#b88e67', 3);
    for (const p of ring(r, 6, 42, 0.3, 0.9))
      s += ellipse(p.x, p.y, 7, 5.5, '#2a2522') + circle(p.x - 2, p.y - 2, 1.5, '#6b625c');
    for (let i = 0; i < 26; i++) {
      const a = r() * Math.PI * 2;
      const d = between(r, 20, 120);
      s += circle(Math.cos(a) * d, Math.sin(a) * d, 2, '#3e8a35');
    }
    s += ellipse(-50, -60, 26, 8, '#ffffff', { opacity: 0.18, transform: 'rotate(-30 -50 -60)' });
  }
  return s;
}

/* ---------------------------------------------------------------- desserts */

export function plate(rx = 170, ry = 44, y = 80, rim = '#eee6da'): string {
  return (
    shadow(0, y + 10, rx, ry) +
    ellipse(0, y, rx, ry, C.white) +
    ellipse(0, y, rx - 18, ry - 6, rim) +
    ellipse(0, y - 2, rx - 24, ry - 9, C.white)
  );
}

export function tiramisu(): string {
  let s = plate(175, 46, 84);
  // cuboid: front face x -100..70, y -40..70; depth offset (+50,-36)
  const layers: [number, number, string, string][] = [
    [-40, -32, '#6b3a1f', '#57301a'],
    [-32, -2, '#fff1d6', '#ead7b4'],
    [-2, 18, '#b06d34', '#93592a'],
    [18, 46, '#fff1d6', '#ead7b4'],
    [46, 72, '#a4622c', '#8a5024'],
  ];
  for (const [y0, y1, front, side] of layers) {
    s += path(`M70 ${y0}L120 ${y0 - 36}V${y1 - 36}L70 ${y1}Z`, side);
    s += rect(-100, y0, 170, y1 - y0, 0, front);
  }
  s += path('M-100 -40L70 -40L120 -76L-50 -76Z', '#7a4322');
  const r = rng(17);
  for (let i = 0; i < 40; i++) {
    const u = r();
    const v = r();
    s += circle(-100 + u * 170 + v * 50, -40 - v * 36, between(r, 1, 2.2), '#55290f', { opacity: 0.8 });
  }
  s += leaf(20, -64, 32, 10, 60, C.basil, C.basilVein) + leaf(34, -64, 26, 8, 120, '#4aad53', C.basilVein);
  for (const [x, y] of [
    [-140, 82],
    [-118, 96],
    [130, 80],
  ])
    s += g(ellipse(0, 0, 10, 7, '#4a2a17') + line('M-6 0q6 -3 12 0', '#2e190c', 2), at(x!, y!, 1, 20));
  return s;
}

export function fondant(): string {
  let s = plate(175, 48, 80);
  s += path('M-90 70Q-110 100 -40 104Q30 110 70 96Q110 84 70 72Z', '#3a1a0b');
  s += path('M-86 -20V58A86 24 0 0 0 86 58V-20Z', '#4a2412');
  s += ellipse(0, -20, 86, 24, '#5e3019');
  const r = rng(19);
  for (let i = 0; i < 36; i++) {
    const a = r() * Math.PI * 2;
    const d = Math.sqrt(r());
    s += circle(Math.cos(a) * d * 70, -20 + Math.sin(a) * d * 18, between(r, 1, 2.2), '#fdf6ec');
  }
  // molten core pouring from a cut
  s += path('M-30 10Q-34 60 -60 86Q-20 100 30 92Q10 60 18 12Q-6 0 -30 10Z', '#2e1408');
  s += line('M-14 24q-4 30 -24 56', '#6a3a20', 4, { opacity: 0.8 });
  s += line('M-66 90q40 8 80 2', '#5a2e17', 3, { opacity: 0.7 });
  // strawberry & mint
  s += g(
    path('M0 -26C26 -26 30 0 0 30C-30 0 -26 -26 0 -26Z', '#e23b3b') +
      [
        [-8, -10],
        [8, -12],
        [0, 2],
        [-10, 8],
        [10, 6],
        [0, 16],
      ]
        .map(([x, y]) => ellipse(x!, y!, 1.4, 2.2, '#ffd6a0'))
        .join('') +
      leaf(-8, -28, 18, 6, -60, '#3f9a48') +
      leaf(8, -28, 18, 6, 60, '#3f9a48'),
    at(112, 56, 1, 20),
  );
  s += leaf(10, -44, 34, 11, 70, C.basil, C.basilVein) + leaf(-12, -44, 30, 10, -60, '#4aad53', C.basilVein);
  return s;
}

export function crepe(seed = 23): string {
  const r = rng(seed);
  let s =
    shadow(0, 16, 178, 120) +
    ellipse(0, 0, 178, 120, C.white) +
    ellipse(0, 0, 150, 98, '#f1e9dc') +
    ellipse(0, -2, 142, 92, C.white);
  // quarter-folded crêpes seen from above at a slight angle
  const fan = (x: number, y: number, a0: number, a1: number, R: number, fill: string): string => {
    const p = (a: number, rr: number) =>
      `${n(x + Math.cos((a * Math.PI) / 180) * rr)} ${n(y + Math.sin((a * Math.PI) / 180) * rr * 0.62)}`;
    let f = path(`M${n(x)} ${n(y)}L${p(a0, R)}A${R} ${n(R * 0.62)} 0 0 1 ${p(a1, R)}Z`, '#d99a4a');
    f += path(`M${n(x)} ${n(y)}L${p(a0, R - 6)}A${R - 6} ${n((R - 6) * 0.62)} 0 0 1 ${p(a1, R - 6)}Z`, fill);
    f += line(
      `M${p(a0 + 6, R * 0.3)}A${n(R * 0.75)} ${n(R * 0.75 * 0.62)} 0 0 1 ${p(a1 - 6, R * 0.75)}`,
      '#e2a95a',
      3,
      { opacity: 0.7 },
    );
    for (let i = 0; i < 9; i++) {
      const a = between(r, a0 + 8, a1 - 8);
      const d = between(r, R * 0.3, R * 0.9);
      f += ellipse(
        x + Math.cos((a * Math.PI) / 180) * d,
        y + Math.sin((a * Math.PI) / 180) * d * 0.62,
        between(r, 4, 9),
        between(r, 3, 5),
        '#d99a4a',
        { opacity: 0.55 },
      );
    }
    return f;
  };
  s += fan(-150, 4, -40, 40, 215, '#efb95e');
  s += fan(150, 30, 140, 216, 205, '#f4c672');
  s += line(
    'M-96 -20q16 30 32 0t32 0t32 0t32 0t32 0t26 0M-80 30q16 26 32 0t32 0t32 0t32 0t30 0',
    '#5a2e17',
    8,
  );
  for (const [x, y] of [
    [-60, -44],
    [30, 54],
    [104, -30],
    [-110, 40],
    [0, -8],
  ])
    s += ellipse(x!, y!, 9, 8, '#b36d35') + path(`M${x! - 9} ${y! - 1}a9 8 0 0 1 18 0Z`, '#8a4f24');
  for (let i = 0; i < 34; i++) s += circle(between(r, -120, 120), between(r, -60, 60), 1.6, '#ffffff');
  return s;
}

/** One zlabia: a syrupy coil of fried batter with a scalloped rim, seen from above. */
export function zlabiaPiece(): string {
  return reuse('zlabia', zlabiaShape);
}

function zlabiaShape(col = '#ef8a18', shine = '#ffc44d'): string {
  let d = 'M0 0';
  for (let t = 0; t <= 2.4 * Math.PI * 2; t += 0.5) {
    const rr = 3 + t * 2.3;
    d += `L${n(Math.cos(t) * rr)} ${n(Math.sin(t) * rr)}`;
  }
  for (let i = 0; i < 10; i++) {
    const a = (i / 10) * Math.PI * 2;
    const x = Math.cos(a) * 38;
    const y = Math.sin(a) * 38;
    d += `M${n(x - 9)} ${n(y)}a9 9 0 1 0 18 0a9 9 0 1 0 -18 0Z`;
  }
  return (
    line(d, '#c25f08', 9, { transform: 'translate(1 3)' }) +
    line(d, col, 8) +
    line(d, shine, 2.2, { transform: 'translate(-1.2 -1.6)', opacity: 0.9 })
  );
}

export function zlabiaPlate(): string {
  let s = shadow(0, 16, 178, 130) + ellipse(0, 0, 178, 128, '#2b5f9e') + ellipse(0, 0, 160, 112, '#f8f4ec');
  const r = rng(29);
  for (const p of ring(r, 24, 1, 0)) s += circle(p.x * 169, p.y * 120, 3.2, '#f2c14e');
  s += ellipse(0, 4, 128, 84, '#f2a62a', { opacity: 0.28 });
  const pieces: [number, number, number][] = [
    [-78, -30, 20],
    [78, -30, 70],
    [-70, 52, 120],
    [72, 52, 200],
    [0, -64, 40],
    [0, 60, 300],
    [0, -2, 0],
  ];
  for (const [x, y, a] of pieces) s += g(zlabiaPiece(), `${at(x, y, 0.95, a)}`);
  for (const [x, y] of [
    [-20, 8],
    [70, -40],
    [-60, 40],
  ])
    s += circle(x!, y!, 3, '#ffffff', { opacity: 0.8 });
  return s;
}

export function makrout(): string {
  let s = path('M0 -22L40 0L0 22L-40 0Z', '#c4802f') + path('M0 -16L30 0L0 16L-30 0Z', '#d99a40');
  s += path('M-22 0H22', 'none', { stroke: '#5a2a14', 'stroke-width': 6, 'stroke-linecap': 'round' });
  s += circle(-10, -6, 1.5, '#fff3d6') + circle(8, 6, 1.5, '#fff3d6') + circle(14, -4, 1.5, '#fff3d6');
  return s;
}

export function baklava(): string {
  return (
    path('M0 -26L30 0L0 26L-30 0Z', '#b87433') +
    path('M0 -20L24 0L0 20L-24 0Z', '#e4a64a') +
    line('M-16 0H16M-10 -8H10M-10 8H10', '#c98a3a', 2) +
    circle(0, 0, 6, '#8fbf4a')
  );
}

/* ------------------------------------------------------------------ drinks */

export function citronnade(seed = 31): string {
  const r = rng(seed);
  let s = shadow(0, 132, 90, 14);
  // half lemon beside
  s += g(
    ellipse(0, 0, 44, 40, '#ffd21f') + ellipse(0, 0, 38, 34, '#fff1a3') + ringSegments(0, 0, 32, '#ffe45c'),
    at(-92, 104, 0.8),
  );
  s += path('M-60 -120L60 -120L50 124Q0 134 -50 124Z', '#eaf6f8', { opacity: 0.7 });
  s += path('M-57 -76L57 -76L49 120Q0 130 -49 120Z', '#fff09a');
  s += ellipse(0, -76, 57, 9, '#fff7c8');
  for (const [x, y, a] of [
    [-22, -60, 12],
    [18, -40, -10],
    [-10, 20, 25],
  ])
    s += rect(-16, -16, 32, 32, 7, '#ffffff', { opacity: 0.55, transform: at(x!, y!, 1, a!) });
  s += g(
    circle(0, 0, 25, '#ffd21f') + circle(0, 0, 21, '#fff5b8') + ringSegments(0, 0, 18, '#ffe14d'),
    at(10, 74, 1, 10),
  );
  s += g(
    circle(0, 0, 22, '#ffd21f') + circle(0, 0, 18, '#fff5b8') + ringSegments(0, 0, 15, '#ffe14d'),
    at(-20, 40, 1, 30),
  );
  s += rect(-2, -170, 10, 230, 5, '#47a85a', { transform: 'rotate(14)' });
  s += leaf(-26, -90, 34, 11, -40, C.basil, C.basilVein) + leaf(-6, -98, 30, 10, 10, '#4aad53', C.basilVein);
  s += g(
    circle(0, 0, 36, '#ffd21f') +
      circle(0, 0, 31, '#fff5b8') +
      ringSegments(0, 0, 27, '#ffe14d') +
      rect(-4, 0, 8, 40, 0, '#eaf6f8'),
    at(52, -118),
  );
  s += rect(-48, -100, 10, 200, 5, '#ffffff', { opacity: 0.45 });
  for (let i = 0; i < 8; i++)
    s += circle(between(r, -40, 40), between(r, -60, 110), between(r, 2, 4), '#ffffff', { opacity: 0.6 });
  return s;
}

function ringSegments(cx: number, cy: number, rad: number, col: string): string {
  let d = '';
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    d += `M${n(cx)} ${n(cy)}L${n(cx + Math.cos(a) * rad)} ${n(cy + Math.sin(a) * rad)}`;
  }
  return line(d, col, 3) + circle(cx, cy, 3, col);
}

export function jusOrange(): string {
  let s = shadow(10, 124, 110, 14);
  s += g(
    circle(0, 0, 44, '#ff8c00') + circle(0, 0, 39, '#ffb347') + ringSegments(0, 0, 34, '#ffd08a'),
    at(-100, 96, 0.9, 0),
  );
  s += g(
    circle(0, 0, 40, '#f7860f') +
      ellipse(-12, -14, 12, 7, '#ffb04a', { opacity: 0.8 }) +
      leaf(6, -44, 30, 10, 50, '#3d9a47', C.basilVein),
    at(116, 100, 0.85),
  );
  s += path('M-66 -96L66 -96L56 118Q0 128 -56 118Z', '#eaf6f8', { opacity: 0.7 });
  s += path('M-63 -60L63 -60L54 114Q0 124 -54 114Z', '#ff9d1e');
  s += path('M-63 -60L63 -60L61 -40Q0 -30 -61 -40Z', '#ffb547');
  s += rect(-2, -160, 12, 220, 6, '#ffffff', { transform: 'rotate(-12)' });
  for (let i = 0; i < 6; i++)
    s += rect(-2, -156 + i * 24, 12, 10, 0, '#e4573d', { transform: 'rotate(-12)' });
  s += g(
    circle(0, 0, 38, '#ff8c00') +
      circle(0, 0, 33, '#ffb347') +
      ringSegments(0, 0, 28, '#ffd08a') +
      rect(-4, 0, 8, 42, 0, '#eaf6f8'),
    at(-56, -94),
  );
  s += rect(-54, -80, 10, 180, 5, '#ffffff', { opacity: 0.4 });
  return s;
}

export function teapot(): string {
  let s = shadow(0, 70, 100, 12);
  s += line('M-74 -34C-130 -40 -128 34 -70 28', '#97a0ab', 10);
  s += path('M62 6C104 -2 112 -40 142 -80L152 -74C128 -34 116 14 66 32Z', '#aeb6c1');
  s += ellipse(147, -78, 8, 4, '#97a0ab', { transform: 'rotate(-30 147 -78)' });
  s += rect(-46, 42, 92, 22, 8, '#a3acb7');
  s += path('M-72 40C-98 0 -82 -54 -40 -58H40C82 -54 98 0 72 40Q0 66 -72 40Z', '#c3cad3');
  s += line('M-78 0Q0 22 78 0M-70 -30Q0 -12 70 -30', '#9aa3ae', 3);
  for (let i = -3; i <= 3; i++) s += circle(i * 20, 8 + Math.abs(i) * -2, 3.5, '#9aa3ae');
  s += ellipse(-40, -24, 12, 26, '#eef1f5', { opacity: 0.75, transform: 'rotate(20 -40 -24)' });
  s += rect(-32, -80, 64, 26, 8, '#b5bdc7');
  s += path('M-36 -78Q0 -122 36 -78Z', '#cbd2da');
  s += circle(0, -112, 8, '#b5bdc7') + path('M-3 -118L0 -136L3 -118Z', '#9aa3ae');
  return s;
}

export function teaGlass(): string {
  let s = shadow(0, 68, 44, 7);
  s += path('M-36 -72L36 -72L27 62Q0 70 -27 62Z', '#eaf6f8', { opacity: 0.6 });
  s += path('M-34 -42L34 -42L27 60Q0 68 -27 60Z', '#b95d17');
  s += ellipse(0, -42, 34, 6, '#e7a94a');
  // gold decorations
  s += path('M-32 -8H32L31 8H-31Z', '#d8a93a');
  let sc = 'M-30 8';
  for (let x = -30; x < 30; x += 10) sc += `q5 10 10 0`;
  s += line(sc, '#d8a93a', 2.5);
  for (const x of [-20, 0, 20]) s += circle(x, 0, 3, '#c8321d');
  s += line('M-34 -62H34', '#d8a93a', 3);
  s +=
    leaf(-8, -70, 30, 10, -25, C.basil, C.basilVein) +
    leaf(10, -76, 28, 9, 20, '#4aad53', C.basilVein) +
    leaf(0, -88, 22, 7, 0, C.basil);
  s += rect(-28, -60, 6, 110, 3, '#ffffff', { opacity: 0.45 });
  return s;
}

export function theMenthe(): string {
  return g(teapot(), at(-60, 0, 1)) + g(teaGlass(), at(100, 50, 1));
}

export function soda(): string {
  let s = shadow(0, 112, 60, 9);
  s += path('M-50 -80L50 -80L40 110Q0 118 -40 110Z', '#d8392b');
  s += path('M-44 -10L44 -10L41 40L-41 40Z', '#ffffff', { opacity: 0.9 });
  s += circle(0, 15, 15, '#ffc53a');
  s += rect(-56, -100, 112, 24, 10, '#f3f3f3');
  s += rect(6, -170, 10, 80, 5, '#ffc53a', { transform: 'rotate(10)' });
  return s;
}

export function cherryTomato(): string {
  return (
    circle(0, 0, 16, C.tomato) + circle(-5, -5, 4, '#f58a72') + path('M0 -14l5 -6-1 6 7 -1-6 4z', '#3d8a3a')
  );
}

export function olivesAndBasil(r: Rand, w: number, h: number, count: number): string {
  let s = '';
  for (let i = 0; i < count; i++)
    s += leaf(
      between(r, -w, w),
      between(r, -h, h),
      between(r, 26, 40),
      10,
      between(r, 0, 360),
      r() > 0.5 ? C.basil : '#4aad53',
      C.basilVein,
    );
  return s;
}
