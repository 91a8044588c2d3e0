import { z } from 'zod';
import { optionGroup } from './options';
import { openingHours, screenBox, screenContent, shopInfo, size, trustRules } from './events';
import { productSorts } from './product-sorts';
import type { TranslatedField } from './constants';
import { languages } from '../languages';

// Shapes served by read-api (GET /api/...), as spec §3/§7 name the fields.

/**
 * A view's translations as its events gave them (English, Arabic; French is `name` / `description`). read-api answers
 * `name` / `description` in the asked language (./localize.ts) and keeps this for the back-office forms.
 */
export const viewTranslations = z.partialRecord(
  z.enum(languages),
  z.object({
    name: z.string().optional(),
    description: z.string().optional(),
  } satisfies Record<TranslatedField, z.ZodType>),
);
export type ViewTranslations = z.infer<typeof viewTranslations>;

/** A sold-out mark in a view (contracts/src/catalogue/sold-out.ts): `until` null = until staff turn it back. */
export const soldOutMark = z.object({ until: z.string().nullable(), at: z.string() });

export const productView = z.object({
  _id: z.string(),
  name: z.string(),
  size,
  description: z.string(),
  price: z.number(), // base price in DA
  sold: z.number(), // discount percentage
  discounted: z.boolean(), // true when the discount flag is on and sold > 0
  finalPrice: z.number(), // what the customer pays per unit (spec §1 maths, see ../pricing.ts)
  img: z.string(),
  active: z.boolean(),
  createdAt: z.string(),
  category: z.object({ _id: z.string(), name: z.string(), translations: viewTranslations }),
  popularity: z.number(), // times ordered; sort=popular
  optionGroups: z.array(optionGroup), // options and extras, [] for none
  translations: viewTranslations,
  /** Sold out (docs/kitchen.md): the product's mark, null when on sale (absent from views stored before it). */
  soldOut: soldOutMark.nullish(),
  /** Sold-out marks of its options' choices, by choice id. */
  soldOutChoices: z.record(z.string(), soldOutMark).optional(),
  /** Its own preparation minutes (docs/kitchen.md, ProductPrepTimeSet); null or absent: the shop's default. */
  prepMinutes: z.number().nullish(),
});
export type ProductView = z.infer<typeof productView>;

export const categoryView = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  createdAt: z.string(),
  translations: viewTranslations,
});
export type CategoryView = z.infer<typeof categoryView>;

export const promoView = z.object({
  promo_code: z.string(),
  pourcentage: z.number(),
  active: z.boolean(), // flag on AND now inside [startsAt, endsAt)
  startsAt: z.string(),
  endsAt: z.string(),
});
export type PromoView = z.infer<typeof promoView>;

/** A promo in the back-office list (GET /api/promos/all): `enabled` is the staff flag alone. */
export const staffPromoView = promoView.extend({ enabled: z.boolean() });
export type StaffPromoView = z.infer<typeof staffPromoView>;

export const districtView = z.object({
  _id: z.string(),
  name: z.string(),
  price: z.number(),
  translations: viewTranslations,
  /** Minutes from the shop (docs/kitchen.md, DistrictDeliveryTimeSet); 0 or absent: none set. */
  deliveryMinutes: z.number().optional(),
});
export type DistrictView = z.infer<typeof districtView>;

export const bannerView = z.object({
  _id: z.string(),
  name: z.string(),
  order_img: z.number(),
  img: z.string(),
  img_id: z.string(),
  translations: viewTranslations,
});
export type BannerView = z.infer<typeof bannerView>;

export const settingsView = z.object({
  discountsEnabled: z.boolean(),
  shop: shopInfo.nullable(),
  /** Absent until SetOpeningHours: the shop is then taken as always open. */
  openingHours: openingHours.nullable().optional(),
  /** Absent until SetSlotCapacity: DEFAULT_SLOT_CAPACITY. */
  slotCapacity: z.number().int().optional(),
  /** Busy mode (docs/kitchen.md): the last pause and delay, the default preparation; absent until one is set. */
  kitchen: z
    .object({
      pausedUntil: z.string().nullable(),
      delay: z.object({ minutes: z.number().int(), until: z.string() }).nullable(),
      defaultPrepMinutes: z.number().int().optional(),
    })
    .optional(),
  /** Absent until SetTrustRules: DEFAULT_TRUST_RULES (contracts/src/orders/trust.ts). */
  trustRules: trustRules.optional(),
});
export type SettingsView = z.infer<typeof settingsView>;

/** Until the settings stream says otherwise (the projection's start, and what read-api answers before it): discounts off, no shop info. */
export const defaultSettingsView: SettingsView = { discountsEnabled: false, shop: null };

