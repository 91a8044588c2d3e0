// Back-office multipart routes (staff): POST /uploads (one image, field `img`) and POST /banners (spec §7: name,
// order_img, img). Images are checked by content, stored under `${DATA_DIR}/uploads/original/`, recorded as
// ImageUploaded, and resized by the image worker (docs/catalogue.md "Back-office").
import {
  bannerName,
  bannerOrder,
  bannerTranslations,
  DomainError,
  type CatalogueCommandInput,
} from '@shop/contracts';
import { uploadRoutes as routes } from '@shop/contracts/catalogue/routes';
import { uploadRouteSchemas as schemas } from '@shop/contracts/catalogue/route-schemas';
import { reply, serveRoute } from '@shop/platform/http/serve-route';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import multer from 'multer';
import { z } from 'zod';
import { contextOf } from '../auth/context';
import type { Handle } from '../command-types';
import { deterministicId } from '../ids';
import { MAX_UPLOAD_BYTES, storeImage } from './store-image';
import { flatFieldErrors } from '@shop/platform/http/field-errors';

export type UploadRoutesDeps = {
  handle: Handle;
  /** `${DATA_DIR}/uploads` */
  uploadsDir: string;
  ids: () => string;
  /** authenticate + requireRole('staff') */
  staff: express.RequestHandler[];
};

/** Text fields past the known ones that are still read, so that a few unknown ones are named in the answer. */
const UNKNOWN_FIELDS_NAMED = 5;

/**
 * Multer's and busboy's failures as problems: too big → 413, anything else about the form → 400 per field. A text
 * field the route does not know is refused (400 validation.failed, `errors[field]`), never ignored.
 */
const multipart = (fields: { name: string; maxCount: number }[], textFields: readonly string[]) => {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: {
      fileSize: MAX_UPLOAD_BYTES,
      files: 1,
      fields: textFields.length + UNKNOWN_FIELDS_NAMED,
      fieldSize: 10_000,
      parts: textFields.length + UNKNOWN_FIELDS_NAMED + 1,
    },
  }).fields(fields);
  const known = new Set(textFields);
  const unknownField = `unknown field (${textFields.length ? `use ${textFields.join(', ')}` : 'only a file is taken'})`;
  return (req: Request, res: Response, next: NextFunction) =>
    upload(req, res, (err: unknown) => {
      if (!err) {
        // Only a form's own fields: a body that is not multipart carries no file, which the route answers for.
        const fieldsSent = req.is('multipart/form-data') ? ((req.body ?? {}) as object) : {};
        const unknown = Object.keys(fieldsSent).filter((field) => !known.has(field));
        if (unknown.length === 0) return next();
        return next(
          new DomainError(
            'validation.failed',
            undefined,
            Object.fromEntries(unknown.map((field) => [field, unknownField])),
          ),
        );
      }
      if (err instanceof multer.MulterError) {
        if (err.code === 'LIMIT_FILE_SIZE')
          return next(
            new DomainError('payload.too_large', undefined, {
              [err.field ?? 'img']: `at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`,
            }),
          );
        if (err.code === 'LIMIT_UNEXPECTED_FILE')
          return next(
            new DomainError('validation.failed', undefined, {
              [err.field ?? '_']: `unexpected file field (use ${fields.map((f) => f.name).join(', ')})`,
            }),
          );
        return next(new DomainError('validation.failed', undefined, { [err.field ?? '_']: err.message }));
      }
      return next(new DomainError('validation.failed', undefined, { _: 'malformed multipart body' }));
    });
};

const fileOf = (req: Request, field: string): Express.Multer.File | undefined =>
  (req.files as Record<string, Express.Multer.File[]> | undefined)?.[field]?.[0];

// Text fields of a multipart form are strings: `order_img` must be written digits (an empty field is not 0).
const bannerFields = z.object({
  name: z.string({ error: 'required' }).pipe(bannerName),
  order_img: z
    .string({ error: 'required' })
    .trim()
    .regex(/^\d{1,9}$/, 'a whole number, 0 or more')
    .transform(Number)
    .pipe(bannerOrder),
  /** JSON of `{ en?: { name }, ar?: { name } }` (docs/catalogue.md, "Menu in three languages"); absent = none. */
  translations: z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (text === undefined || text.trim() === '') return {};
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'JSON of the names in English and Arabic' });
        return z.NEVER;
      }
    })
    .pipe(bannerTranslations),
});

const bannerForm = multipart([{ name: 'img', maxCount: 1 }], Object.keys(bannerFields.shape));

export function uploadRoutes({ handle, uploadsDir, ids, staff }: UploadRoutesDeps): Router {
  const router = express.Router();

  serveRoute(
    router,
    routes.upload,
    schemas.upload,
    async ({ req, res }) => {
      const file = fileOf(req, 'img');
      if (!file)
        throw new DomainError('upload.missing', undefined, {
          img: 'required: an image file in the field img',
        });
      const ctx = contextOf(req, res, 'POST /uploads');
      const imageId = ctx.idempotencyKey ? deterministicId(ctx.idempotencyKey, 'image', 0) : ids();
      const stored = await storeImage({ uploadsDir, handle }, file.buffer, imageId, ctx);
      return reply(
        { data: { imageId: stored.imageId, url: stored.url }, position: stored.position },
        { status: 201 },
      );
    },
    { before: [...staff, multipart([{ name: 'img', maxCount: 1 }], [])] },
  );

  serveRoute(
    router,
    routes.createBanner,
    schemas.createBanner,
    async ({ req, res }) => {
      // Every field is checked before anything is stored, and all the errors are answered together.
      const fields = bannerFields.safeParse(req.body ?? {});
      const errors = fields.success ? {} : flatFieldErrors(fields.error);
      const file = fileOf(req, 'img');
      if (!file) errors.img = 'required: an image file';
      if (!fields.success || !file)
        throw new DomainError(file ? 'validation.failed' : 'upload.missing', undefined, errors);
      const ctx = contextOf(req, res, 'POST /banners');
      const bannerId = ctx.idempotencyKey ? deterministicId(ctx.idempotencyKey, 'banner', 0) : ids();
      const imageId = ctx.idempotencyKey ? deterministicId(ctx.idempotencyKey, 'image', 0) : ids();
      const stored = await storeImage({ uploadsDir, handle }, file.buffer, imageId, ctx);
      const command: CatalogueCommandInput = {
        type: 'CreateBanner',
        data: {
          bannerId,
          name: fields.data.name,
          order: fields.data.order_img,
          image: stored.url,
          translations: fields.data.translations,
        },
      };
      const result = await handle(command, ctx);
      return reply(
        { data: { _id: bannerId, img: stored.url, imageId }, position: result.position },
        { status: 201 },
      );
    },
    { before: [...staff, bannerForm] },
  );

  return router;
}
