import { describe, expect, it } from 'vitest';
import { languages } from '@shop/contracts';
import { orderStepPushMessage } from './texts';

describe('order step push message', () => {
  it('names the order and its step in each language, right to left in Arabic', () => {
    const job = { kind: 'order-step', orderId: 'o-1', status: 'preparing' } as const;
    expect(orderStepPushMessage(job, '42', 'fr')).toEqual({
      title: 'Oran Food : commande n° 42',
      body: 'Votre commande est à l’étape « En préparation ».',
      url: '/myAccount/myOrders/o-1',
      tag: 'order-o-1',
      lang: 'fr',
      dir: 'ltr',
    });
    expect(orderStepPushMessage(job, '42', 'en').body).toBe('Your order is now at the step “Preparing”.');
    expect(orderStepPushMessage(job, '42', 'ar')).toMatchObject({
      body: 'طلبك الآن في مرحلة «قيد التحضير».',
      dir: 'rtl',
    });
    for (const language of languages)
      expect(orderStepPushMessage({ ...job, status: 'cancelled' }, '7', language).title).toContain('7');
    // An amendment by staff (docs/phone-and-trust.md): the new total, in each language.
    const amended = { ...job, amendedTotal: 1800 };
    expect(orderStepPushMessage(amended, '42', 'fr').body).toBe(
      'Votre commande a été modifiée. Nouveau total : 1 800 DA.',
    );
    expect(orderStepPushMessage(amended, '42', 'en').body).toBe(
      'Your order was changed. New total: 1 800 DA.',
    );
    expect(orderStepPushMessage(amended, '42', 'ar').body).toContain('تم تعديل طلبك');
  });
});
