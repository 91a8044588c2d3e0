// Tiny SVG building helpers shared by the artwork generator.
// Everything is plain string concatenation: the output must stay small and dependency-free.

/** Format a number compactly (max one decimal, no trailing zeros). */
export function n(v: number): string {
  // integers are plenty for large coordinates; keep one decimal for small details
  const r = Math.abs(v) >= 10 ? Math.round(v) : Math.round(v * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
}

export type Attrs = Record<string, string | number | undefined>;

function attrs(a: Attrs): string {
  let out = '';
  for (const [k, v] of Object.entries(a)) {
    if (v === undefined) continue;
    out += ` ${k}="${typeof v === 'number' ? n(v) : v}"`;
  }
  return out;
}

export function el(tag: string, a: Attrs, children?: string): string {
  return children === undefined ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${children}</${tag}>`;
}

export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}): string =>
  el('circle', { cx, cy, r, fill, ...extra });

export const ellipse = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  extra: Attrs = {},
): string => el('ellipse', { cx, cy, rx, ry, fill, ...extra });

export const rect = (
  x: number,
  y: number,
  w: number,
  h: number,
  rx: number,
  fill: string,
  extra: Attrs = {},
): string => el('rect', { x, y, width: w, height: h, rx: rx || undefined, fill, ...extra });

export const path = (d: string, fill: string, extra: Attrs = {}): string => el('path', { d, fill, ...extra });

/** A stroked, unfilled path with round caps and joins. */
export const line = (d: string, stroke: string, width: number, extra: Attrs = {}): string =>
  el('path', {
    d,
    fill: 'none',
    stroke,
    'stroke-width': width,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    ...extra,
  });

export function g(children: string, transform?: string, extra: Attrs = {}): string {
  return el('g', { transform, ...extra }, children);
}

/** translate + optional uniform scale + optional rotation (degrees). */
export function at(x: number, y: number, s = 1, rot = 0): string {
  let t = `translate(${n(x)} ${n(y)})`;
  if (rot) t += ` rotate(${n(rot)})`;
  if (s !== 1) t += ` scale(${Math.round(s * 1000) / 1000})`;
  return t;
}

// Shapes repeated many times in one picture are defined once and referenced with <use>.
const pendingDefs = new Map<string, string>();

/** Register a reusable shape (once per file) and return a reference to it. */
export function reuse(id: string, content: () => string, transform?: string): string {
  if (!pendingDefs.has(id)) pendingDefs.set(id, el('g', { id }, content()));
  return el('use', { href: `#${id}`, transform });
}

export function svg(w: number, h: number, body: string, defs = ''): string {
  const all = defs + [...pendingDefs.values()].join('');
  pendingDefs.clear();
  const d = all ? `<defs>${all}</defs>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${d}${body}</svg>\n`;
}

/** Deterministic PRNG (mulberry32) so regenerated art is byte-identical. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Rand = () => number;

export const between = (r: Rand, lo: number, hi: number): number => lo + (hi - lo) * r();

/** Smooth closed wobbly blob through `count` points around (cx, cy). */
export function blob(r: Rand, cx: number, cy: number, radius: number, count: number, jitter: number): string {
  const pts: [number, number][] = [];
  const phase = r() * Math.PI * 2;
  for (let i = 0; i < count; i++) {
    const a = phase + (i / count) * Math.PI * 2;
    const rr = radius * (1 + (r() * 2 - 1) * jitter);
    pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
  }
  const mid = (p: [number, number], q: [number, number]) => [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2];
  const last = pts[pts.length - 1]!;
  const start = mid(last, pts[0]!);
  let d = `M${n(start[0]!)} ${n(start[1]!)}`;
  for (let i = 0; i < pts.length; i++) {
    const p = pts[i]!;
    const q = pts[(i + 1) % pts.length]!;
    const m = mid(p, q);
    d += `Q${n(p[0])} ${n(p[1])} ${n(m[0]!)} ${n(m[1]!)}`;
  }
  return d + 'Z';
}

/** Pointed leaf along the y axis, length len and half-width w, drawn at (x, y) rotated by deg. */
export function leaf(
  x: number,
  y: number,
  len: number,
  w: number,
  deg: number,
  fill: string,
  vein?: string,
): string {
  const h = len / 2;
  const body = path(
    `M0 ${n(-h)}C${n(w * 1.3)} ${n(-h / 2)} ${n(w)} ${n(h / 2)} 0 ${n(h)}C${n(-w)} ${n(h / 2)} ${n(-w * 1.3)} ${n(-h / 2)} 0 ${n(-h)}Z`,
    fill,
  );
  const v = vein
    ? line(`M0 ${n(-h * 0.7)}Q${n(w * 0.15)} 0 0 ${n(h * 0.85)}`, vein, Math.max(1, w * 0.18))
    : '';
  return g(body + v, at(x, y, 1, deg));
}

/** Points evenly spread on a ring, with optional jitter. */
export function ring(
  r: Rand,
  count: number,
  radius: number,
  jitter = 0,
  phase = 0,
): { x: number; y: number; a: number }[] {
  const out: { x: number; y: number; a: number }[] = [];
  for (let i = 0; i < count; i++) {
    const a = phase + (i / count) * Math.PI * 2 + (r() - 0.5) * jitter;
    const rr = radius * (1 + (r() - 0.5) * jitter);
    out.push({ x: Math.cos(a) * rr, y: Math.sin(a) * rr, a });
  }
  return out;
}

/** Soft drop shadow ellipse. */
export const shadow = (cx: number, cy: number, rx: number, ry: number, o = 0.14): string =>
  ellipse(cx, cy, rx, ry, '#5a3216', { opacity: o });
