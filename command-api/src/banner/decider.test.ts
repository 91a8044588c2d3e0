import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec';
import { bannerDecider, type BannerCommand, type BannerEvent } from './decider';

const now = '2025-01-01T10:00:00.000Z';
const data = {
  bannerId: 'banner-1',
  name: 'Soirée pizza',
  order: 0,
  image: '/images/banners/banner-1.svg',
  translations: { ar: { name: 'سهرة البيتزا' } },
};
const created: BannerEvent = { type: 'BannerCreated', data };
const deleted: BannerEvent = { type: 'BannerDeleted', data: { bannerId: 'banner-1' } };
const create: BannerCommand = { type: 'CreateBanner', data, metadata: { now } };
const remove: BannerCommand = { type: 'DeleteBanner', data: { bannerId: 'banner-1' }, metadata: { now } };
const spec = deciderSpec(bannerDecider);

describe('banner decider', () => {
  it('creates a banner', () => spec.given([]).when(create).then([created]));
  it('rejects creating an existing banner', () =>
    spec.given([created]).when(create).thenThrows('banner.exists'));
  it('deletes a banner', () => spec.given([created]).when(remove).then([deleted]));
  it('rejects deleting an unknown or deleted banner', () => {
    spec.given([]).when(remove).thenThrows('banner.not_found');
    spec.given([created, deleted]).when(remove).thenThrows('banner.not_found');
  });
});
