import { EVENT_POSITION_HEADER, MIN_POSITION_HEADER, minPosition, rememberPosition } from './event-position';

/**
 * A non-success answer. `message` is '{status}: {body text}' (or the status text when the body is empty), the
 * generic error text; `serverMessage` is the `message` field of a JSON error body, which screens show
 * when present.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly body: string;
  readonly serverMessage: string | undefined;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.status = status;
    this.body = body;
    this.serverMessage = messageOf(body);
  }
}

function messageOf(body: string): string | undefined {
  if (!body) return undefined;
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
      return parsed.message || undefined;
    }
  } catch {
    // Not JSON: the generic text already carries the body.
  }
  return undefined;
}

/** The text to show for a failure: the server's message when it sent one, else the given fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

/** The screen's language (set on <html lang> by the i18n layer), so server messages come back in it. */
function pageLanguage(): string | null {
  if (typeof document === 'undefined') return null;
  const lang = document.documentElement.lang;
  return lang === 'en' || lang === 'zh' ? lang : null;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  /** A plain value is sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

function isRead(method: HttpMethod): boolean {
  return method === 'GET';
}

/**
 * The ETag of the last GET of each record (its path without the query): the revision a form was opened at, which
 * its save sends back as `If-Match` so the server refuses it (412) when someone changed the record meanwhile.
 */
const etags = new Map<string, string>();
const recordPath = (path: string) => path.split('?')[0] ?? path;

/** The ETag the last GET of `path` answered, if any. */
export function etagOf(path: string): string | undefined {
  return etags.get(recordPath(path));
}

/** `If-Match` with the tag a form was opened at (none when the record was never read with one). */
export function ifMatch(tag: string | undefined): Record<string, string> {
  return tag ? { 'if-match': tag } : {};
}

/** Sends a request with credentials; throws `ApiError` on a non-success answer. */
export async function apiRequest(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<Response> {
  const headers = new Headers(options.headers);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(options.body);
  }
  const language = pageLanguage();
  if (language) headers.set('x-lang', language);
  const position = isRead(method) ? minPosition() : null;
  if (position) headers.set(MIN_POSITION_HEADER, position);

  const response = await fetch(path, {
    method,
    headers,
    body,
    credentials: 'include',
    ...(options.signal ? { signal: options.signal } : {}),
  });
  if (!isRead(method)) rememberPosition(response.headers.get(EVENT_POSITION_HEADER));
  const etag = response.headers.get('etag');
  if (isRead(method) && etag && !path.includes('?')) etags.set(recordPath(path), etag);
  if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text());
  return response;
}

/** Parses a JSON answer; an empty body (204) is null. */
export async function readJson<T>(response: Response): Promise<T> {
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

export type On401 = 'throw' | 'returnNull';

/** GET a JSON resource. With `on401: 'returnNull'` an unauthenticated answer is null instead of an error. */
export async function apiGet<T>(
  path: string,
  options: { on401?: On401; signal?: AbortSignal } = {},
): Promise<T | null> {
  try {
    const response = await apiRequest('GET', path, options.signal ? { signal: options.signal } : {});
    return await readJson<T>(response);
  } catch (error) {
    if (options.on401 === 'returnNull' && error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** Sends a command with a JSON (or multipart) body and parses the JSON answer. */
export async function apiSend<T>(
  method: Exclude<HttpMethod, 'GET'>,
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
): Promise<T> {
  const response = await apiRequest(method, path, {
    ...(body === undefined ? {} : { body }),
    ...(headers ? { headers } : {}),
  });
  return readJson<T>(response);
}

/** The record changed since the form's GET: the save was refused and nothing was stored. */
export const isConflict = (error: unknown): boolean => error instanceof ApiError && error.status === 412;
