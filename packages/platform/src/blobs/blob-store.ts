import type { Readable } from 'node:stream';
import type { EventStore } from '@tb/event-store';

/** What an event holds about a file: never the bytes. */
export interface BlobRef {
  /** The content's sha256 (hex): files are addressed by content. */
  id: string;
  fileName: string;
  contentType: string;
  size: number;
  sha256: string;
}

export interface PutOptions {
  fileName: string;
  contentType: string;
  /** The write fails with `BlobTooLargeError` as soon as more bytes arrive. */
  maxBytes: number;
  /** Called once with the first bytes (up to 8 KiB, or all of a smaller file); throw to refuse the file. */
  validate?: (head: Buffer) => void | Promise<void>;
  /**
   * Called with the finished file's reference and `move`, which puts it in place under its hash. The
   * reference ledger records the owner and moves the file under one lock, so a concurrent deletion of the
   * same content cannot land between the two. Without it the file is simply moved.
   */
  place?: (ref: BlobRef, move: () => Promise<void>) => Promise<void>;
}

/** Reading stored files: what the query side and mail reactors need. */
export interface BlobReader {
  /** The bytes, or null when the blob does not exist (e.g. erased). */
  read(id: string): Promise<Readable | null>;
  exists(id: string): Promise<boolean>;
}

/**
 * The bytes, one object per content hash. It knows nothing of who uses a file: identical uploads
 * share it, so nothing but the owner ledger (`BlobStore`) may delete one.
 *
 * This is the storage adapter: `FileBlobStore` keeps the bytes on disk under `DATA_DIR/blobs`. An
 * S3-compatible adapter would implement the same interface: `put` streams to a temporary key while hashing
 * and validating (multipart upload), and `place`'s `move` copies it to the key named by the hash and deletes
 * the temporary one; `read`, `exists` and `delete` are GetObject, HeadObject and DeleteObject.
 */
export interface BlobFiles extends BlobReader {
  put(source: Readable | Buffer, options: PutOptions): Promise<BlobRef>;
  delete(id: string): Promise<void>;
}

export interface OwnedPutOptions extends Omit<PutOptions, 'place'> {
  /** Who references the file: the stream id of the aggregate whose events hold it, or an upload hold. */
  owner: string;
  /** A provisional hold (an upload awaiting review) that lapses after this many ms unless claimed. */
  holdMs?: number;
  /** The account that uploads it: the file counts against its storage quota while anyone owns it for it. */
  account?: string;
  /**
   * The account's storage quota, checked as the file is given its owner: `limit` bytes for the account's files
   * with this one, leaving out the file `except` owns (the one it replaces). Over it, the put throws
   * `StorageQuotaExceededError` and keeps nothing. Checked under a lock per account, so uploads racing each
   * other cannot each see room only one of them has.
   */
  quota?: { limit: number; except?: string };
}

/**
 * Files with their owners. Content is shared between owners (two candidates with the same resume, a
 * candidate saved from an email's attachment), so a file is deleted only when its last owner lets go.
 */
export interface BlobStore extends BlobReader {
  put(source: Readable | Buffer, options: OwnedPutOptions): Promise<BlobRef>;
  /**
   * Records `owner` as a user of an existing file, taking over the hold `from` when given. Throws
   * `BlobGoneError` when the file no longer exists (an expired hold whose file was deleted).
   */
  claim(id: string, owner: string, from?: string): Promise<void>;
  /**
   * `claim`, and `owner` lets go of every other file it held: an owner that holds one file at a time (a
   * profile's resume), so a replaced file is deleted unless something else still uses it.
   */
  claimInstead(id: string, owner: string, from?: string): Promise<void>;
  /**
   * Bytes of the distinct files uploaded by `account` that someone still owns (live holds included), leaving
   * out those `except` owns (the file an upload is about to replace).
   */
  usage(account: string, except?: string): Promise<number>;
  /** Drops `owner`'s reference; deletes the file when no other live reference remains. Idempotent. */
  release(id: string, owner: string): Promise<void>;
  /** `release` for every file of `owner` (erasure). Idempotent: a retry finishes what a crash left. */
  releaseOwner(owner: string): Promise<void>;
  /** Deletes files whose only owners are lapsed upload holds; returns how many. */
  sweepLapsedHolds(): Promise<number>;
  /** Once per database, owners for the files of events stored before owners were recorded. */
  adoptExisting(store: EventStore, subjectOf: (streamId: string) => string | null): Promise<void>;
}

export class BlobTooLargeError extends Error {
  override readonly name = 'BlobTooLargeError';
  readonly maxBytes: number;

  constructor(maxBytes: number) {
    super(`File is larger than ${maxBytes} bytes`);
    this.maxBytes = maxBytes;
  }
}

/** An upload over the quota: answered 413 'security.storageFull' (the sizes in MB, one decimal). */
export class StorageQuotaExceededError extends Error {
  override readonly name = 'StorageQuotaExceededError';
  /** What the account's files took before this upload (the file it would replace included), and the quota. */
  readonly usedBytes: number;
  readonly limitBytes: number;

  constructor(usedBytes: number, limitBytes: number) {
    super(`Storage quota of ${limitBytes} bytes exceeded (${usedBytes} bytes used)`);
    this.usedBytes = usedBytes;
    this.limitBytes = limitBytes;
  }
}

export class EmptyBlobError extends Error {
  override readonly name = 'EmptyBlobError';
  constructor() {
    super('File is empty');
  }
}

export class BlobGoneError extends Error {
  override readonly name = 'BlobGoneError';
  readonly id: string;

  constructor(id: string) {
    super(`Blob ${id} no longer exists`);
    this.id = id;
  }
}
