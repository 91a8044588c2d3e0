// Zod-free constants of the riders' shifts and cash (docs/riders.md "Shifts and cash"), for the client's first load.

/** The most a handover may record (DA): far above an evening's cash, a typo stays a 400. */
export const MAX_HANDOVER = 10_000_000;
/** The shifts a rider's stream keeps in its state (the latest; a handover names one of them). */
export const RECENT_RIDER_SHIFTS = 60;
/** The handed-over orders a rider's stream keeps in its state (never counted twice in a handover). */
export const RECENT_SETTLED_ORDERS = 2_000;
