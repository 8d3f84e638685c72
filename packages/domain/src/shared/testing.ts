import type { MessageArgs } from '@tb/contracts';
import { expect } from 'vitest';
import type { Command, Decider, DomainEvent } from './decider.ts';
import type { DomainError } from './errors.ts';

/**
 * given(events).when(command).expectEvents([...]) or .expectError(ErrorClass, key, params): one business rule per
 * test. The key and its parameters are what the caller is told (in their language, at the HTTP edge).
 */
export function specFor<C extends Command, E extends DomainEvent, S>(decider: Decider<C, E, S>) {
  return (given: readonly E[]) => ({
    when: (command: C) => {
      const run = () => decider.decide(command, given.reduce(decider.evolve, decider.initialState()));
      return {
        expectEvents: (expected: readonly E[]) => expect(run()).toEqual(expected),
        expectError: (errorClass: new (...args: never) => DomainError, ...message: [] | MessageArgs) => {
          expect(run).toThrowError(errorClass);
          const [key, params = {}] = message;
          if (key) expect(caught(run)).toMatchObject({ key, params });
        },
      };
    },
  });
}

function caught(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}
