// The shop's wall clock (spec: slots, opening hours, stats days and hours, mails): one place names it.
// Zod-free, so any module (client, workers, the local-day helpers) may import it alone.
export const SHOP_TIME_ZONE = 'Africa/Algiers';
