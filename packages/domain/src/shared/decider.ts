/** Commands and events are `{ type, data, metadata }`; decide and evolve are pure. */

export interface CommandMetadata {
  /** Who: a user id, or 'system' / 'visitor'. */
  actorId: string;
  /** When: ISO time, fixed by the caller so deciding stays pure. */
  now: string;
  correlationId?: string;
  causationId?: string;
}

export interface Command<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
  metadata: CommandMetadata;
}

export interface EventMeta {
  actorId: string;
  at: string;
}

export interface DomainEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
  metadata: EventMeta;
}

export interface Decider<C extends Command, E extends DomainEvent, S> {
  decide(command: C, state: S): E[];
  evolve(state: S, event: E): S;
  initialState(): S;
}

export const eventMeta = (command: Command): EventMeta => ({
  actorId: command.metadata.actorId,
  at: command.metadata.now,
});

/** Makes a `switch` on a union fail to compile when a member is not handled. */
export function assertNever(value: never): never {
  throw new Error(`Unhandled variant: ${JSON.stringify(value)}`);
}

export const fold = <E extends DomainEvent, S>(
  decider: Pick<Decider<never, E, S>, 'evolve' | 'initialState'>,
  events: readonly E[],
): S => events.reduce(decider.evolve, decider.initialState());
