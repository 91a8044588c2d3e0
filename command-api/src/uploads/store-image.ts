import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { DomainError, imageFormats, uploadPaths, type ImageFormat } from '@shop/contracts';
import type { Handle, HandleContext } from '../command-types';

/** Bytes of one upload at most (multer refuses more with 413 payload.too_large). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Pixels of one upload at most: a small file can still decode into a huge bitmap (decompression bomb). */
export const MAX_UPLOAD_PIXELS = 40_000_000;

export type StoredImage = { imageId: string; url: string; position: string };

/**
 * Checks that the bytes are a JPEG, PNG, WebP or GIF by their content (sharp reads the header; the file's name and
 * declared type are ignored), writes their first frame without metadata to `${uploadsDir}/original/<id>.<ext>` and
 * records `ImageUploaded` on `image-{id}`; the image reactor then asks the worker for the resized copies.
 */
export async function storeImage(
  deps: { uploadsDir: string; handle: Handle },
  bytes: Buffer,
  imageId: string,
  ctx: HandleContext,
  field = 'img',
): Promise<StoredImage> {
  let meta: sharp.Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new DomainError('upload.not_image', undefined, { [field]: 'not an image' });
  }
  const format = meta.format as string;
  if (!(imageFormats as readonly string[]).includes(format) || !meta.width || !meta.height) {
    throw new DomainError('upload.not_image', undefined, {
      [field]: `not an accepted image (${format ?? 'unknown'})`,
    });
  }
  if (meta.width * meta.height > MAX_UPLOAD_PIXELS) {
    throw new DomainError('payload.too_large', undefined, { [field]: `at most ${MAX_UPLOAD_PIXELS} pixels` });
  }
  let clean: Awaited<ReturnType<typeof firstFrameWithoutMetadata>>;
  try {
    clean = await firstFrameWithoutMetadata(bytes, format as ImageFormat);
  } catch {
    // A header that reads but pixels that do not (a truncated or corrupt file).
    throw new DomainError('upload.not_image', undefined, { [field]: 'the image cannot be read' });
  }
  const url = uploadPaths.original(imageId, format as ImageFormat);
  const file = join(uploadsDir(deps), url.slice('/uploads/'.length));
  await mkdir(join(uploadsDir(deps), 'original'), { recursive: true });
  // Written under a temporary name, then renamed: a reader never sees half a file.
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, clean.data);
  await rename(partial, file);
  const result = await deps.handle(
    {
      type: 'RegisterImage',
      data: {
        imageId,
        format: format as ImageFormat,
        width: clean.info.width,
        height: clean.info.height,
        bytes: clean.data.length,
        original: url,
      },
    },
    ctx,
  );
  return { imageId, url, position: result.position };
}

const uploadsDir = (deps: { uploadsDir: string }) => deps.uploadsDir;

/**
 * The original as it is kept and served: re-encoded in its own format from its first frame only (an animated GIF or
 * WebP becomes a still picture the worker can resize), turned upright by its EXIF orientation, and without any
 * metadata (sharp writes none unless asked: no GPS position, camera or author leaves the shop).
 */
async function firstFrameWithoutMetadata(bytes: Buffer, format: ImageFormat) {
  const image = sharp(bytes, { pages: 1, limitInputPixels: MAX_UPLOAD_PIXELS }).rotate();
  const encoded =
    format === 'jpeg'
      ? image.jpeg({ quality: 90 })
      : format === 'png'
        ? image.png()
        : format === 'webp'
          ? image.webp({ quality: 90 })
          : image.gif();
  return encoded.toBuffer({ resolveWithObject: true });
}
