import { describe, expect, it } from 'vitest';
import { pageOfSearch, pageRange, parseOrderListQuery } from './order-query';

describe('order list queries', () => {
  it('defaults to every status, page 1 of 20, and lowercases the search', () => {
    expect(parseOrderListQuery({})).toEqual({
      ok: true,
      query: { status: 'all', page: 1, limit: 20, q: undefined },
    });
    expect(parseOrderListQuery({ status: 'finish', q: ' AMINA ', page: '2', limit: '5' })).toEqual({
      ok: true,
      query: { status: 'finish', q: 'amina', page: 2, limit: 5 },
    });
  });

  it('names each bad field', () => {
    const parsed = parseOrderListQuery({ status: 'done', page: '0', limit: '500' });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(Object.keys(parsed.errors).sort()).toEqual(['limit', 'page', 'status']);
  });

  it('pages ranks and searched lists', () => {
    expect(pageRange({ page: 3, limit: 10 })).toEqual({ start: 20, stop: 29 });
    const search = {
      a: '#3 amina 0550 bir el djir',
      b: '#2 karim 0661 es senia',
      c: '#1 amine 0770 bir el djir',
    };
    expect(pageOfSearch(['a', 'b', 'c'], search, 'bir', { page: 1, limit: 1 })).toEqual({
      ids: ['a'],
      total: 2,
    });
    expect(pageOfSearch(['a', 'b', 'c'], search, 'bir', { page: 2, limit: 1 })).toEqual({
      ids: ['c'],
      total: 2,
    });
    expect(pageOfSearch(['a', 'b', 'c'], search, 'nobody', { page: 1, limit: 10 })).toEqual({
      ids: [],
      total: 0,
    });
  });
});
