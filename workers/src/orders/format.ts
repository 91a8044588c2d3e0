/** Left-to-right isolate (U+2066 … U+2069): an amount or a number keeps its order inside Arabic text. */
export const ltr = (s: string): string => `\u2066${s}\u2069`;
