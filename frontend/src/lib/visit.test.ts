import { describe, expect, it } from 'vitest';
import { countsAsVisit, VISITOR_KEY, visitorIdOfToday } from './visit';

const memory = (initial: Record<string, string> = {}) => {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
};
let n = 0;
const ids = () => `id-${++n}`;

describe('visitorIdOfToday', () => {
  it('keeps one id through the same Oran day', () => {
    const storage = memory();
    const first = visitorIdOfToday(storage, new Date('2026-11-24T08:00:00Z'), ids);
    expect(visitorIdOfToday(storage, new Date('2026-11-24T22:59:00Z'), ids)).toBe(first);
  });
  it('takes a new id when the day changes in Africa/Algiers (23:00 UTC is midnight there)', () => {
    const storage = memory();
    const first = visitorIdOfToday(storage, new Date('2026-11-24T22:59:00Z'), ids);
    const next = visitorIdOfToday(storage, new Date('2026-11-24T23:00:00Z'), ids);
    expect(next).not.toBe(first);
    expect(JSON.parse(storage.getItem(VISITOR_KEY)!)).toEqual({ id: next, day: '2026-11-25' });
  });
  it('replaces an unreadable value, and still answers without storage', () => {
    expect(visitorIdOfToday(memory({ [VISITOR_KEY]: '{oops' }), new Date(), ids)).toMatch(/^id-/);
    expect(visitorIdOfToday(undefined, new Date(), ids)).toMatch(/^id-/);
  });
});

describe('countsAsVisit', () => {
  it('leaves out the TV board (/screen routes) and counts every other page', () => {
    expect(countsAsVisit('/screen/main')).toBe(false);
    expect(countsAsVisit('/screen')).toBe(false);
    expect(countsAsVisit('/')).toBe(true);
    expect(countsAsVisit('/menu')).toBe(true);
    expect(countsAsVisit('/screens-guide')).toBe(true);
  });
});
