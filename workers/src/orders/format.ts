/** `1 234 DA`: French digit grouping with plain spaces, as the client shows amounts (frontend/src/lib/format.ts). */
export const formatDa = (value: number): string =>
  `${Math.round(value)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} DA`;

/** Left-to-right isolate (U+2066 … U+2069): an amount or a number keeps its order inside Arabic text. */
export const ltr = (s: string): string => `\u2066${s}\u2069`;
