import { z } from 'zod';
import {
  bannerName,
  bannerOrder,
  bannerTranslations,
  categoryTranslations,
  districtName,
  districtTranslations,
  emailAddress,
  id,
  imagePath,
  localDay,
  money,
  originalUploadPath,
  productTranslations,
  promoCode,
  requiredText,
  slotCapacity,
  visitorId,
  webLink,
} from '../fields';
import { optionGroups } from './options';
import {
  categoryDetails,
  imageFormats,
  openingHours,
  productDetails,
  screenContent,
  shopInfo,
  trustRules,
} from './events';
import { kitchenCommands } from './kitchen';

// Catalogue commands, validated at the edge (HTTP body or seed) before a decider sees them. Each field is its event's
// schema (../fields.ts), tightened where the event keeps what older commands let in (image paths, shop info).
// Translations are optional in a command (none = French everywhere) and always present in its event.
export const categoryInput = categoryDetails.extend({
  image: imagePath,
  translations: categoryTranslations.default({}),
});
export const productInput = productDetails.extend({ translations: productTranslations.default({}) });
/** SetShopInfo: ShopInfoSet's shape with phone numbers, bounded texts, a real address and http(s) links only. */
export const shopInfoInput = shopInfo.extend({
  phones: z
    .array(
      z
        .string()
        .trim()
        .regex(/^\+?[0-9 ]{9,20}$/, 'invalid phone number'),
    )
    .min(1)
    .max(4),
  email: emailAddress,
  salesPoint: z.object({ name: requiredText(80), address: requiredText(200), city: requiredText(80) }),
  social: z.object({
    facebook: webLink.optional(),
    instagram: webLink.optional(),
    tiktok: webLink.optional(),
  }),
});

// The data of the commands an HTTP body carries, named for the route schemas (route-schemas.ts), which leave out the
// ids the server chooses or takes from the path.
export const createProductData = productInput.extend({
  productId: id,
  img: imagePath,
  active: z.boolean().default(true),
  optionGroups: optionGroups.default([]),
});
export const updateProductData = productInput.extend({
  productId: id,
  optionGroups: optionGroups.default([]),
});
export const setProductImageData = z.object({ productId: id, img: imagePath });
/**
 * Sold out (docs/kitchen.md "Sold out"): the product, or one choice of its options (`choiceId`), until tonight's
 * closing (`closing`, from the opening hours), until staff turn it back (`manual`) or until an instant.
 */
export const markSoldOutData = z.object({
  productId: id,
  choiceId: id.nullable().default(null),
  until: z.union([z.enum(['closing', 'manual']), z.string().datetime({ offset: true })]),
});
export const markBackOnSaleData = z.object({ productId: id, choiceId: id.nullable().default(null) });
export const createPromoData = z.object({
  code: promoCode,
  percentage: z.number().int().min(1).max(100),
  startsAt: z.string().datetime({ offset: true }),
  validForHours: z
    .number()
    .positive()
    .max(24 * 366),
});
export const addDistrictData = z.object({
  districtId: id,
  name: districtName,
  deliveryPrice: money,
  translations: districtTranslations.default({}),
});
export const changeDistrictPriceData = z.object({ districtId: id, deliveryPrice: money });
export const renameDistrictData = z.object({
  districtId: id,
  name: districtName,
  translations: districtTranslations.default({}),
});
export const renameBannerData = z.object({
  bannerId: id,
  name: bannerName,
  translations: bannerTranslations.default({}),
});
export const setDiscountsEnabledData = z.object({ enabled: z.boolean() });
export const setSlotCapacityData = z.object({ capacity: slotCapacity });

