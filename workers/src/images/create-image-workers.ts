import type { Redis } from 'ioredis';
import { imagesQueueName, resizeImageJob } from '@shop/contracts';
import type { CommandPort } from '@shop/platform/commands/port';
import type { Logger } from '../logger';
import { startQueueWorker, type QueueWorker } from '../queue-worker';
import { resizeUpload } from './resize';

export type ImageWorkersDeps = {
  connection: Redis;
  prefix: string;
  /** `${DATA_DIR}/uploads` (shared with command-api, which writes the originals). */
  uploadsDir: string;
  /** The write side (platform/src/commands/port.ts): RecordImageResized is sent through it. */
  commands: CommandPort;
  logger: Logger;
  concurrency?: number;
};

export type ImageWorkers = QueueWorker;

/** The `images` queue: resize an upload, then RecordImageResized (the views switch from the placeholder). */
export function createImageWorkers({
  connection,
  prefix,
  uploadsDir,
  commands,
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
      await commands.send({
        type: 'RecordImageResized',
        imageId: data.imageId,
        widths,
        causationId: String(job.id),
      });
      logger.info({ job: job.id, image: data.imageId, widths }, 'image resized');
    },
  });
}
