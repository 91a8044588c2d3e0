// The probes of the "a command accepts only what its events hold" tests: the hostile values every field of a valid
// body is replaced by, and the helpers that walk a body's leaves and replace one.

/** Wrong types, blanks, huge or fractional numbers, unbounded text, external or escaping paths, markup. */
export const hostileValues: readonly unknown[] = [
  null,
  true,
  -1,
  0.5,
  1.5,
  1e12,
  1e15,
  '',
  '   ',
  'x'.repeat(10_000),
  'https://evil.example/x.png',
  '//evil.example/x.png',
  'javascript:alert(1)',
  '/images/../../etc/passwd',
  '<script>alert(1)</script>',
  {},
  [],
];

export type Path = (string | number)[];

/** The path of every leaf of `value` (an empty object or array counts as a leaf). */
export const leafPaths = (value: unknown, path: Path = []): Path[] =>
  value !== null &&
  typeof value === 'object' &&
  (Array.isArray(value) ? value.length : Object.keys(value).length)
    ? Object.entries(value).flatMap(([k, v]) => leafPaths(v, [...path, Array.isArray(value) ? Number(k) : k]))
    : [path];

/** A copy of `body` with the leaf at `path` set to `value`, or removed. */
export function withValue<T>(body: T, path: Path, value: unknown, remove = false): T {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let at = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  if (remove) delete at[path.at(-1)!];
  else at[path.at(-1)!] = value;
  return copy as T;
}
