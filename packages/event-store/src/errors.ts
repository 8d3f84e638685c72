export class WrongExpectedRevision extends Error {
  override readonly name = 'WrongExpectedRevision';
  readonly streamId: string;
  readonly expected: string | number;
  readonly actual: number | 'no_stream';

  constructor(streamId: string, expected: string | number, actual: number | 'no_stream') {
    super(
      `The record was changed by someone else (stream ${streamId}: expected ${expected}, found ${actual}). Reload and try again.`,
    );
    this.streamId = streamId;
    this.expected = expected;
    this.actual = actual;
  }
}

/** The same event id was appended before with a different payload. */
export class DuplicateEventIdConflict extends Error {
  override readonly name = 'DuplicateEventIdConflict';
  readonly eventId: string;

  constructor(eventId: string) {
    super(`Event ${eventId} was already stored with different content.`);
    this.eventId = eventId;
  }
}
