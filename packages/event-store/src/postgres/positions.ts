/**
 * A PostgreSQL position is (transaction id, sequence number): events are read in commit-safe order by
 * transaction first. Encoded as two zero-padded decimals so equal-length strings also sort correctly.
 */
const WIDTH = 20;

export interface PgPosition {
  transactionId: bigint;
  sequence: bigint;
}

export const START: PgPosition = { transactionId: 0n, sequence: 0n };

export function encodePosition(transactionId: bigint | string | number, sequence: bigint | string | number): string {
  return `${BigInt(transactionId).toString().padStart(WIDTH, '0')}-${BigInt(sequence).toString().padStart(WIDTH, '0')}`;
}

export function decodePosition(position: string | null | undefined): PgPosition {
  if (!position) return START;
  const match = /^(\d{1,20})-(\d{1,20})$/.exec(position);
  if (!match?.[1] || !match[2]) throw new Error(`Not a position of this event store: ${position}`);
  return { transactionId: BigInt(match[1]), sequence: BigInt(match[2]) };
}

export function comparePositions(a: string, b: string): number {
  const x = decodePosition(a);
  const y = decodePosition(b);
  if (x.transactionId !== y.transactionId) return x.transactionId < y.transactionId ? -1 : 1;
  if (x.sequence !== y.sequence) return x.sequence < y.sequence ? -1 : 1;
  return 0;
}
