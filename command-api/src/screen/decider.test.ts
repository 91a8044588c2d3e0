import { describe, it } from 'vitest';
import type { ScreenContent } from '@shop/contracts';
import { deciderSpec } from '../testing/decider-spec';
import { screenDecider, type ScreenCommand, type ScreenEvent } from './decider';

const now = '2025-01-01T10:00:00.000Z';
const content: ScreenContent = {
  title: 'Nos pizzas',
  topText: 'Bienvenue',
  boxes: {
    '1.1': { kind: 'product', id: 'p1' },
    '1.2': { kind: 'category', id: 'c1' },
    '2.1': null,
    '2.2': null,
  },
};
const live = { 'product:p1': true, 'category:c1': true };
const set = (data = content, facts: Record<string, boolean> = live): ScreenCommand => ({
  type: 'SetScreenContent',
  data: { ...data, screenId: 's1' },
  metadata: { now, live: facts },
});
const contentSet = (data = content): ScreenEvent => ({
  type: 'ScreenContentSet',
  data: { ...data, screenId: 's1' },
});
const spec = deciderSpec(screenDecider);

describe('screen decider', () => {
  it('sets the content of a new screen', () => spec.given([]).when(set()).then([contentSet()]));
  it('setting the same content again is a no-op', () => spec.given([contentSet()]).when(set()).thenNothing());
  it('changes the content', () => {
    const changed = { ...content, title: 'Nos burgers' };
    spec
      .given([contentSet()])
      .when(set(changed))
      .then([contentSet(changed)]);
  });
  it('refuses a box naming an unknown or deleted product or category', () => {
    spec
      .given([])
      .when(set(content, { 'product:p1': true, 'category:c1': false }))
      .thenThrows('screen.reference_unknown');
    spec.given([]).when(set(content, {})).thenThrows('screen.reference_unknown');
  });
  it('empty boxes need no facts', () =>
    spec
      .given([])
      .when(set({ ...content, boxes: { '1.1': null, '1.2': null, '2.1': null, '2.2': null } }, {}))
      .then([contentSet({ ...content, boxes: { '1.1': null, '1.2': null, '2.1': null, '2.2': null } })]));
});
