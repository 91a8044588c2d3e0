import { z } from 'zod';
import {
  bannerName,
  bannerTranslations,
  categoryName,
  categoryTranslations,
  description,
  districtName,
  districtTranslations,
  id,
  isoDate,
  localDay,
  money,
  percent,
  productName,
  slotCapacity,
  productTranslations,
  storedImagePath,
  visitorId,
} from '../fields';
import { optionGroups } from './options';
import { SHOP_TIME_ZONE } from '../time-zone';
import { MAX_NO_SHOWS_BEFORE_CALL, MAX_OPEN_ORDERS, MAX_REMINDER_MINUTES } from '../orders/trust';
import { roles } from '../accounts/roles';
import { kitchenEvents } from './kitchen';

export * from './constants';

// Catalogue events: what happened to the menu, the promos, the districts, the banners and the shop's settings.
// Stream names are in ./streams.ts. Money is whole DA (integers); dates are ISO-8601 strings.

export const size = z.object({ value: z.number().positive(), unit: z.string().trim().min(1).max(20) });
export type Size = z.infer<typeof size>;

export { id };

// `translations` (English, Arabic) came with schema version 2 of these events; older ones are upcast with none
// (../schema/upcasters.ts).
export const categoryDetails = z.object({
  name: categoryName,
  description,
  image: storedImagePath,
  translations: categoryTranslations,
});
export const productDetails = z.object({
  name: productName,
  size,
  description,
  price: money,
  sold: percent,
  categoryId: id,
  /** Options and extras (docs/catalogue.md "Options and extras"); events of version 1 are upcast with []. */
  optionGroups,
  translations: productTranslations,
});

