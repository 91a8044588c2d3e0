import { mkdir, rename } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { imageWidths, uploadPaths } from '@shop/contracts';

/**
 * Makes the WebP copies of an upload: `${uploadsDir}/<width>/<id>.webp` for every width of imageWidths (never
 * enlarged beyond the original, which is a single frame: command-api keeps only the first). Each file is written under a temporary name and
 * renamed, so a copy served is always whole; doing it again overwrites with the same bytes (a retried job).
 */
export async function resizeUpload(uploadsDir: string, imageId: string, original: string): Promise<number[]> {
  const source = join(uploadsDir, original);
  if (!source.startsWith(join(uploadsDir, 'original') + '/'))
    throw new Error(`not an original upload: ${original}`);
  for (const width of imageWidths) {
    const target = join(uploadsDir, uploadPaths.resized(imageId, width).slice('/uploads/'.length));
    await mkdir(dirname(target), { recursive: true });
    const partial = `${target}.${process.pid}.partial`;
    await sharp(source, { limitInputPixels: 40_000_000 })
      .rotate() // honour the EXIF orientation of phone photos
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toFile(partial);
    await rename(partial, target);
  }
  return [...imageWidths];
}
