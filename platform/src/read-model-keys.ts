// The Redis layout of the read models (docs/architecture.md, "Read models and Redis layout"). Projections write these keys,
// read-api and workers read them: this module is the one place that spells them.

export const productScopes = ['all', 'active', 'inactive'] as const;
export type ProductScope = (typeof productScopes)[number];
export const productSortKeys = ['createdAt', 'price', 'popular'] as const;
export type ProductSortKey = (typeof productSortKeys)[number];
/** `*` = every category. */
export type ProductCategorySlot = '*' | string;

/** Keys outside any version: the pointer to the active version and the pub/sub channels. */
export const sharedKeys = (prefix: string) => ({
  current: `${prefix}rm:current`,
  /** ChangeMessage JSON after each projected change (contracts/changes.ts). */
  changedChannel: `${prefix}changed`,
  /** The new version number, published once a rebuild swapped `current`. */
  swappedChannel: `${prefix}rm:swapped`,
  rebuildLock: `${prefix}rm:rebuild-lock`,
  /** The event store (port storeId) whose positions every version's checkpoint counts (store-identity.ts). */
  store: `${prefix}rm:store`,
  /** JSON of the event the live projections stopped at (event-schemas.ts UnparsableEventError); absent when running. */
  stopped: `${prefix}rm:stopped`,
});
export type SharedKeys = ReturnType<typeof sharedKeys>;

export const namespaceOf = (prefix: string, version: number): string => `${prefix}rm:${version}:`;

// A key built from its parts is a new string each time (a concatenation V8 must copy flat and hash again at each Map
// lookup and comparison); the rebuild's in-memory store looks up and compares the same keys millions of times. So a
// keys object answers the same string for the same parts while it remembers them: MAX_REMEMBERED per builder, then it
// starts again (the ids of a long log are unbounded).
const MAX_REMEMBERED = 5_000;
const rememberedBy = <Built>(build: (part: string) => Built) => {
  const built = new Map<string, Built>();
  return (part: string): Built => {
    let value = built.get(part);
    if (value === undefined) {
      if (built.size === MAX_REMEMBERED) built.clear();
      built.set(part, (value = build(part)));
    }
    return value;
  };
};

