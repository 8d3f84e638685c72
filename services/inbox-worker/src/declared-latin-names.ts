// Some mail clients write a UTF-8 file name but declare it Latin-1 (`filename*=iso-8859-1''%E7%AE%80…` or
// `=?ISO-8859-1?B?…?=`). mailparser decodes it as Windows-1252, where five bytes (0x81 0x8D 0x8F 0x90 0x9D) have no
// character: they become U+FFFD, and the name cannot be repaired afterwards (简历-李雷.pdf came out as
// "ç®€åŽ†-æ�Žé›·.pdf"). mailparser keeps no raw header of an attachment, so for a message with such a name this
// reads the parts' raw headers once more (mailsplit, the splitter mailparser itself runs) and decodes the
// parameter's bytes as UTF-8 where they are valid UTF-8. Any other name is left as mailparser read it.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { utf8OrUndefined } from '@tb/documents';
import MessageSplitter from '@zone-eu/mailsplit/lib/message-splitter.js';

const LATIN_CHARSET = /^(?:iso[-_]?8859[-_]?1|latin[-_]?1|l1|windows[-_]?1252|cp[-_]?1252|(?:us-)?ascii)$/i;
/** Parts read at most: mailparser reads no more than this either. */
const MAX_PARTS = 1_000;
/**
 * A header line longer than this is not read for a name: stored names are cut to 1,000 characters anyway, and a
 * parameter of hundreds of kilobytes is an attack (one of 300,000 bytes once overflowed the stack here).
 */
const MAX_HEADER_CHARS = 16_384;
/**
 * Lines a message may have for the second reading. The splitter's time grows with the number of lines, bodies
 * included: 24 MB of bare line breaks took three seconds, which with mailparser's own reading passed the parser's
 * CPU budget and set a readable message aside. Past this the names stay as mailparser read them.
 */
const MAX_LINES = 1_000_000;

/** mailparser's `partId` for a splitter node: its IMAP part number without `TEXT` markers, null at the root. */
function partIdOf(partNr: ReadonlyArray<number | 'TEXT'> | false): string | null {
  return (partNr || []).filter((nr) => typeof nr === 'number').join('.') || null;
}

const hexByte = (hex: string) => Number.parseInt(hex, 16);

/** A binary string's bytes. */
const literalBytes = (value: string) => Array.from(value, (ch) => ch.charCodeAt(0) & 0xff);

/** `%E7a` → bytes [0xE7, 0x61]; the header line is a binary string, one code unit a byte. */
function percentBytes(value: string): number[] {
  const bytes: number[] = [];
  for (let i = 0; i < value.length; i++) {
    const pair = value.slice(i + 1, i + 3);
    if (value[i] === '%' && /^[0-9A-Fa-f]{2}$/.test(pair)) {
      bytes.push(hexByte(pair));
      i += 2;
    } else bytes.push(value.charCodeAt(i) & 0xff);
  }
  return bytes;
}

/** The bytes of one encoded word's text (`B` base64 or `Q` quoted-printable with `_` for space). */
function encodedWordBytes(encoding: string, text: string): number[] {
  if (encoding.toUpperCase() === 'B') return [...Buffer.from(text, 'base64')];
  return percentBytes(text.replace(/_/g, ' ').replace(/=([0-9A-Fa-f]{2})/g, '%$1'));
}

/**
 * The parameters after a header's value (`attachment; filename="a; b.pdf"; size=3`), keys lower-cased. A quoted
 * value is one value, so a `;` or a `filename*=` inside another parameter's quotes is text, never a parameter of
 * its own; a key written twice keeps its last value, as mailparser does.
 */
export function headerParameters(line: string): Map<string, string> {
  const params = new Map<string, string>();
  let i = line.indexOf(';');
  while (i !== -1 && i < line.length) {
    while (i < line.length && (line[i] === ';' || line[i] === ' ' || line[i] === '\t')) i++;
    const equals = line.indexOf('=', i);
    const semicolon = line.indexOf(';', i);
    if (equals === -1) break;
    if (semicolon !== -1 && semicolon < equals) {
      i = semicolon; // a bare word without a value
      continue;
    }
    const key = line.slice(i, equals).trim().toLowerCase();
    let j = equals + 1;
    while (line[j] === ' ' || line[j] === '\t') j++;
    let value = '';
    if (line[j] === '"') {
      for (j++; j < line.length && line[j] !== '"'; j++) {
        if (line[j] === '\\' && j + 1 < line.length) j++;
        value += line[j];
      }
      j = line.indexOf(';', j);
    } else {
      const end = line.indexOf(';', j);
      value = line.slice(j, end === -1 ? undefined : end).trim();
      j = end;
    }
    if (key) params.set(key, value);
    i = j;
  }
  return params;
}

