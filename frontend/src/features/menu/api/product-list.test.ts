import { describe, expect, it } from 'vitest';
import {
  filtersFromSearch,
  nextPageParam,
  pageCount,
  parseSort,
  productListParams,
  safeFrom,
} from './product-list';

describe('menu list paging (spec §9)', () => {
  it('counts pages as ceil(total / 4)', () => {
    expect(pageCount(0)).toBe(0);
    expect(pageCount(1)).toBe(1);
    expect(pageCount(4)).toBe(1);
    expect(pageCount(5)).toBe(2);
    expect(pageCount(22)).toBe(6);
  });

  it('gives the next page until every page is loaded', () => {
    expect(nextPageParam(1, 22)).toBe(2);
    expect(nextPageParam(5, 22)).toBe(6);
    expect(nextPageParam(6, 22)).toBeUndefined();
    expect(nextPageParam(1, 4)).toBeUndefined();
    expect(nextPageParam(1, 0)).toBeUndefined();
  });
});

describe('menu filters', () => {
  it('reads sort and category from the search params, newest first by default', () => {
    expect(filtersFromSearch(new URLSearchParams(''))).toEqual({ sort: '-createdAt' });
    expect(filtersFromSearch(new URLSearchParams('category=Pizzas&sort=price'))).toEqual({
      sort: 'price',
      category: 'Pizzas',
    });
    expect(filtersFromSearch(new URLSearchParams('category=%20&sort=bogus'))).toEqual({ sort: '-createdAt' });
    expect(parseSort('popular')).toBe('popular');
  });

  it('asks only for published products, 4 a page', () => {
    expect(productListParams({ sort: '-price', category: 'Plats & grillades' }, 3)).toEqual({
      active: 'true',
      sort: '-price',
      page: 3,
      limit: 4,
      category: 'Plats & grillades',
    });
  });

  it('accepts only a local path as the back target', () => {
    expect(safeFrom('/menu?category=Pizzas')).toBe('/menu?category=Pizzas');
    expect(safeFrom(null)).toBe('/menu');
    expect(safeFrom('//evil.example')).toBe('/menu');
    expect(safeFrom('https://evil.example')).toBe('/menu');
  });
});

describe('menu search', () => {
  it('reads the search from ?q= (trimmed, 80 characters at most) and asks the API with it', () => {
    const filters = filtersFromSearch(new URLSearchParams('q=%20%D8%A8%D9%8A%D8%AA%D8%B2%D8%A7%20'));
    expect(filters).toEqual({ sort: '-createdAt', q: 'بيتزا' });
    expect(productListParams(filters, 1).q).toBe('بيتزا');
    expect(filtersFromSearch(new URLSearchParams(`q=${'a'.repeat(90)}`)).q).toHaveLength(80);
    expect(filtersFromSearch(new URLSearchParams('q=%20%20'))).toEqual({ sort: '-createdAt' });
  });
});
