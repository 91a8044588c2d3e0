import type { Locator } from 'playwright-core';

// How mixed-direction text is *drawn*: textContent keeps the logical order, so a date scrambled by the
// bidirectional algorithm (`/2026/11، 1:13 م22`) reads the same as a good one. These helpers measure where
// each part of an element's text lands on screen instead.

/** What the page code needs of the DOM (the e2e code has no DOM types). */
type InPageNode = { nodeType: number; textContent: string | null };
type InPageDocument = {
  createTreeWalker(root: unknown, whatToShow: number): { nextNode(): InPageNode | null };
  createRange(): {
    setStart(node: InPageNode, offset: number): void;
    setEnd(node: InPageNode, offset: number): void;
    getBoundingClientRect(): { left: number; right: number };
  };
};

/**
 * The horizontal centre (px) where each of `parts` is drawn inside the element: the first occurrence of each,
 * searched in the element's text from where the previous part ended. Throws when a part is not found.
 */
export const drawnCentresOf = (locator: Locator, parts: string[]): Promise<number[]> =>
  locator.evaluate((element, wanted) => {
    const doc = (globalThis as unknown as { document: InPageDocument }).document;
    const walker = doc.createTreeWalker(element, 4 /* NodeFilter.SHOW_TEXT */);
    const nodes: { node: InPageNode; start: number }[] = [];
    let text = '';
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      nodes.push({ node, start: text.length });
      text += node.textContent ?? '';
    }
    const at = (index: number) => {
      const hit = [...nodes].reverse().find((n) => n.start <= index)!;
      return { node: hit.node, offset: index - hit.start };
    };
    let from = 0;
    return wanted.map((part) => {
      const index = text.indexOf(part, from);
      if (index < 0) throw new Error(`"${part}" is not in "${text}"`);
      from = index + part.length;
      const range = doc.createRange();
      const start = at(index);
      const end = at(index + part.length - 1);
      range.setStart(start.node, start.offset);
      range.setEnd(end.node, end.offset + 1);
      const box = range.getBoundingClientRect();
      return (box.left + box.right) / 2;
    });
  }, parts);

/** The day, the year and the time of a short date as the element's text writes it (`22/11/2026 13:13`). */
export async function datePartsOf(locator: Locator): Promise<[string, string, string]> {
  const text = (await locator.textContent()) ?? '';
  const match = /^\D*(\d{1,2})\D+\d{1,2}\D+(\d{4})\D+(\d{1,2}:\d{2})/.exec(text);
  if (!match) throw new Error(`no short date in "${text}"`);
  return [match[1]!, match[2]!, match[3]!];
}

/** Where day, year and time are drawn, from left to right: ['day', 'year', 'time'] reads left to right. */
export async function drawnDateOrder(locator: Locator): Promise<string[]> {
  const parts = await datePartsOf(locator);
  const centres = await drawnCentresOf(locator, parts);
  return ['day', 'year', 'time']
    .map((name, i) => ({ name, x: centres[i]! }))
    .sort((a, b) => a.x - b.x)
    .map((p) => p.name);
}

/** The parts drawn from left to right (each part's first occurrence, searched in order). */
export async function drawnLeftToRight(locator: Locator, parts: string[]): Promise<string[]> {
  const centres = await drawnCentresOf(locator, parts);
  return parts
    .map((part, i) => ({ part, x: centres[i]! }))
    .sort((a, b) => a.x - b.x)
    .map((p) => p.part);
}
