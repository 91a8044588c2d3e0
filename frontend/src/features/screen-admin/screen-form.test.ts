import { describe, expect, it } from 'vitest';
import { emptyScreenForm, normaliseScreenId, screenToForm, toScreenBody } from './screen-form';

describe('screen form', () => {
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
