import { Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import { bullPrefix, imagesQueueName, resizeImageJob } from '@shop/contracts';
import type { Handle } from '@shop/command-api';
import type { Logger } from '../logger';
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

export type ImageWorkers = { ready: Promise<void>; close(): Promise<void> };

/** The `images` queue: resize an upload, then RecordImageResized (the views switch from the placeholder). */
export function createImageWorkers({
  connection,
  prefix,
  uploadsDir,
  handle,
  logger,
  concurrency = 1,
}: ImageWorkersDeps): ImageWorkers {
  const blocking = connection.duplicate({ maxRetriesPerRequest: null });
  const worker = new Worker(
    imagesQueueName,
    async (job: Job) => {
      const data = resizeImageJob.parse(job.data);
      const widths = await resizeUpload(uploadsDir, data.imageId, data.original);
      await handle(
        { type: 'RecordImageResized', data: { imageId: data.imageId, widths } },
        { userId: 'system', role: 'system', causationId: String(job.id) },
      );
      logger.info({ job: job.id, image: data.imageId, widths }, 'image resized');
    },
    { connection: blocking, prefix: bullPrefix(prefix), concurrency },
  );
  worker.on('failed', (job, err) => logger.warn({ err, job: job?.id }, 'image not resized'));
  worker.on('error', (err) => logger.error({ err }, 'image worker error'));
  return {
    ready: worker.waitUntilReady().then(() => undefined),
    async close() {
      await worker.close();
      await blocking.quit().catch(() => undefined);
    },
  };
}
