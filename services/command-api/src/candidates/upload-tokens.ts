import { IllegalStateError } from '@tb/domain';
import { BlobGoneError, type BlobRef, type BlobStore, openJson, type SubjectKeyStore, sealJson } from '@tb/platform';

const SUBJECT = 'system:candidate-upload-links';
const LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * An uploaded file waits for the admin's review before a candidate exists. The answer carries its blob
 * reference sealed with a server key, so save-candidate can trust the reference it gets back without a
 * table of pending uploads, and a client cannot point a candidate at someone else's file.
 */
export async function linkFor(keys: SubjectKeyStore, ref: BlobRef, hold: string, now: Date): Promise<string> {
  const key = await keys.obtain(SUBJECT);
  return `upload:${sealJson({ ref, hold, expires: now.getTime() + LIFETIME_MS }, key, SUBJECT)}`;
}

/** What a link names: the file, and the blob store hold that keeps it until a candidate claims it. */
export interface LinkedUpload {
  ref: BlobRef;
  hold: string | undefined;
}

const expired = () => new IllegalStateError('candidate.uploadExpired');

export const isUploadLink = (value: string | undefined): value is string => !!value?.startsWith('upload:');

export async function uploadFromLink(keys: SubjectKeyStore, link: string, now: Date): Promise<LinkedUpload> {
  const key = await keys.obtain(SUBJECT);
  let opened: unknown;
  try {
    opened = openJson(link.slice('upload:'.length), key, SUBJECT);
  } catch {
    throw expired();
  }
  if (!isLinkBody(opened) || opened.expires < now.getTime()) throw expired();
  return { ref: opened.ref, hold: 'hold' in opened && typeof opened.hold === 'string' ? opened.hold : undefined };
}

/**
 * Makes `owner` (a candidate's stream) an owner of the linked file before the event that references it is
 * appended: a crash in between leaves an extra owner (a kept file), never an event pointing at deleted bytes.
 * The upload's hold stays until `settleUpload`, so a refused save can be retried with the same link.
 */
export async function claimUpload(blobs: Pick<BlobStore, 'claim'>, upload: LinkedUpload, owner: string): Promise<void> {
  try {
    await blobs.claim(upload.ref.id, owner);
  } catch (error) {
    if (error instanceof BlobGoneError) throw expired();
    throw error;
  }
}

function isLinkBody(value: unknown): value is { ref: BlobRef; expires: number } {
  if (typeof value !== 'object' || value === null || !('ref' in value) || !('expires' in value)) return false;
  const { ref, expires } = value;
  return (
    typeof expires === 'number' &&
    typeof ref === 'object' &&
    ref !== null &&
    'id' in ref &&
    typeof ref.id === 'string' &&
    'fileName' in ref &&
    typeof ref.fileName === 'string'
  );
}

/** After the candidate's event is stored: the upload's hold is no longer needed. */
export async function settleUpload(blobs: Pick<BlobStore, 'release'>, upload: LinkedUpload): Promise<void> {
  if (upload.hold) await blobs.release(upload.ref.id, upload.hold);
}
