import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec';
import { districtDecider, type DistrictCommand, type DistrictEvent } from './decider';

const now = '2025-01-01T10:00:00.000Z';
const usto = { districtId: 'usto', name: 'USTO', deliveryPrice: 300, translations: {} };
const added: DistrictEvent = { type: 'DistrictAdded', data: usto };
const removed: DistrictEvent = { type: 'DistrictRemoved', data: { districtId: 'usto' } };
const add: DistrictCommand = { type: 'AddDistrict', data: usto, metadata: { now } };
const price = (deliveryPrice: number): DistrictCommand => ({
  type: 'ChangeDistrictPrice',
  data: { districtId: 'usto', deliveryPrice },
  metadata: { now },
});
const remove: DistrictCommand = { type: 'RemoveDistrict', data: { districtId: 'usto' }, metadata: { now } };
const names = {
  districtId: 'usto',
  name: 'USTO',
  translations: { en: { name: 'USTO' }, ar: { name: 'إيسطو' } },
};
const rename: DistrictCommand = { type: 'RenameDistrict', data: names, metadata: { now } };
const renamed: DistrictEvent = { type: 'DistrictRenamed', data: names };
const spec = deciderSpec(districtDecider);

describe('district decider', () => {
  it('adds a district', () => spec.given([]).when(add).then([added]));
  it('rejects adding an existing district', () =>
    spec.given([added]).when(add).thenThrows('district.exists'));
  it('changes the delivery price', () =>
    spec
      .given([added])
      .when(price(350))
      .then([{ type: 'DistrictPriceChanged', data: { districtId: 'usto', deliveryPrice: 350 } }]));
  it('changing to the same price is a no-op', () => spec.given([added]).when(price(300)).thenNothing());
  it('renames a district in every language (the seeded ones get their Arabic names)', () =>
    spec.given([added]).when(rename).then([renamed]));
  it('renames the French name, or takes a translation away', () => {
    const french = { ...names, name: 'Université USTO' };
    spec
      .given([added, renamed])
      .when({ ...rename, data: french })
      .then([{ type: 'DistrictRenamed', data: french }]);
    spec
      .given([added, renamed])
      .when({ ...rename, data: { ...names, translations: { ar: { name: 'إيسطو' } } } })
      .then([{ type: 'DistrictRenamed', data: { ...names, translations: { ar: { name: 'إيسطو' } } } }]);
  });
  it('renaming to the same names is a no-op, after a price change too', () => {
    spec
      .given([added])
      .when({ ...rename, data: usto })
      .thenNothing();
    spec
      .given([
        added,
        renamed,
        { type: 'DistrictPriceChanged', data: { districtId: 'usto', deliveryPrice: 350 } },
      ])
      .when(rename)
      .thenNothing();
  });
  it('keeps the price through a rename', () => spec.given([added, renamed]).when(price(300)).thenNothing());
  it('removes a district once', () => {
    spec.given([added]).when(remove).then([removed]);
    spec.given([added, removed]).when(remove).thenThrows('district.not_found');
  });
  it('rejects acting on an unknown or removed district', () => {
    spec.given([]).when(price(100)).thenThrows('district.not_found');
    spec.given([added, removed]).when(price(100)).thenThrows('district.not_found');
    spec.given([]).when(remove).thenThrows('district.not_found');
    spec.given([]).when(rename).thenThrows('district.not_found');
    spec.given([added, removed]).when(rename).thenThrows('district.not_found');
  });
});
