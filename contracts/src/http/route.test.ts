import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import {
  pathOf,
  route,
  urlOf,
  type AnswerOf,
  type BodyOf,
  type NoParams,
  type ParamsOf,
  type PathParams,
} from './route';
import { routeSchemas } from './route-schemas';

const placeBody = z.object({ slot: z.string().nullable().default(null) });
const placeAnswer = z.object({ data: z.object({ _id: z.string() }), position: z.string() });
const place = route<{ id: string }, z.input<typeof placeBody>, z.output<typeof placeAnswer>>(
  'POST',
  '/orders/:id/place',
);

describe('route', () => {
  it('fills the path’s :name segments, URI-encoded', () => {
    expect(pathOf(place, { id: 'a/b c' })).toBe('/orders/a%2Fb%20c/place');
    expect(urlOf(route('GET', '/menu'))).toBe('/api/menu');
    expect(() => pathOf(place, {} as { id: string })).toThrow(':id');
  });

  it('carries its params, body and answer as types', () => {
    expectTypeOf<ParamsOf<typeof place>>().toEqualTypeOf<{ id: string }>();
    expectTypeOf<BodyOf<typeof place>>().toEqualTypeOf<{ slot?: string | null | undefined }>();
    expectTypeOf<AnswerOf<typeof place>>().toEqualTypeOf<{ data: { _id: string }; position: string }>();
    expectTypeOf<PathParams<'/orders/:id/lines/:line'>>().toEqualTypeOf<{ id: string; line: string }>();
    expectTypeOf<PathParams<'/menu'>>().toEqualTypeOf<NoParams>();
    const wrong = () => {
      // @ts-expect-error -- the path must name the params
      route<{ id: string }>('POST', '/orders/place');
      // @ts-expect-error -- a route with params needs them
      pathOf(place);
    };
    expect(wrong).toBeTypeOf('function');
  });

  it('schemas that do not fit the route do not compile', () => {
    routeSchemas(place, { body: placeBody, answer: placeAnswer });
    // @ts-expect-error -- the body schema's input is not the route's Body
    routeSchemas(place, { body: z.object({ slot: z.string() }), answer: placeAnswer });
    // @ts-expect-error -- the answer schema's output lacks `position`
    routeSchemas(place, { answer: z.object({ data: z.object({ _id: z.string() }) }) });
  });
});
