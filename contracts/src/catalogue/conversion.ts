/**
 * Visit-to-order conversion: orders ÷ visits, rounded to 4 decimals (0.1234 = 12.34 %); null without visits
 * (orders placed through the API alone, or days before visits were recorded, have nothing to divide by).
 */
export const conversion = (orders: number, visits: number): number | null =>
  visits > 0 ? Math.round((orders / visits) * 10_000) / 10_000 : null;
