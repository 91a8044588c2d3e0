import { describe, expect, it } from 'vitest';
import { moveIndexEntries, type IndexEntry, type ReadModelWrites } from './projection';

/** The sorted-set commands queued, in order. */
const movesOf = (before: IndexEntry[], after: IndexEntry[]) => {
  const queued: string[] = [];
  const tx = {
    zadd: (key: string, score: number, member: string) => queued.push(`zadd ${key} ${score} ${member}`),
    zrem: (key: string, member: string) => queued.push(`zrem ${key} ${member}`),
  } as unknown as ReadModelWrites;
  moveIndexEntries(tx, 'm', before, after);
  return queued;
};

describe('moving a view between sorted sets', () => {
  it('adds every entry of a new view', () => {
    expect(
      movesOf(
        [],
        [
          { key: 'a', score: 1 },
          { key: 'b', score: 2 },
        ],
      ),
    ).toEqual(['zadd a 1 m', 'zadd b 2 m']);
  });

  it('writes only the scores that changed when the sets are the same', () => {
    const before = [
      { key: 'a', score: 1 },
      { key: 'b', score: 2 },
    ];
    expect(
      movesOf(before, [
        { key: 'a', score: 1 },
        { key: 'b', score: 3 },
      ]),
    ).toEqual(['zadd b 3 m']);
    expect(movesOf(before, before)).toEqual([]);
  });

  it('adds to the new sets and removes from the ones left, in any order', () => {
    const before = [
      { key: 'a', score: 1 },
      { key: 'unfinish', score: 5 },
    ];
    const after = [
      { key: 'finish', score: 5 },
      { key: 'a', score: 1 },
    ];
    expect(movesOf(before, after)).toEqual(['zadd finish 5 m', 'zrem unfinish m']);
    expect(movesOf(before, [])).toEqual(['zrem a m', 'zrem unfinish m']);
  });
});