export const readModelKeys = (prefix: string, version: number) => {
  const ns = namespaceOf(prefix, version);
  const key = (kind: string) => rememberedBy((part) => `${ns}${kind}:${part}`);
  // The product lists of a category slot, by scope and sort: nine keys per category.
  const productLists = rememberedBy(
    (category) =>
      Object.fromEntries(
        productScopes.map((scope) => [
          scope,
          Object.fromEntries(
            productSortKeys.map((sort) => [sort, `${ns}products:${scope}:${category}:${sort}`]),
          ),
        ]),
      ) as Record<ProductScope, Record<ProductSortKey, string>>,
  );
  return {
    version,
    namespace: ns,
    checkpoint: `${ns}checkpoint`,
    /** Which projections built this version (read-model-schema.ts): another set makes the runner rebuild. */
    schema: `${ns}schema`,
    revs: `${ns}revs`,
    product: key('product'),
    products: (scope: ProductScope, category: ProductCategorySlot, sort: ProductSortKey): string =>
      productLists(category)[scope][sort],
    category: key('category'),
    categories: `${ns}categories`,
    categoryNames: `${ns}category-names`,
    promo: (code: string) => `${ns}promo:${code.toUpperCase()}`,
    promos: `${ns}promos`,
    district: (id: string) => `${ns}district:${id}`,
    districts: `${ns}districts`,
    banner: (id: string) => `${ns}banner:${id}`,
    banners: `${ns}banners`,
    settings: `${ns}settings`,
    /** JSON UserView (contracts) per user id; gone once the account is deleted. */
    user: key('user'),
    /** Zset of user ids by registration time (ms): the admin list. */
    users: `${ns}users`,
    /** Hash user id → lowercased "name lastName email", for the admin list's substring search. */
    userSearch: `${ns}users:search`,
    /** JSON OrderView per order id, once placed (projections/src/orders). */
    order: key('order'),
    /** Zsets of placed order ids by placement time (ms): the staff lists per status filter. */
    orders: key('orders') as (filter: 'all' | 'finish' | 'unfinish') => string,
    /** Zset of one customer's order ids by placement time. */
    ordersOfUser: key('orders:user'),
    /** Hash order id → lowercased "#orderID name phone district", for the staff search. */
    orderSearch: `${ns}orders:search`,
    /** The last display number given (orderID); the next OrderPlaced takes it + 1. */
    orderNumber: `${ns}orders:number`,
    /** Zset of the kitchen screen's order ids (accepted or preparing) by promised time (ms) (docs/kitchen.md). */
    ordersKitchen: `${ns}orders:kitchen`,
    /** Zset of the ready board's on-site order ids: 0 while ready, the time served (ms) once served (docs/kitchen.md). */
    ordersReadyBoard: `${ns}orders:ready-board`,
    /** Count of placed orders not finished yet (the staff's new-orders counter). */
    ordersNewCount: `${ns}orders:new-count`,
    /** JSON OrderDelivery per order id, once a rider was assigned (projections/src/orders/deliveries.ts). */
    orderDelivery: key('order:delivery'),
    /** Zset of the order ids a rider carries now, by assignment time (ms): the rider's page, their load. */
    riderOrders: key('rider:orders'),
    /** Hash rider id → JSON { onShift }: the riders staff assign to (names from their user views). */
    dispatchRiders: `${ns}riders:dispatch`,
    // The riders' shifts and cash (docs/riders.md "Shifts and cash"; projections/src/riders).
    /** JSON RiderShiftView (its riderName left null: read-api names the rider) per shift id. */
    riderShift: key('rider:shift'),
    /** Zset of the shift ids started on a day (Africa/Algiers), by start time (ms). */
    riderShiftsOfDay: key('riders:shifts:day'),
    /** Zset of the shift ids whose cash is not handed over yet, by start time (ms): the open balances. */
    riderShiftsOpen: `${ns}riders:shifts:open`,
    /** Hash rider id → the id of their latest shift (where their deliveries count). */
    riderLatestShift: `${ns}riders:latest-shift`,
    /** JSON RiderShiftOrder[] a rider delivered after their latest shift's handover: counted in their next shift. */
    riderPendingOrders: key('rider:pending'),
    /** Hash order id → the rider staff confirmed its delivery for by hand (until its OrderStepConfirmed). */
    riderHandConfirmed: `${ns}riders:by-hand`,
    /** Hash rider id → JSON { deliveries, timed, minutes }: the stats' deliveries and pickup-to-delivery minutes. */
    riderStats: `${ns}riders:stats`,
    /**
     * Hash normalized phone (+213…) → JSON { customerId: CustomerMatch } of the customers staff find by phone:
     * accounts by their profile's number, customers without an account by their phone orders (docs/phone-and-trust.md).
     */
    customersByPhone: `${ns}customers:phone`,
    /** Hash account user id → the normalized phone it is listed under in customersByPhone (moved or erased with it). */
    customerPhoneOf: `${ns}customers:of`,
    /** Zset of scheduled order ids not yet released, by slot start (ms): the staff's scheduled lane. */
    ordersScheduled: `${ns}orders:scheduled`,
    /** Zset of order ids waiting for a confirmation call, by the time held (ms): the staff's "to call" lane. */
    ordersToCall: `${ns}orders:to-call`,
    /** Hash normalized phone (+213…) → JSON PhoneTrustView: orders, no-shows, block (docs/phone-and-trust.md). */
    phoneTrust: `${ns}phones:trust`,
    /** Hash slot start (ISO UTC) → places taken, from the `slot-{start}` streams. */
    slotsTaken: `${ns}slots:taken`,
    /** A customer's bonus-point balance (integer string), from their `loyalty-{userId}` stream. */
    loyaltyBalance: key('loyalty'),
    /** Set of the user ids whose account was deleted: their later loyalty events (a late settlement) count nothing. */
    loyaltyDeleted: `${ns}loyalty-deleted`,
    // Back-office (docs/catalogue.md "Back-office").
    /** Hash image id → JSON array of the resized widths, once the worker made them. */
    imagesResized: `${ns}images:resized`,
    /** Hash `product:{id}` | `category:{id}` | `banner:{id}` → the image id it shows now. */
    imageSources: `${ns}images:sources`,
    /** Set of the `kind:id` that showed this image at some point (checked against imageSources). */
    imageRefs: (imageId: string) => `${ns}images:refs:${imageId}`,
    /** JSON ScreenView per screen id; zset of screen ids by id (score 0). */
    screen: (id: string) => `${ns}screen:${id}`,
    screens: `${ns}screens`,
    /** Set of screen ids whose boxes name this product or category (`product:{id}` / `category:{id}`). */
    screensOf: (ref: string) => `${ns}screens:of:${ref}`,
    /** Stats (projections/src/stats): hashes day → n, hour → n, type → n, code → n; zsets by product. */
    stats: {
      dayOrders: `${ns}stats:day:orders`,
      dayRevenue: `${ns}stats:day:revenue`,
      /** Hash day → visits (VisitRecorded). */
      dayVisits: `${ns}stats:day:visits`,
      /** Hashes day → ratings given that day, and → their stars summed (OrderRated): the day's average. */
      dayRatings: `${ns}stats:day:ratings`,
      dayStars: `${ns}stats:day:stars`,
      hourOrders: `${ns}stats:hour:orders`,
      typeOrders: `${ns}stats:type:orders`,
      promoOrders: `${ns}stats:promo:orders`,
      promoDiscount: `${ns}stats:promo:discount`,
      /** Hash of single counters: orders, revenue, cancelled, withPromo, discount, visits. */
      totals: `${ns}stats:totals`,
      productQuantity: `${ns}stats:product:quantity`,
      productRevenue: `${ns}stats:product:revenue`,
      productNames: `${ns}stats:product:names`,
      /** JSON of what an order added, so a cancellation takes out exactly that. */
      order: key('stats:order'),
    },
  };
};
export type ReadModelKeys = ReturnType<typeof readModelKeys>;

/** Category names are looked up case-insensitively (GET /api/products?category=Pizzas). */
export const categoryNameField = (name: string): string => name.trim().toLocaleLowerCase('fr');

// Districts are kept in a zset with score 0 ordered by member, the member being `lowercased name|id`, so
// ZRANGE returns them by name. Ids never contain '|' (contracts `id`), so the id is after the last one.
export const districtMember = (name: string, id: string): string =>
  `${name.trim().toLocaleLowerCase('fr')}|${id}`;
export const districtIdOfMember = (member: string): string => member.slice(member.lastIndexOf('|') + 1);

/**
 * Hash user id → ISO time before which that user's sessions are void (the last password reset), read by read-api
 * with the shared rule of platform/src/auth/session-actor.ts. Outside the public UserView (not a field clients get).
 */
export const userSessionsFromKey = (keys: Pick<ReadModelKeys, 'namespace'>): string =>
  `${keys.namespace}users:sessions-from`;
/** Hash user id → the session (jti) a password change was made from, which outlives that change's cut-off. */
export const userSessionsKeptKey = (keys: Pick<ReadModelKeys, 'namespace'>): string =>
  `${keys.namespace}users:sessions-kept`;
