import {
  promoTimerJob,
  resizeImageJob,
  soldOutEndJob,
  type PromoTimerJob,
  type ResizeImageJob,
  type SoldOutEndJob,
} from '@shop/contracts';
import type { RecordedEvent } from '@shop/platform/eventstore/port';

export type BackOfficeJobRequest =
  | { queue: 'images'; jobId: string; job: ResizeImageJob; delayMs: 0 }
  | { queue: 'promos'; jobId: string; job: PromoTimerJob; delayMs: number }
  | { queue: 'soldOut'; jobId: string; job: SoldOutEndJob; delayMs: number };

/**
 * The jobs an event asks for (pure): ImageUploaded → resize now; PromoCreated → a timer at its start and one at its
 * end, each only while still in the future (a replay of an old promo schedules nothing). Job ids derive from the
 * event id, so a replayed event adds nothing.
 */
export function backOfficeJobsOf(recorded: RecordedEvent, now: Date): BackOfficeJobRequest[] {
  const data = recorded.data as Record<string, unknown>;
  if (recorded.type === 'ImageUploaded') {
    const original = String(data.original ?? '');
    if (!original.startsWith('/uploads/')) return [];
    return [
      {
        queue: 'images',
        jobId: recorded.id,
        job: resizeImageJob.parse({
          kind: 'resize-image',
          imageId: data.imageId,
          original: original.slice('/uploads/'.length),
        }),
        delayMs: 0,
      },
    ];
  }
  if (recorded.type === 'PromoCreated') {
    const startsAt = Date.parse(String(data.startsAt));
    const endsAt = startsAt + Number(data.validForHours) * 3_600_000;
    const out: BackOfficeJobRequest[] = [];
    for (const [edge, at] of [
      ['start', startsAt],
      ['end', endsAt],
    ] as const) {
      const delayMs = at - now.getTime();
      if (!Number.isFinite(delayMs) || delayMs < 0) continue;
      out.push({
        queue: 'promos',
        jobId: `${recorded.id}-${edge}`,
        job: promoTimerJob.parse({
          kind: 'promo-timer',
          code: data.code,
          edge,
          at: new Date(at).toISOString(),
          position: recorded.position.toString(),
        }),
        delayMs,
      });
    }
    return out;
  }
  if (recorded.type === 'ProductSoldOut' && typeof data.until === 'string') {
    // Sold out until an instant (docs/kitchen.md): the job ends this mark then. One already past (the reactor was
    // behind) runs at once; the decider ends only the mark of this event, so a late or replayed job is harmless.
    const delayMs = Math.max(0, Date.parse(data.until) - now.getTime());
    return [
      {
        queue: 'soldOut',
        jobId: recorded.id,
        job: soldOutEndJob.parse({
          kind: 'sold-out-end',
          productId: data.productId,
          choiceId: data.choiceId ?? null,
          markedAt: data.at,
          until: data.until,
        }),
        delayMs: Number.isFinite(delayMs) ? delayMs : 0,
      },
    ];
  }
  return [];
}
