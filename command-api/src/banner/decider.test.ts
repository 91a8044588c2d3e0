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
const titles = { bannerId: 'banner-1', name: 'Soirée pizza', translations: { en: { name: 'Pizza night' } } };
const rename: BannerCommand = { type: 'RenameBanner', data: titles, metadata: { now } };
const renamed: BannerEvent = { type: 'BannerRenamed', data: titles };
const spec = deciderSpec(bannerDecider);

describe('banner decider', () => {
  it('creates a banner', () => spec.given([]).when(create).then([created]));
  it('rejects creating an existing banner', () =>
    spec.given([created]).when(create).thenThrows('banner.exists'));
  it('renames a banner: its titles in every language are replaced', () => {
    spec.given([created]).when(rename).then([renamed]);
    const arabic = { ...titles, name: 'Soirée pizza !', translations: { ar: { name: 'ليلة البيتزا' } } };
    spec
      .given([created, renamed])
      .when({ ...rename, data: arabic })
      .then([{ type: 'BannerRenamed', data: arabic }]);
  });
  it('renaming to the same titles is a no-op', () => {
    spec.given([created, renamed]).when(rename).thenNothing();
    spec
      .given([created])
      .when({ ...rename, data: { bannerId: 'banner-1', name: data.name, translations: data.translations } })
      .thenNothing();
  });
  it('rejects renaming an unknown or deleted banner', () => {
    spec.given([]).when(rename).thenThrows('banner.not_found');
    spec.given([created, deleted]).when(rename).thenThrows('banner.not_found');
  });
  it('deletes a banner', () => spec.given([created]).when(remove).then([deleted]));
  it('rejects deleting an unknown or deleted banner', () => {
    spec.given([]).when(remove).thenThrows('banner.not_found');
    spec.given([created, deleted]).when(remove).thenThrows('banner.not_found');
  });
});
