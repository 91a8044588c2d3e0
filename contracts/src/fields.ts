import { z } from 'zod';
import { defaultLanguage, languages } from './languages';

// One schema per field, used by the command that writes it and the event that keeps it (docs/catalogue.md,
// "Field schemas"). Where an older command let a wider value into the log, the event keeps the wider `stored*`
// schema and the command's is that same schema with more checks: whatever a command accepts, its event parses.

export const id = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'invalid id');

/** Whole DA. */
export const money = z.number().int().min(0).max(10_000_000);
export const percent = z.number().int().min(0).max(100);
export const isoDate = z.string().datetime({ offset: true });

/** A required one-line text, trimmed, at most `max` characters. */
export const requiredText = (max: number) => z.string().trim().min(1, 'required').max(max);
/** An optional text (may be empty), trimmed; text areas are 500 at most (spec §5). */
export const optionalText = (max = 500) => z.string().trim().max(max);

export const productName = requiredText(120);
export const categoryName = requiredText(80);
export const districtName = requiredText(80);
export const bannerName = requiredText(120);
export const description = optionalText(500);

/**
 * The translations of a menu item's texts (docs/catalogue.md, "Menu in three languages"): per language other than
 * French, each text optional, with the same schema as the French one. French stays in the item's own fields (`name`,
 * `description`), so a `fr` entry is refused; a missing language or text is shown in French.
 */
const translations = <T extends z.ZodRawShape>(texts: T) =>
  z.partialRecord(z.enum(languages), z.object(texts).partial()).refine((t) => !(defaultLanguage in t), {
    message: 'French is the item’s own text, not a translation',
    path: [defaultLanguage],
  });
export const productTranslations = translations({ name: productName, description });
export const categoryTranslations = translations({ name: categoryName, description });
export const bannerTranslations = translations({ name: bannerName });
export const districtTranslations = translations({ name: districtName });
export type Translations = z.infer<typeof productTranslations>;

/** A banner's zero-based display position (`order_img`). */
export const bannerOrder = z.number().int().min(0).max(1000);

/**
 * Image paths of the shop itself: an upload (`/uploads/original/<id>.<ext>`, or a resized copy
 * `/uploads/<width>/<id>.webp` that an edit form sends back) or an image shipped with the client (`/images/...`, the
 * demo artwork and the placeholder). Never an external URL, a protocol-relative `//`, `javascript:`, `..` or blanks.
 */
const originalUpload = /^\/uploads\/original\/[A-Za-z0-9_-]{1,64}\.(?:jpg|png|webp|gif)$/;
const resizedUpload = /^\/uploads\/\d{2,4}\/[A-Za-z0-9_-]{1,64}\.webp$/;
const shippedImage = /^\/images\/(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]+\.(?:svg|png|jpg|jpeg|webp|gif)$/;
/** An image path as events keep it (older commands accepted any 1–500 characters here). */
export const storedImagePath = z.string().trim().min(1).max(500);
/** An image path a command may set: one of the shop's own (above). */
export const imagePath = z
  .string()
  .trim()
  .min(1, 'required')
  .max(200)
  .refine(
    (s) => [originalUpload, resizedUpload, shippedImage].some((r) => r.test(s)),
    'not an image of the shop',
  );
/** The path POST /api/uploads stores an original at. */
export const originalUploadPath = z.string().regex(originalUpload, 'not an upload path');

/** An e-mail address, trimmed and lower-cased; the local part at most 64 characters (RFC 5321), 254 in all. */
export const emailAddress = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .email()
  .refine((s) => s.indexOf('@') <= 64, 'local part at most 64 characters');

/** A link the shop shows (social networks): http or https only, never `javascript:` or `data:`. */
export const webLink = z
  .string()
  .trim()
  .max(500)
  .url()
  .regex(/^https?:\/\//i, 'http or https only');

export const promoCode = z
  .string()
  .trim()
  .min(2)
  .max(32)
  .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _ only')
  .transform((s) => s.toUpperCase());

/** A browser's random id for one day's visits (crypto.randomUUID in the client): never linked to a person. */
export const visitorId = z.string().uuid();

/** A calendar day `YYYY-MM-DD` (Africa/Algiers, see local-day.ts). */
export const localDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');

/**
 * The start of a scheduled order's 15-minute slot: a UTC instant on a quarter hour, as `Date#toISOString` writes it
 * (`2026-11-25T11:15:00.000Z`). Africa/Algiers is UTC+1 all year, so a local quarter hour is a UTC quarter hour.
 */
export const slotStart = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:(?:00|15|30|45):00\.000Z$/, 'a quarter hour, ISO UTC');
/** Orders one slot takes (SetSlotCapacity). */
export const slotCapacity = z.number().int().min(1).max(100);

/**
 * A Web Push subscription as the browser's PushSubscription.toJSON() gives it: the push service's https URL, the
 * client's P-256 public key (65 bytes) and its 16-byte auth secret, both base64url.
 */
export const pushEndpoint = z
  .string()
  .trim()
  .max(2000)
  .url()
  .regex(/^https:\/\//i, 'https only');
export const pushP256dh = z.string().regex(/^[A-Za-z0-9_-]{87}=?$/, 'a P-256 public key, base64url');
export const pushAuth = z.string().regex(/^[A-Za-z0-9_-]{22}(==)?$/, 'a 16-byte secret, base64url');
