import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  dayError,
  discountHelpKey,
  hoursToForm,
  shopFormSchema,
  shopToForm,
  toHoursBody,
  toShopBody,
} from './settings-form';

const settingsTexts = (lng: string) =>
  JSON.parse(readFileSync(join(__dirname, '..', '..', 'locales', lng, 'settings-admin.json'), 'utf8'));

describe('settings forms', () => {
  it('explains the discount switch in its current state', () => {
    const fr = settingsTexts('fr').discounts;
    const at = (key: string) => fr[key.replace('discounts.', '')];
    expect(at(discountHelpKey(false))).toBe('Éteint : les clients paient le prix de base.');
    expect(at(discountHelpKey(true))).toBe(
      'Allumé : les clients paient le prix réduit des produits en promotion.',
    );
    for (const lng of ['en', 'ar']) {
      const texts = settingsTexts(lng).discounts;
      const [on, off] = [true, false].map((state) => texts[discountHelpKey(state).replace('discounts.', '')]);
      expect(on, lng).toBeTruthy();
      expect(off, lng).toBeTruthy();
      expect(on, lng).not.toBe(off);
    }
  });
  it('maps the shop info both ways, dropping empty social links', () => {
    const form = {
      ...shopToForm(null),
      email: 'contact@shop.dz',
      salesPointName: 'Shop',
      address: '1 rue X',
    };
    form.phones = [{ value: '0550 00 00 00' }, { value: '' }];
    form.instagram = 'https://instagram.com/shop';
    const body = toShopBody(form);
    expect(body).toEqual({
      phones: ['0550 00 00 00'],
      email: 'contact@shop.dz',
      salesPoint: { name: 'Shop', address: '1 rue X', city: 'Oran' },
      social: { instagram: 'https://instagram.com/shop' },
    });
    expect(shopToForm(body).instagram).toBe('https://instagram.com/shop');
  });
  it('checks phones, e-mail and links', () => {
    const bad = {
      ...shopToForm(null),
      phones: [{ value: '12' }],
      email: 'x',
      facebook: 'nope',
      salesPointName: 'S',
      address: 'A',
    };
    const issues = shopFormSchema.safeParse(bad).error?.issues.map((i) => i.message);
    expect(issues).toEqual(expect.arrayContaining(['errors.phone', 'errors.email', 'errors.url']));
    const script = { ...bad, facebook: 'javascript:alert(1)', instagram: 'ftp://x.dz/a' };
    const links = shopFormSchema.safeParse(script).error?.issues.filter((i) => i.message === 'errors.url');
    expect(links?.map((i) => i.path[0])).toEqual(['facebook', 'instagram']);
  });
  it('maps opening hours (closed days are null) and checks each day', () => {
    const form = hoursToForm(null);
    form.mon = { closed: true, allDay: false, open: '11:00', close: '23:00' };
    form.fri = { closed: false, allDay: false, open: '18:00', close: '01:00' };
    const body = toHoursBody(form);
    expect(body.days.mon).toBeNull();
    expect(body.days.fri).toEqual({ open: '18:00', close: '01:00' });
    expect(hoursToForm(body).mon.closed).toBe(true);
    const open = { closed: false, allDay: false };
    expect(dayError({ ...open, open: '10:00', close: '10:00' })).toBe('errors.same_time');
    expect(dayError({ ...open, open: '25:00', close: '10:00' })).toBe('errors.time');
    expect(dayError({ closed: true, allDay: false, open: '', close: '' })).toBeUndefined();
  });
  it('a day open 24 h is 00:00 → 24:00, whatever its time fields hold; a closing at 24:00 shows as 00:00', () => {
    const form = hoursToForm(null);
    form.sat = { closed: false, allDay: true, open: '', close: '' };
    expect(dayError(form.sat)).toBeUndefined();
    const body = toHoursBody(form);
    expect(body.days.sat).toEqual({ open: '00:00', close: '24:00' });
    expect(hoursToForm(body).sat).toMatchObject({ closed: false, allDay: true });
    const late = { ...body, days: { ...body.days, fri: { open: '18:00', close: '24:00' } } };
    expect(hoursToForm(late).fri).toEqual({ closed: false, allDay: false, open: '18:00', close: '00:00' });
  });
});
