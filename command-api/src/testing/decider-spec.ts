import { expect } from 'vitest';
import { DomainError } from '@shop/contracts';
import type { Decider } from '../decider';

// given(events).when(command).then(events) / .thenThrows(code) / .thenNothing(), for any decider.
export const deciderSpec = <S, C, E>(decider: Decider<S, C, E>) => ({
  given: (events: E[]) => ({
    when: (command: C) => {
      const run = () => decider.decide(command, events.reduce(decider.evolve, decider.initialState()));
      return {
        then: (expected: E[]) => expect(run()).toEqual(expected),
        thenNothing: () => expect(run()).toEqual([]),
        thenThrows: (code: string) => {
          let thrown: unknown;
          try {
            run();
          } catch (e) {
            thrown = e;
          }
          expect(thrown, 'expected the decider to throw').toBeInstanceOf(DomainError);
          expect((thrown as DomainError).code).toBe(code);
        },
      };
    },
  }),
});
