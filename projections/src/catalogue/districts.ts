import type { DistrictView } from '@shop/contracts';
import { readJson, writeJson, defineProjection } from '../projection';
import { districtMember } from '@shop/platform/read-model-keys';

// Delivery districts: the view per id and a zset ordered by name (see districtMember).
export const districtsProjection = defineProjection({
  name: 'districts',
  handles: [
    'DistrictAdded',
    'DistrictPriceChanged',
    'DistrictRenamed',
    'DistrictRemoved',
    'DistrictDeliveryTimeSet',
  ],
  async apply(event, { keys, redis, tx }) {
    switch (event.type) {
      case 'DistrictAdded': {
        const d = event.data;
        const view: DistrictView = {
          _id: d.districtId,
          name: d.name,
          price: d.deliveryPrice,
          translations: d.translations,
        };
        writeJson(tx, keys.district(view._id), view);
        tx.zadd(keys.districts, 0, districtMember(view.name, view._id));
        return [{ topic: 'districts', id: view._id }];
      }
      case 'DistrictPriceChanged': {
        const before = await readJson<DistrictView>(redis, keys.district(event.data.districtId));
        if (!before) return [];
        writeJson(tx, keys.district(before._id), { ...before, price: event.data.deliveryPrice });
        return [{ topic: 'districts', id: before._id }];
      }
      case 'DistrictDeliveryTimeSet': {
        // docs/kitchen.md: the back-office district form shows the minutes it set.
        const before = await readJson<DistrictView>(redis, keys.district(event.data.districtId));
        if (!before) return [];
        writeJson(tx, keys.district(before._id), { ...before, deliveryMinutes: event.data.minutes });
        return [{ topic: 'districts', id: before._id }];
      }
      case 'DistrictRenamed': {
        const before = await readJson<DistrictView>(redis, keys.district(event.data.districtId));
        if (!before) return [];
        const { name, translations } = event.data;
        writeJson(tx, keys.district(before._id), { ...before, name, translations });
        // The zset orders by name: the member moves with it.
        tx.zrem(keys.districts, districtMember(before.name, before._id));
        tx.zadd(keys.districts, 0, districtMember(name, before._id));
        return [{ topic: 'districts', id: before._id }];
      }
      case 'DistrictRemoved': {
        const before = await readJson<DistrictView>(redis, keys.district(event.data.districtId));
        if (!before) return [];
        tx.del(keys.district(before._id));
        tx.zrem(keys.districts, districtMember(before.name, before._id));
        return [{ topic: 'districts', id: before._id }];
      }
      default:
        return [];
    }
  },
});
