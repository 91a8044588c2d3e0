// The menu's sort orders: a module without zod, so the client's menu does not pull the read-model schemas in.
export const productSorts = ['-createdAt', 'createdAt', '-price', 'price', 'popular'] as const;
export type ProductSort = (typeof productSorts)[number];