export const catalogueEvent = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('CategoryCreated'),
    data: categoryDetails.extend({ categoryId: id, createdAt: isoDate }),
  }),
  z.object({ type: z.literal('CategoryUpdated'), data: categoryDetails.extend({ categoryId: id }) }),
  z.object({ type: z.literal('CategoryDeleted'), data: z.object({ categoryId: id }) }),
  // Which products sit in a category, recorded on the category stream by the product commands (docs/catalogue.md,
  // "Category deletion"). `productRevision` is the revision of the product event that put the product in or took it
  // out: a late exit never undoes a later entry. The read side ignores both.
  z.object({
    type: z.literal('ProductEnteredCategory'),
    data: z.object({
      categoryId: id,
      productId: id,
      productRevision: z.number().int().min(0),
      at: isoDate,
    }),
  }),
  z.object({
    type: z.literal('ProductLeftCategory'),
    data: z.object({ categoryId: id, productId: id, productRevision: z.number().int().min(0) }),
  }),

  z.object({
    type: z.literal('ProductCreated'),
    data: productDetails.extend({
      productId: id,
      img: storedImagePath,
      active: z.boolean(),
      createdAt: isoDate,
    }),
  }),
  z.object({ type: z.literal('ProductUpdated'), data: productDetails.extend({ productId: id }) }),
  z.object({ type: z.literal('ProductImageSet'), data: z.object({ productId: id, img: storedImagePath }) }),
  z.object({ type: z.literal('ProductPublished'), data: z.object({ productId: id }) }),
  z.object({ type: z.literal('ProductUnpublished'), data: z.object({ productId: id }) }),
  z.object({ type: z.literal('ProductDeleted'), data: z.object({ productId: id }) }),
  // Sold out (docs/kitchen.md "Sold out"): the product (`choiceId` null) or one choice of its options off sale until
  // `until` (null: until staff turn it back); ProductBackOnSale ends it (by staff, or by the system at `until`).
  z.object({
    type: z.literal('ProductSoldOut'),
    data: z.object({
      productId: id,
      choiceId: id.nullable(),
      until: isoDate.nullable(),
      by: z.lazy(() => catalogueActor),
      at: isoDate,
    }),
  }),
  z.object({
    type: z.literal('ProductBackOnSale'),
    data: z.object({ productId: id, choiceId: id.nullable(), by: z.lazy(() => catalogueActor), at: isoDate }),
  }),

  z.object({
    type: z.literal('PromoCreated'),
    data: z.object({
      code: z.string(),
      percentage: z.number().int().min(1).max(100),
      startsAt: isoDate,
      validForHours: z.number().positive(),
    }),
  }),
  z.object({ type: z.literal('PromoActivated'), data: z.object({ code: z.string() }) }),
  z.object({ type: z.literal('PromoDeactivated'), data: z.object({ code: z.string() }) }),

  z.object({
    type: z.literal('DistrictAdded'),
    data: z.object({
      districtId: id,
      name: districtName,
      deliveryPrice: money,
      translations: districtTranslations,
    }),
  }),
  z.object({
    type: z.literal('DistrictPriceChanged'),
    data: z.object({ districtId: id, deliveryPrice: money }),
  }),
  z.object({ type: z.literal('DistrictRemoved'), data: z.object({ districtId: id }) }),
  /** Its names in every language, replaced (the ones left out are gone: French is shown instead). */
  z.object({
    type: z.literal('DistrictRenamed'),
    data: z.object({ districtId: id, name: districtName, translations: districtTranslations }),
  }),

  z.object({
    type: z.literal('BannerCreated'),
    data: z.object({
      bannerId: id,
      name: bannerName,
      order: z.number().int().min(0),
      image: storedImagePath,
      translations: bannerTranslations,
    }),
  }),
  z.object({ type: z.literal('BannerDeleted'), data: z.object({ bannerId: id }) }),
  /** Its title in every language, replaced (the ones left out are gone: French is shown instead). */
  z.object({
    type: z.literal('BannerRenamed'),
    data: z.object({ bannerId: id, name: bannerName, translations: bannerTranslations }),
  }),

  z.object({ type: z.literal('DiscountsEnabledSet'), data: z.object({ enabled: z.boolean() }) }),
  z.object({ type: z.literal('ShopInfoSet'), data: z.lazy(() => shopInfo) }),
  z.object({ type: z.literal('OpeningHoursSet'), data: z.lazy(() => openingHours) }),
  /** The opening hours taken away: the shop is always open again, as before any were set. */
  z.object({ type: z.literal('OpeningHoursCleared'), data: z.object({}) }),
  /** Orders each 15-minute slot of scheduled orders takes (docs/orders.md "Scheduled orders"). */
  z.object({ type: z.literal('SlotCapacitySet'), data: z.object({ capacity: slotCapacity }) }),
  /** The trust thresholds of confirmation calls and open orders (docs/phone-and-trust.md); the whole set each time. */
  z.object({ type: z.literal('TrustRulesSet'), data: z.lazy(() => trustRules) }),

  // Back-office (docs/catalogue.md "Back-office"): uploaded images (`image-{id}`) and the TV screens (`screen-{id}`).
  z.object({
    type: z.literal('ImageUploaded'),
    data: z.lazy(() =>
      z.object({
        imageId: id,
        format: z.enum(imageFormats),
        width: z.number().int().positive(),
        height: z.number().int().positive(),
        bytes: z.number().int().positive(),
        original: storedImagePath,
        uploadedAt: isoDate,
      }),
    ),
  }),
  z.object({
    type: z.literal('ImageResized'),
    data: z.object({ imageId: id, widths: z.array(z.number().int().positive()), resizedAt: isoDate }),
  }),
  z.object({
    type: z.literal('ScreenContentSet'),
    data: z.lazy(() => screenContent.extend({ screenId: id })),
  }),

  z.object({
    type: z.literal('ContactMessageSubmitted'),
    data: z.object({
      messageId: id,
      topic: z.enum(['thanks', 'complaint', 'suggestion']),
      name: z.string(),
      email: z.string(),
      phone: z.string().optional(),
      message: z.string(),
      submittedAt: isoDate,
    }),
  }),

  // A page view at the start of a visit (spec §7): no IP, no user id, only the browser's random id of the day.
  z.object({
    type: z.literal('VisitRecorded'),
    data: z.object({ visitorId, day: localDay, at: isoDate }),
  }),
  // The browser of that visitor id that day belongs to staff (a signed-in admin or moderator sent it): not a
  // customer's visit. `wasCounted`: a VisitRecorded of the same id and day came first (staff logged in after the
  // page view), so the stats take it out again.
  z.object({
    type: z.literal('StaffVisitRecorded'),
    data: z.object({ visitorId, day: localDay, at: isoDate, wasCounted: z.boolean() }),
  }),
  // Busy mode and promised times (./kitchen.ts).
  ...kitchenEvents,
]);
export type CatalogueEvent = z.infer<typeof catalogueEvent>;

