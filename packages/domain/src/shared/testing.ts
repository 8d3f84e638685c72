import { expect } from 'vitest';
import type { Command, Decider, DomainEvent } from './decider.ts';

/**
 * given(events).when(command).expectEvents([...]) or .expectError(ErrorClass): one business rule per test.
 */
export function specFor<C extends Command, E extends DomainEvent, S>(decider: Decider<C, E, S>) {
  return (given: readonly E[]) => ({
    when: (command: C) => {
      const run = () => decider.decide(command, given.reduce(decider.evolve, decider.initialState()));
      return {
        expectEvents: (expected: readonly E[]) => expect(run()).toEqual(expected),
        expectError: (errorClass: new (...args: never[]) => Error, message?: string | RegExp) => {
          expect(run).toThrowError(errorClass);
          if (message) expect(run).toThrowError(message);
        },
      };
    },
  });
}