export const catalogueCommand = z.discriminatedUnion('type', [
  z.object({ type: z.literal('CreateCategory'), data: categoryInput.extend({ categoryId: id }) }),
  z.object({ type: z.literal('UpdateCategory'), data: categoryInput.extend({ categoryId: id }) }),
  z.object({ type: z.literal('DeleteCategory'), data: z.object({ categoryId: id }) }),

  z.object({ type: z.literal('CreateProduct'), data: createProductData }),
  z.object({ type: z.literal('UpdateProduct'), data: updateProductData }),
  z.object({ type: z.literal('SetProductImage'), data: setProductImageData }),
  z.object({ type: z.literal('PublishProduct'), data: z.object({ productId: id }) }),
  z.object({ type: z.literal('UnpublishProduct'), data: z.object({ productId: id }) }),
  z.object({ type: z.literal('DeleteProduct'), data: z.object({ productId: id }) }),
  z.object({ type: z.literal('MarkProductSoldOut'), data: markSoldOutData }),
  z.object({ type: z.literal('MarkProductBackOnSale'), data: markBackOnSaleData }),
  // The sold-out job at a mark's end (workers): only the mark made at `markedAt` ends, never a later one.
  z.object({
    type: z.literal('EndProductSoldOut'),
    data: z.object({
      productId: id,
      choiceId: id.nullable(),
      markedAt: z.string().datetime({ offset: true }),
    }),
  }),

  z.object({ type: z.literal('CreatePromo'), data: createPromoData }),
  z.object({ type: z.literal('ActivatePromo'), data: z.object({ code: promoCode }) }),
  z.object({ type: z.literal('DeactivatePromo'), data: z.object({ code: promoCode }) }),

  z.object({ type: z.literal('AddDistrict'), data: addDistrictData }),
  z.object({ type: z.literal('ChangeDistrictPrice'), data: changeDistrictPriceData }),
  z.object({ type: z.literal('RemoveDistrict'), data: z.object({ districtId: id }) }),
  z.object({ type: z.literal('RenameDistrict'), data: renameDistrictData }),

  z.object({
    type: z.literal('CreateBanner'),
    data: z.object({
      bannerId: id,
      name: bannerName,
      order: bannerOrder,
      image: imagePath,
      translations: bannerTranslations.default({}),
    }),
  }),
  z.object({ type: z.literal('DeleteBanner'), data: z.object({ bannerId: id }) }),
  z.object({ type: z.literal('RenameBanner'), data: renameBannerData }),

  z.object({ type: z.literal('SetDiscountsEnabled'), data: setDiscountsEnabledData }),
  z.object({ type: z.literal('SetShopInfo'), data: shopInfoInput }),
  z.object({ type: z.literal('SetOpeningHours'), data: openingHours }),
  z.object({ type: z.literal('ClearOpeningHours'), data: z.object({}) }),
  z.object({ type: z.literal('SetSlotCapacity'), data: setSlotCapacityData }),
  z.object({ type: z.literal('SetTrustRules'), data: trustRules }),

  // Back-office: RegisterImage by POST /api/uploads once the file is stored; RecordImageResized by the image worker.
  z.object({
    type: z.literal('RegisterImage'),
    data: z.object({
      imageId: id,
      format: z.enum(imageFormats),
      width: z.number().int().positive(),
      height: z.number().int().positive(),
      bytes: z.number().int().positive(),
      original: originalUploadPath,
    }),
  }),
  z.object({
    type: z.literal('RecordImageResized'),
    data: z.object({ imageId: id, widths: z.array(z.number().int().positive()).min(1) }),
  }),
  z.object({ type: z.literal('SetScreenContent'), data: screenContent.extend({ screenId: id }) }),

  z.object({
    type: z.literal('SubmitContactMessage'),
    data: z.lazy(() => contactMessageBody.extend({ messageId: id })),
  }),
  z.object({
    type: z.literal('RecordVisit'),
    // `staff`: the server's finding (a staff session sent it), never the body's.
    data: z.lazy(() => visitBody.extend({ day: localDay, staff: z.boolean().default(false) })),
  }),
  // Busy mode and promised times (./kitchen.ts).
  ...kitchenCommands,
]);
export type CatalogueCommand = z.infer<typeof catalogueCommand>;
export type CatalogueCommandInput = z.input<typeof catalogueCommand>;

// Body of POST /api/contactMessages (public). Text areas are limited to 500 characters (spec §5).
export const contactMessageBody = z.object({
  topic: z.enum(['thanks', 'complaint', 'suggestion']),
  name: requiredText(80),
  email: emailAddress,
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ]{9,15}$/)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  message: requiredText(500),
});
export type ContactMessageBody = z.infer<typeof contactMessageBody>;

// Body of POST /api/visits (public): the browser's random id of the day, nothing else.
export const visitBody = z.object({ visitorId });
export type VisitBody = z.infer<typeof visitBody>;
