import { describe, expect, it } from 'vitest';
import { pageRange, parseProductQuery, scopeOf, sortOrderOf } from './product-query';

describe('GET /api/products query', () => {
  it('defaults to newest first, page 1, 4 per page, every product', () => {
    expect(parseProductQuery({})).toEqual({ ok: true, query: { sort: '-createdAt', page: 1, limit: 4 } });
  });

  it('accepts the client query of spec §7', () => {
    const parsed = parseProductQuery({
      active: 'true',
      sort: '-price',
      page: '2',
      limit: '4',
      category: 'Pizzas',
    });
    expect(parsed).toEqual({
      ok: true,
      query: { active: 'true', sort: '-price', page: 2, limit: 4, category: 'Pizzas' },
    });
  });

  it.each([
    [{ page: '-1' }, 'page'],
    [{ page: '1.5' }, 'page'],
    [{ limit: '10000' }, 'limit'],
    [{ limit: '0' }, 'limit'],
    [{ sort: 'foo' }, 'sort'],
    [{ active: 'maybe' }, 'active'],
    [{ page: ['1', '2'] }, 'page'],
  ])('rejects %o with a message for %s', (raw, field) => {
    const parsed = parseProductQuery(raw);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(Object.keys(parsed.errors)).toEqual([field]);
  });

  it('reports every bad field at once', () => {
    const parsed = parseProductQuery({ page: '0', sort: 'title' });
    expect(parsed.ok ? [] : Object.keys(parsed.errors).sort()).toEqual(['page', 'sort']);
  });

  it('maps sort and active onto the sorted sets', () => {
    expect(sortOrderOf('-createdAt')).toEqual({ key: 'createdAt', descending: true });
    expect(sortOrderOf('price')).toEqual({ key: 'price', descending: false });
    expect(sortOrderOf('popular')).toEqual({ key: 'popular', descending: true });
    expect(sortOrderOf('name')).toEqual({ key: 'createdAt', descending: true, byName: true });
    expect([scopeOf('true'), scopeOf('false'), scopeOf(undefined)]).toEqual(['active', 'inactive', 'all']);
    expect(pageRange(3, 4)).toEqual({ start: 8, stop: 11 });
  });
});
