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

/** The same encoding in SQL, so reads hand the text over as it is. */
export const POSITION_SQL = `lpad(transaction_id::text, ${WIDTH}, '0') || '-' || lpad(sequence::text, ${WIDTH}, '0')`;

const POSITION_TEXT = /^\d{20}-\d{20}$/;

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
  // Positions this store wrote have a fixed width, so their text order is their order.
  if (a.length === 2 * WIDTH + 1 && b.length === 2 * WIDTH + 1 && POSITION_TEXT.test(a) && POSITION_TEXT.test(b))
    return a < b ? -1 : a > b ? 1 : 0;
  const x = decodePosition(a);
  const y = decodePosition(b);
  if (x.transactionId !== y.transactionId) return x.transactionId < y.transactionId ? -1 : 1;
  if (x.sequence !== y.sequence) return x.sequence < y.sequence ? -1 : 1;
  return 0;
}
