import { z } from 'zod';
import {
  categoryDetails,
  id,
  imageFormats,
  openingHours,
  productDetails,
  screenContent,
  shopInfo,
} from './events';

// Catalogue commands, validated at the edge (HTTP body or seed) before a decider sees them.
const promoCode = z
  .string()
  .trim()
  .min(2)
  .max(32)
  .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _ only')
  .transform((s) => s.toUpperCase());

export const catalogueCommand = z.discriminatedUnion('type', [
  z.object({ type: z.literal('CreateCategory'), data: categoryDetails.extend({ categoryId: id }) }),
  z.object({ type: z.literal('UpdateCategory'), data: categoryDetails.extend({ categoryId: id }) }),
  z.object({ type: z.literal('DeleteCategory'), data: z.object({ categoryId: id }) }),

  z.object({
    type: z.literal('CreateProduct'),
    data: productDetails.extend({ productId: id, img: z.string().min(1), active: z.boolean().default(true) }),
  }),
  z.object({ type: z.literal('UpdateProduct'), data: productDetails.extend({ productId: id }) }),
  z.object({ type: z.literal('SetProductImage'), data: z.object({ productId: id, img: z.string().min(1) }) }),
  z.object({ type: z.literal('PublishProduct'), data: z.object({ productId: id }) }),
  z.object({ type: z.literal('UnpublishProduct'), data: z.object({ productId: id }) }),
  z.object({ type: z.literal('DeleteProduct'), data: z.object({ productId: id }) }),

  z.object({
    type: z.literal('CreatePromo'),
    data: z.object({
      code: promoCode,
      percentage: z.number().int().min(1).max(100),
      startsAt: z.string().datetime({ offset: true }),
      validForHours: z
        .number()
        .positive()
        .max(24 * 366),
    }),
  }),
  z.object({ type: z.literal('ActivatePromo'), data: z.object({ code: promoCode }) }),
  z.object({ type: z.literal('DeactivatePromo'), data: z.object({ code: promoCode }) }),

  z.object({
    type: z.literal('AddDistrict'),
    data: z.object({
      districtId: id,
      name: z.string().trim().min(1).max(80),
      deliveryPrice: z.number().int().min(0),
    }),
  }),
  z.object({
    type: z.literal('ChangeDistrictPrice'),
    data: z.object({ districtId: id, deliveryPrice: z.number().int().min(0) }),
  }),
  z.object({ type: z.literal('RemoveDistrict'), data: z.object({ districtId: id }) }),

  z.object({
    type: z.literal('CreateBanner'),
    data: z.object({
      bannerId: id,
      name: z.string().trim().min(1).max(120),
      order: z.number().int().min(0),
      image: z.string().min(1),
    }),
  }),
  z.object({ type: z.literal('DeleteBanner'), data: z.object({ bannerId: id }) }),

  z.object({ type: z.literal('SetDiscountsEnabled'), data: z.object({ enabled: z.boolean() }) }),
  z.object({ type: z.literal('SetShopInfo'), data: shopInfo }),
  z.object({ type: z.literal('SetOpeningHours'), data: openingHours }),

  // Back-office: RegisterImage by POST /api/uploads once the file is stored; RecordImageResized by the image worker.
  z.object({
    type: z.literal('RegisterImage'),
    data: z.object({
      imageId: id,
      format: z.enum(imageFormats),
      width: z.number().int().positive(),
      height: z.number().int().positive(),
      bytes: z.number().int().positive(),
      original: z.string().min(1).max(500),
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
]);
export type CatalogueCommand = z.infer<typeof catalogueCommand>;
export type CatalogueCommandInput = z.input<typeof catalogueCommand>;

// Body of POST /api/contactMessages (public). Text areas are limited to 500 characters (spec §5).
export const contactMessageBody = z.object({
  topic: z.enum(['thanks', 'complaint', 'suggestion']),
  name: z.string().trim().min(1).max(80),
  email: z.string().trim().email(),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ]{9,15}$/)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  message: z.string().trim().min(1).max(500),
});
export type ContactMessageBody = z.infer<typeof contactMessageBody>;
