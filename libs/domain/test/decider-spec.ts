import { expect } from '@jest/globals';

/**
 * Given/when/then for a decider, in the shape of Emmett's DeciderSpecification, with
 * deep equality that accepts nulls (Emmett's subset check rejects null fields).
 */
export const deciderSpec =
  <C, E, S>(decider: { decide: (command: C, state: S) => E[]; evolve: (state: S, event: E) => S; initialState: () => S }) =>
  (given: E[]) => ({
    when: (command: C) => {
      const run = () => decider.decide(command, given.reduce(decider.evolve, decider.initialState()));
      return {
        then: (expected: E[]) => expect(run()).toEqual(expected),
        thenThrows: (code: string) => expect(run).toThrow(code),
      };
    },
  });
