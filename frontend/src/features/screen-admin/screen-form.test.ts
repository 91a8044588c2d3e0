import { describe, expect, it } from 'vitest';
import { emptyScreenForm, isSavedScreen, normaliseScreenId, screenToForm, toScreenBody } from './screen-form';

describe('screen form', () => {
  it('asks for a screen only once it is saved (a new one is not in the list yet)', () => {
    const list = [{ _id: 'salle-principale' }, { _id: 'terrasse' }];
    expect(isSavedScreen(list, 'terrasse')).toBe(true);
    expect(isSavedScreen(list, 'comptoir')).toBe(false);
    expect(isSavedScreen(undefined, 'terrasse')).toBe(false);
  });
  it('maps the form to the command body (incomplete boxes are empty)', () => {
    const form = emptyScreenForm();
    form.title = ' Menu du jour ';
    form.boxes.b11 = { kind: 'product', id: 'p1' };
    form.boxes.b12 = { kind: 'category', id: '' };
    form.boxes.b22 = { kind: 'category', id: 'c1' };
    const body = toScreenBody(form);
    expect(body).toEqual({
      title: 'Menu du jour',
      topText: '',
      boxes: {
        '1.1': { kind: 'product', id: 'p1' },
        '1.2': null,
        '2.1': null,
        '2.2': { kind: 'category', id: 'c1' },
      },
    });
    expect(screenToForm(body).boxes.b12).toEqual({ kind: '', id: '' });
    expect(screenToForm(body).boxes.b22).toEqual({ kind: 'category', id: 'c1' });
  });
  it('normalises a typed screen id', () => {
    expect(normaliseScreenId(' Écran salle 2! ')).toBe('Ecran-salle-2');
  });
});