/** GET /api/settings: the view, plus whether the shop takes orders right now and when it opens next (Africa/Algiers). */
export const settingsAnswer = settingsView.omit({ trustRules: true }).extend({
  openingHours: openingHours.nullable(),
  openNow: z.boolean(),
  /** ISO-8601 instant of the next opening when closed now; null when open now or no opening hours are set. */
  nextOpening: z.string().nullable(),
});
export type SettingsAnswer = z.infer<typeof settingsAnswer>;

// ---- Back-office ----

/** Stored per screen id (GET /api/screens lists them, unresolved). */
export const screenView = screenContent.extend({ _id: z.string() });
export type ScreenView = z.infer<typeof screenView>;

/** A box as GET /api/screens/:id answers it: the product or category resolved from the read models at request time. */
export const resolvedScreenBox = z
  .object({
    kind: z.enum(['product', 'category']),
    _id: z.string(),
    /** false when the product or category no longer exists (shown as an empty box). */
    found: z.boolean(),
    name: z.string(),
    image: z.string(),
    /**
     * product: what the customer pays per unit (DA), the lowest with its required options (lowestPrice); category:
     * null. `price` likewise before the discount.
     */
    finalPrice: z.number().nullable(),
    price: z.number().nullable(),
    /** product: a required option changes the price (shown « à partir de … »); category: false. */
    from: z.boolean(),
    discounted: z.boolean(),
    size: size.nullable(),
    /** product: published; category: exists. */
    available: z.boolean(),
    /** category: its published products (newest first, at most 12); product: []. */
    products: z.array(
      z.object({
        _id: z.string(),
        name: z.string(),
        finalPrice: z.number(),
        from: z.boolean(),
        size,
        img: z.string(),
      }),
    ),
  })
  .nullable();
export type ResolvedScreenBox = z.infer<typeof resolvedScreenBox>;
export const resolvedScreen = screenView.omit({ boxes: true }).extend({
  boxes: z.object({
    '1.1': resolvedScreenBox,
    '1.2': resolvedScreenBox,
    '2.1': resolvedScreenBox,
    '2.2': resolvedScreenBox,
  }),
  /** The boxes as stored (for the back-office form). */
  content: z.object({ '1.1': screenBox, '1.2': screenBox, '2.1': screenBox, '2.2': screenBox }),
});
export type ResolvedScreen = z.infer<typeof resolvedScreen>;

/**
 * GET /api/stats (staff): built by the stats projection from OrderPlaced / OrderCancelled (cancelled orders are taken
 * out) and VisitRecorded. conversion = orders ÷ visits (catalogue/conversion.ts), null without visits.
 */
export const statsView = z.object({
  /** Per day with orders or visits (YYYY-MM-DD, Africa/Algiers), oldest first. revenue = totals.total (DA, delivery included). */
  days: z.array(
    z.object({
      day: z.string(),
      orders: z.number(),
      revenue: z.number(),
      visits: z.number(),
      conversion: z.number().nullable(),
    }),
  ),
  /** Quantities ordered, most first (at most 10). */
  topProducts: z.array(
    z.object({ productId: z.string(), name: z.string(), quantity: z.number(), revenue: z.number() }),
  ),
  /** Per day with ratings (the day they were given, Africa/Algiers), oldest first: how many and their average stars. */
  ratings: z.array(z.object({ day: z.string(), count: z.number(), average: z.number() })),
  /** 24 entries, hour 0–23 (Africa/Algiers). */
  byHour: z.array(z.object({ hour: z.number(), orders: z.number() })),
  byType: z.object({ delivery: z.number(), on_site: z.number() }),
  promos: z.object({
    ordersWithPromo: z.number(),
    ordersWithoutPromo: z.number(),
    discountTotal: z.number(),
    byCode: z.array(z.object({ code: z.string(), orders: z.number(), discount: z.number() })),
  }),
  totals: z.object({
    orders: z.number(),
    revenue: z.number(),
    cancelled: z.number(),
    visits: z.number(),
    conversion: z.number().nullable(),
  }),
});
export type StatsView = z.infer<typeof statsView>;

// GET /api/products query. Bad values are a 400 problem (never silently clamped). Numbers arrive as text; their input
// type is what the client sends (`z.coerce.number<number>`), so the route's query type is this schema's `z.input`.
export const productListQuery = z.object({
  active: z.enum(['true', 'false']).optional(),
  sort: z.enum(productSorts).default('-createdAt'),
  page: z.coerce.number<number>().int().min(1).max(10_000).default(1),
  limit: z.coerce.number<number>().int().min(1).max(100).default(4),
  category: z.string().trim().min(1).max(80).optional(),
  /** Search in the names, in the asked language (French where a name has no translation). */
  q: z.string().trim().min(1).max(80).optional(),
});
export type ProductListQuery = z.infer<typeof productListQuery>;

export const one = <T extends z.ZodTypeAny>(item: T) => z.object({ data: item });
/** A page of a list: its items and the length of the whole list. */
export const pageOf = <T extends z.ZodTypeAny>(item: T) =>
  z.object({ data: z.array(item), total: z.number() });
