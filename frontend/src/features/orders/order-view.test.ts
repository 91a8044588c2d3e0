import { describe, expect, it } from 'vitest';
import { clientName, footerFacts, mergePages, pageCount, stepChanged } from './order-view';

describe('order view helpers', () => {
  it('names the client, or the deleted customer', () => {
    expect(clientName({ client: [{ name: 'amine b' }], customerDeleted: false }, 'deleted')).toBe('Amine B');
    expect(clientName({ client: [{ name: 'x' }], customerDeleted: true }, 'supprimé')).toBe('supprimé');
    expect(clientName({ client: [], customerDeleted: false }, 'deleted')).toBe('');
  });
  it('says whether points and a promo were used', () => {
    expect(footerFacts({ use_score: false, points: 0, promo_code: null })).toEqual({
      pointsUsed: false,
      promoApplied: false,
    });
    expect(footerFacts({ use_score: true, points: 50, promo_code: 'ETE20' })).toEqual({
      pointsUsed: true,
      promoApplied: true,
    });
  });
  it('notifies only a change of the latest confirmed step, not the first load', () => {
    expect(stepChanged(undefined, 'placed')).toBe(false);
    expect(stepChanged('placed', 'placed')).toBe(false);
    expect(stepChanged('placed', 'accepted')).toBe(true);
  });
  it('pages and merges lists', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
    expect(
      mergePages([
        [{ _id: 'a' }, { _id: 'b' }],
        [{ _id: 'b' }, { _id: 'c' }],
      ]).map((x) => x._id),
    ).toEqual(['a', 'b', 'c']);
  });
});
