// The menu's sort orders: a module without zod, so the client's menu does not pull the read-model schemas in.
// `name`: A to Z in the asked language (read-api/src/product-page.ts).
export const productSorts = ['-createdAt', 'createdAt', '-price', 'price', 'popular', 'name'] as const;
export type ProductSort = (typeof productSorts)[number];
