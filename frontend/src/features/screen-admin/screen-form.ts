import { screenBoxKeys, type ScreenBoxKey, type ScreenContent, type ScreenView } from '@shop/contracts/core';

// Pure parts of the screen-menu form (unit-tested): form values ↔ the body of PUT /api/screens/:id.

export type BoxValue = { kind: '' | 'product' | 'category'; id: string };
/** Form field of a box: react-hook-form paths use dots, so '1.1' is 'b11' in the form. */
export type BoxField = 'b11' | 'b12' | 'b21' | 'b22';
export const boxField = (key: ScreenBoxKey) => `b${key.replace('.', '')}` as BoxField;
export type ScreenFormValues = { title: string; topText: string; boxes: Record<BoxField, BoxValue> };

/** Whether the screen was saved (it is in GET /api/screens): a new one is not asked for before its first save. */
export const isSavedScreen = (screens: readonly Pick<ScreenView, '_id'>[] | undefined, id: string) =>
  !!screens?.some((s) => s._id === id);

export const emptyScreenForm = (): ScreenFormValues => ({
  title: '',
  topText: '',
  boxes: {
    b11: { kind: '', id: '' },
    b12: { kind: '', id: '' },
    b21: { kind: '', id: '' },
    b22: { kind: '', id: '' },
  },
});

export function screenToForm(screen: Pick<ScreenView, 'title' | 'topText' | 'boxes'>): ScreenFormValues {
  const form = emptyScreenForm();
  form.title = screen.title;
  form.topText = screen.topText;
  for (const key of screenBoxKeys) {
    const box = screen.boxes[key];
    form.boxes[boxField(key)] = box ? { kind: box.kind, id: box.id } : { kind: '', id: '' };
  }
  return form;
}

/** The body of PUT /api/screens/:id: a box without a kind or an item is empty (null). */
export function toScreenBody(v: ScreenFormValues): ScreenContent {
  const boxes = {} as ScreenContent['boxes'];
  for (const key of screenBoxKeys) {
    const box = v.boxes[boxField(key)];
    boxes[key] = box.kind && box.id ? { kind: box.kind, id: box.id } : null;
  }
  return { title: v.title.trim(), topText: v.topText.trim(), boxes };
}

/** A screen id from what staff typed: spaces to dashes, other characters dropped, at most 64. */
export const normaliseScreenId = (raw: string) =>
  raw
    .trim()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\s+/g, '-')
    .replace(/[^A-Za-z0-9_-]/g, '')
    .slice(0, 64);
