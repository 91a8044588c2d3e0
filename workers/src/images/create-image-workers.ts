import type { Redis } from 'ioredis';
import { imagesQueueName, resizeImageJob } from '@shop/contracts';
import type { Handle } from '@shop/command-api';
import type { Logger } from '../logger';
import { startQueueWorker, type QueueWorker } from '../queue-worker';
import { resizeUpload } from './resize';

export type ImageWorkersDeps = {
  connection: Redis;
  prefix: string;
  /** `${DATA_DIR}/uploads` (shared with command-api, which writes the originals). */
  uploadsDir: string;
  /** The catalogue command handler (command-api createCommandHandler) over the same store. */
  handle: Handle;
  logger: Logger;
  concurrency?: number;
};

export type ImageWorkers = QueueWorker;

/** The `images` queue: resize an upload, then RecordImageResized (the views switch from the placeholder). */
export function createImageWorkers({
  connection,
  prefix,
  uploadsDir,
  handle,
  logger,
  concurrency = 1,
}: ImageWorkersDeps): ImageWorkers {
  return startQueueWorker({
    connection,
    prefix,
    queue: imagesQueueName,
    concurrency,
    logger,
    what: 'image resize',
    async process(job) {
      const data = resizeImageJob.parse(job.data);
      const widths = await resizeUpload(uploadsDir, data.imageId, data.original);
      await handle(
        { type: 'RecordImageResized', data: { imageId: data.imageId, widths } },
        { userId: 'system', role: 'system', causationId: String(job.id) },
      );
      logger.info({ job: job.id, image: data.imageId, widths }, 'image resized');
    },
  });
}
