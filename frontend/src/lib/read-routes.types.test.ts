// The client reads through contracts' route tables (docs/conventions.md "HTTP routes"): a query's data is the route's
// answer type, so an answer that changes in contracts is a type error in the query that reads it. These checks are
// compile-time (`npm run typecheck -w @shop/frontend`); at run time they only build functions, never call the API.
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  catalogueReadRoutes,
  route,
  type AnswerOf,
  type LanguageQuery,
  type OrderView,
  type ProductView,
  type QueryOf,
} from '@shop/contracts/core';
import { productDetailQuery } from '@/api/catalogue';
import { orderQueries } from '@/api/orders';
import { call } from './api-client';

describe('typed reads', () => {
  it('a query answers its route’s answer', () => {
    expectTypeOf(productDetailQuery('p1').queryFn).returns.resolves.toEqualTypeOf<ProductView>();
    expectTypeOf(orderQueries.detail('o1').queryFn).returns.resolves.toEqualTypeOf<OrderView>();
    expectTypeOf<AnswerOf<typeof catalogueReadRoutes.products>>().toEqualTypeOf<{
      data: ProductView[];
      total: number;
    }>();
    // The query string is typed too: page and limit are numbers, sort one of the sorts.
    expectTypeOf<QueryOf<typeof catalogueReadRoutes.products>['page']>().toEqualTypeOf<number | undefined>();
  });

  it('a changed answer field is a type error in the client query that reads it', () => {
    // The same route once `price` is renamed `basePrice` in the read model (contracts/src/catalogue/read-models.ts).
    const renamed = route<
      { id: string },
      undefined,
      { data: Omit<ProductView, 'price'> & { basePrice: number } },
      LanguageQuery
    >('GET', '/products/:id');
    // A field that changes type (the price as text) is refused the same way.
    const retyped = route<
      { id: string },
      undefined,
      { data: Omit<ProductView, 'finalPrice'> & { finalPrice: string } },
      LanguageQuery
    >('GET', '/products/:id');
    // The product page's price line, as the client writes it, against each.
    const wrong = async () => {
      const before = await call(catalogueReadRoutes.product, { params: { id: 'p1' } });
      expectTypeOf(before.data.price).toEqualTypeOf<number>();
      const afterRename = await call(renamed, { params: { id: 'p1' } });
      // @ts-expect-error -- `price` is gone from the answer: the line that reads it no longer compiles
      void afterRename.data.price.toFixed(0);
      const afterRetype = await call(retyped, { params: { id: 'p1' } });
      // @ts-expect-error -- `finalPrice` is text now: arithmetic on it no longer compiles
      void (afterRetype.data.finalPrice * 2);
      // @ts-expect-error -- the query's numbers are numbers, not text
      void call(catalogueReadRoutes.products, { query: { page: '2' } });
      // @ts-expect-error -- a route with params needs them
      void call(catalogueReadRoutes.product);
    };
    expect(wrong).toBeTypeOf('function');
  });
});
