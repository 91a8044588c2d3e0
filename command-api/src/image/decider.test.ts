import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec';
import { imageDecider, type ImageCommand, type ImageEvent } from './decider';

const now = '2025-01-01T10:00:00.000Z';
const data = {
  imageId: 'img-1',
  format: 'png' as const,
  width: 1200,
  height: 800,
  bytes: 5000,
  original: '/uploads/original/img-1.png',
};
const uploaded: ImageEvent = { type: 'ImageUploaded', data: { ...data, uploadedAt: now } };
const register: ImageCommand = { type: 'RegisterImage', data, metadata: { now } };
const resize = (widths: number[]): ImageCommand => ({
  type: 'RecordImageResized',
  data: { imageId: 'img-1', widths },
  metadata: { now },
});
const resized: ImageEvent = {
  type: 'ImageResized',
  data: { imageId: 'img-1', widths: [320, 800], resizedAt: now },
};
const spec = deciderSpec(imageDecider);

describe('image decider', () => {
  it('registers an uploaded image', () => spec.given([]).when(register).then([uploaded]));
  it('refuses registering an id twice', () =>
    spec.given([uploaded]).when(register).thenThrows('concurrency.conflict'));
  it('records the resized widths, sorted and deduplicated', () =>
    spec
      .given([uploaded])
      .when(resize([800, 320, 800]))
      .then([resized]));
  it('recording the same widths again is a no-op (a retried job)', () =>
    spec
      .given([uploaded, resized])
      .when(resize([320, 800]))
      .thenNothing());
  it('refuses resizing an unknown image', () =>
    spec
      .given([])
      .when(resize([320]))
      .thenThrows('image.not_found'));
});
