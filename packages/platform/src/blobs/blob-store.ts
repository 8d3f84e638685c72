import type { Readable } from 'node:stream';

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
}

export interface BlobStore {
  put(source: Readable | Buffer, options: PutOptions): Promise<BlobRef>;
  /** The bytes, or null when the blob does not exist (e.g. erased). */
  read(id: string): Promise<Readable | null>;
  exists(id: string): Promise<boolean>;
  delete(id: string): Promise<void>;
}

export class BlobTooLargeError extends Error {
  override readonly name = 'BlobTooLargeError';
  constructor(readonly maxBytes: number) {
    super(`File is larger than ${maxBytes} bytes`);
  }
}

export class EmptyBlobError extends Error {
  override readonly name = 'EmptyBlobError';
  constructor() {
    super('File is empty');
  }
}
