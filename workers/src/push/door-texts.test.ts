import { describe, expect, it } from 'vitest';
import { doorFacts, type PushMessage } from '@shop/contracts';
import { withDoorFacts } from './door-texts';

const message: PushMessage = {
  title: 'Oran Food : commande n° 12',
  body: 'Votre commande est à l’étape « En livraison ».',
  url: '/myAccount/myOrders/o1',
  tag: 'order-o1',
  lang: 'fr',
  dir: 'ltr',
};
const events = [
  { type: 'RiderAssigned', data: { riderName: 'sofiane' } },
  { type: 'DeliveryCodeIssued', data: { code: '4821' } },
  { type: 'RiderAssigned', data: { riderName: 'karim' } },
];

describe('the push of an order that leaves', () => {
  it("tells the rider's first name and the code, in the subscription's language", () => {
    const door = events.reduce(doorFacts.evolve, doorFacts.initialState());
    expect(withDoorFacts(message, door, 'fr').body).toBe(
      'Votre commande est à l’étape « En livraison ». Votre livreur : Karim. Code à donner à la porte : 4821.',
    );
    expect(withDoorFacts(message, door, 'ar').body).toContain('4821');
  });

  it('is unchanged without a code (an order no rider carries)', () => {
    expect(withDoorFacts(message, doorFacts.initialState(), 'fr')).toEqual(message);
    expect(withDoorFacts(message, null, 'en')).toEqual(message);
  });
});