interface DeclaredName {
  charset: string;
  bytes: number[];
}

/** `filename*` or its continuations `filename*0*=` `filename*1=` … in their numbered order (RFC 2231). */
function extendedName(params: Map<string, string>, param: string): DeclaredName | undefined {
  const whole = params.get(`${param}*`);
  const pieces: { index: number; extended: boolean; value: string }[] = [];
  if (whole !== undefined) pieces.push({ index: 0, extended: true, value: whole });
  else
    for (const [key, value] of params) {
      const piece = /^(.+)\*(\d{1,3})(\*)?$/.exec(key);
      if (piece?.[1] === param) pieces.push({ index: Number(piece[2]), extended: piece[3] !== undefined, value });
    }
  if (pieces.length === 0) return undefined;
  pieces.sort((a, b) => a.index - b.index);
  const [first, ...rest] = pieces;
  const declared = first?.extended ? /^([^']*)'[^']*'(.*)$/.exec(first.value) : null;
  if (!declared) return undefined;
  const bytes = percentBytes(declared[2] ?? '');
  for (const piece of rest)
    for (const byte of piece.extended ? percentBytes(piece.value) : literalBytes(piece.value)) bytes.push(byte);
  return { charset: declared[1] ?? '', bytes };
}

const ENCODED_WORD = /=\?([^?*]+)(?:\*[^?]*)?\?([BbQq])\?([^?]*)\?=/g;

/**
 * RFC 2047 encoded words in a plain parameter, with the text around them (`=?ISO-8859-1?B?…?=.pdf` keeps its
 * `.pdf`); white space between two words is no text (RFC 2047, section 6.2). One charset for all words.
 */
function encodedWordsName(value: string): DeclaredName | undefined {
  const words = [...value.matchAll(ENCODED_WORD)];
  const charset = words[0]?.[1];
  if (!charset || words.some((word) => word[1]?.toLowerCase() !== charset.toLowerCase())) return undefined;
  const bytes: number[] = [];
  let end = 0;
  for (const word of words) {
    const [whole, , encoding = 'B', text = ''] = word;
    const at = word.index ?? end;
    const between = value.slice(end, at);
    if (!(end > 0 && /^[ \t]*$/.test(between))) for (const byte of literalBytes(between)) bytes.push(byte);
    for (const byte of encodedWordBytes(encoding, text)) bytes.push(byte);
    end = at + whole.length;
  }
  for (const byte of literalBytes(value.slice(end))) bytes.push(byte);
  return { charset, bytes };
}

/** A raw header line's parameters, unfolded; undefined past `MAX_HEADER_CHARS` (such a line is not read). */
function lineParameters(headerLine: string): Map<string, string> | undefined {
  if (headerLine.length > MAX_HEADER_CHARS) return undefined;
  return headerParameters(headerLine.replace(/\r?\n[ \t]+/g, ' '));
}

/** The parameter's bytes with its declared charset: RFC 2231 first, else encoded words in the plain value. */
function nameIn(params: Map<string, string>, param: 'filename' | 'name'): DeclaredName | undefined {
  const plain = params.get(param);
  return extendedName(params, param) ?? (plain === undefined ? undefined : encodedWordsName(plain));
}

/**
 * The `filename` (or `name`) parameter of one raw header line as bytes with its declared charset: RFC 2231
 * (`filename*=charset''%XX…`, continuations) or RFC 2047 encoded words in the plain parameter. undefined when the
 * parameter declares no charset, or the line is past `MAX_HEADER_CHARS`.
 */
export function declaredName(headerLine: string, param: 'filename' | 'name'): DeclaredName | undefined {
  const params = lineParameters(headerLine);
  return params && nameIn(params, param);
}

/**
 * Do the parameters hold this one, not empty, in any form (`filename`, `filename*`, `filename*0*` …)? A line too
 * long to read counts as holding it: the other header is then no place to look.
 */
function namesParameter(params: Map<string, string> | undefined, param: string): boolean {
  if (params === undefined) return true;
  return [...params].some(([key, value]) => (key === param || key.startsWith(`${param}*`)) && value.trim() !== '');
}

/** Windows-1252's five bytes without a character, which mailparser reads as U+FFFD. */
const UNDEFINED_IN_1252 = /[\u0081\u008D\u008F\u0090\u009D]/g;
const WINDOWS_1252 = new TextDecoder('windows-1252');

/** Bytes as mailparser reads a Latin-1 declaration: Windows-1252, U+FFFD where it has no character. */
export const windows1252Reading = (bytes: number[]): string =>
  WINDOWS_1252.decode(Uint8Array.from(bytes)).replace(UNDEFINED_IN_1252, '\uFFFD');

/**
 * The name as UTF-8 when a Latin-1 declaration hides valid UTF-8 with characters beyond ASCII, and only when these
 * are the very bytes mailparser read: their Windows-1252 reading must be its name, character for character. A
 * header that splits otherwise for the two readers (a stray quote, a continuation one of them joins) never lends
 * its other text to the name.
 */
function utf8Underneath(name: DeclaredName | undefined, mailparserName: string): string | undefined {
  if (!name || !LATIN_CHARSET.test(name.charset.trim()) || !name.bytes.some((byte) => byte >= 0x80)) return undefined;
  if (windows1252Reading(name.bytes) !== mailparserName) return undefined;
  return utf8OrUndefined(name.bytes); // undefined: really Latin-1 underneath, mailparser's reading stands
}

/** One part's hidden UTF-8 name: the disposition's filename, else (only when it has none) the Content-Type name. */
function partName(disposition: string, contentType: string, mailparserName: string): string | undefined {
  const dispositionParams = lineParameters(disposition);
  if (namesParameter(dispositionParams, 'filename'))
    return utf8Underneath(dispositionParams && nameIn(dispositionParams, 'filename'), mailparserName);
  return utf8Underneath(declaredName(contentType, 'name'), mailparserName);
}

/** Has the message at most `limit` lines? Stops counting at the limit. */
function hasAtMostLines(raw: Buffer, limit: number): boolean {
  let lines = 0;
  for (let at = raw.indexOf(10); at !== -1; at = raw.indexOf(10, at + 1)) if (++lines > limit) return false;
  return true;
}

/**
 * partId → the UTF-8 file name its headers hide behind a Latin-1 declaration, for the parts of `garbled` (partId →
 * the name mailparser gave, holding U+FFFD); only their headers are read for a name. This reads the whole message
 * a second time. A part number two splitter nodes share (a `message/rfc822` part and the part inside it, once
 * `TEXT` is dropped) names neither: a name is never taken from another part.
 */
export async function utf8NamesDeclaredLatin(
  raw: Buffer,
  garbled: ReadonlyMap<string | null, string>,
): Promise<Map<string | null, string>> {
  const names = new Map<string | null, string>();
  if (!hasAtMostLines(raw, MAX_LINES)) return names;
  const seen = new Set<string | null>();
  const shared = new Set<string | null>();
  let parts = 0;
  const splitter = new MessageSplitter({ maxChildNodes: MAX_PARTS });
  splitter.on('data', (chunk) => {
    if (chunk.type !== 'node' || !chunk.headers || ++parts > MAX_PARTS) return;
    // The splitter calls this from its own callbacks, where a throw would end the process: nothing may escape.
    try {
      const id = partIdOf(chunk.partNr);
      if (seen.has(id)) shared.add(id);
      seen.add(id);
      const mailparserName = garbled.get(id);
      if (mailparserName === undefined) return;
      const lines = chunk.headers.lines || [];
      const find = (key: string) => lines.find((line) => line.key === key)?.line ?? '';
      const name = partName(find('content-disposition'), find('content-type'), mailparserName);
      if (name !== undefined) names.set(id, name);
    } catch {
      // this part keeps mailparser's name
    }
  });
  try {
    await pipeline(Readable.from([raw]), splitter);
  } catch {
    // A message mailparser read but the splitter refuses (over MAX_PARTS parts): the names found so far stand.
  }
  for (const id of shared) names.delete(id);
  return names;
}