/** Who did it: a signed-in staff member, or the system (`systemActor`, a job at a sold-out mark's end). */
export const catalogueActor = z.object({ userId: z.string(), role: z.enum(roles) });
export type CatalogueActor = z.infer<typeof catalogueActor>;
/** The settings' trust rules (contracts/src/orders/trust.ts TrustRules). */
export const trustRules = z.object({
  firstOrderCall: z.boolean(),
  callAboveTotal: z.number().int().min(0).max(10_000_000).nullable(),
  noShowsBeforeCall: z.number().int().min(1).max(MAX_NO_SHOWS_BEFORE_CALL).nullable(),
  reminderMinutes: z.number().int().min(1).max(MAX_REMINDER_MINUTES),
  maxOpenOrders: z.number().int().min(1).max(MAX_OPEN_ORDERS).nullable(),
});
export type CatalogueEventType = CatalogueEvent['type'];
export type EventOf<T extends CatalogueEventType> = Extract<CatalogueEvent, { type: T }>;

export const shopInfo = z.object({
  phones: z.array(z.string().trim().min(1).max(30)).min(1).max(4),
  email: z.string().email(),
  salesPoint: z.object({ name: z.string(), address: z.string(), city: z.string() }),
  social: z.object({
    facebook: z.string().url().optional(),
    instagram: z.string().url().optional(),
    tiktok: z.string().url().optional(),
  }),
});
export type ShopInfo = z.infer<typeof shopInfo>;

// ---- Back-office ----

/** Raster formats an upload may be (detected from the bytes, never from the name). SVG is refused: it can carry script. */
export const imageFormats = ['jpeg', 'png', 'webp', 'gif'] as const;
export type ImageFormat = (typeof imageFormats)[number];
/** Widths (px) the image worker makes of every upload, as WebP. */
export const imageWidths = [320, 800] as const;
/** What a view shows while an uploaded image is not resized yet. */
export const placeholderImage = '/images/placeholder.svg';
export const uploadPaths = {
  original: (imageId: string, format: ImageFormat) =>
    `/uploads/original/${imageId}.${format === 'jpeg' ? 'jpg' : format}`,
  resized: (imageId: string, width: number) => `/uploads/${width}/${imageId}.webp`,
  /** The image id of an original upload path (what POST /api/uploads answers as `url`), else null. */
  imageIdOf: (path: string): string | null =>
    /^\/uploads\/original\/([A-Za-z0-9_-]+)\.(jpg|png|webp|gif)$/.exec(path)?.[1] ?? null,
};

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM');
/** A closing time: HH:MM, or 24:00 (the end of the day: 00:00 → 24:00 is a day open 24 h). */
const closing = z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, 'HH:MM or 24:00');
/**
 * One day's hours; `close` before `open` means closing after midnight (18:00 → 01:00); `close` 24:00 is midnight at
 * the end of the day (ALL_DAY: open 24 h). null = closed that day. (24:00 came later: older events never hold it.)
 */
export const dayHours = z
  .object({ open: hhmm, close: closing })
  .refine((d) => d.open !== d.close, { message: 'open and close must differ', path: ['close'] })
  .nullable();
export type DayHours = z.infer<typeof dayHours>;
export const openingHours = z.object({
  timezone: z.literal(SHOP_TIME_ZONE).default(SHOP_TIME_ZONE),
  days: z.object({
    mon: dayHours,
    tue: dayHours,
    wed: dayHours,
    thu: dayHours,
    fri: dayHours,
    sat: dayHours,
    sun: dayHours,
  }),
});
export type OpeningHours = z.infer<typeof openingHours>;

/** A box of a TV screen shows one product or one category; null = empty box. */
export const screenBox = z.object({ kind: z.enum(['product', 'category']), id }).nullable();
export type ScreenBox = z.infer<typeof screenBox>;
export const screenContent = z.object({
  title: z.string().trim().max(80),
  topText: z.string().trim().max(300),
  boxes: z.object({ '1.1': screenBox, '1.2': screenBox, '2.1': screenBox, '2.2': screenBox }),
});
export type ScreenContent = z.infer<typeof screenContent>;
