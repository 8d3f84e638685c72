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

interface DeclaredName {
  charset: string;
  bytes: number[];
}

/**
 * The `filename` (else `name`) parameter of one raw header line as bytes with its declared charset: RFC 2231
 * (`filename*=charset''%XX…`, continuations `filename*0*=` `filename*1*=` in order) or RFC 2047 encoded words in
 * the plain parameter. undefined when the parameter declares no charset.
 */
export function declaredName(headerLine: string, param: 'filename' | 'name'): DeclaredName | undefined {
  const unfolded = headerLine.replace(/\r?\n[ \t]+/g, ' ');
  const segments: { index: number; extended: boolean; value: string }[] = [];
  let plain: string | undefined;
  const pattern = new RegExp(`;\\s*${param}(\\*(\\d{1,3}))?(\\*)?\\s*=\\s*("(?:[^"\\\\]|\\\\.)*"|[^;\\s]*)`, 'gi');
  for (const [, star, index, extended, raw = ''] of unfolded.matchAll(pattern)) {
    const value = raw.startsWith('"') ? raw.slice(1, -1).replace(/\\(.)/g, '$1') : raw;
    if (star === undefined && extended === undefined) plain ??= value;
    else segments.push({ index: Number(index ?? 0), extended: extended !== undefined, value });
  }
  if (segments.length > 0) {
    segments.sort((a, b) => a.index - b.index);
    const [first, ...rest] = segments;
    const declared = first?.extended ? /^([^']*)'[^']*'(.*)$/.exec(first.value) : null;
    if (!first || !declared) return undefined;
    const bytes = percentBytes(declared[2] ?? '');
    for (const part of rest) bytes.push(...(part.extended ? percentBytes(part.value) : literalBytes(part.value)));
    return { charset: declared[1] ?? '', bytes };
  }
  const words = [...(plain ?? '').matchAll(/=\?([^?*]+)(?:\*[^?]*)?\?([BbQq])\?([^?]*)\?=/g)];
  const charset = words[0]?.[1];
  if (!charset || words.some((word) => word[1]?.toLowerCase() !== charset.toLowerCase())) return undefined;
  return { charset, bytes: words.flatMap(([, , encoding = 'B', text = '']) => encodedWordBytes(encoding, text)) };
}

/** The name as UTF-8 when a Latin-1 declaration hides valid UTF-8 with characters beyond ASCII. */
function utf8Underneath(name: DeclaredName | undefined): string | undefined {
  if (!name || !LATIN_CHARSET.test(name.charset.trim()) || !name.bytes.some((byte) => byte >= 0x80)) return undefined;
  return utf8OrUndefined(name.bytes); // undefined: really Latin-1 underneath, mailparser's reading stands
}

/**
 * partId → the UTF-8 file name its headers hide behind a Latin-1 declaration, for every part that has one.
 * Call only when some name mailparser gave holds U+FFFD: this reads the whole message a second time.
 */
export async function utf8NamesDeclaredLatin(raw: Buffer): Promise<Map<string | null, string>> {
  const names = new Map<string | null, string>();
  let parts = 0;
  const splitter = new MessageSplitter({ maxChildNodes: MAX_PARTS });
  splitter.on('data', (chunk) => {
    if (chunk.type !== 'node' || !chunk.headers || ++parts > MAX_PARTS) return;
    const lines = chunk.headers.lines || [];
    const find = (key: string) => lines.find((line) => line.key === key)?.line ?? '';
    const name =
      utf8Underneath(declaredName(find('content-disposition'), 'filename')) ??
      utf8Underneath(declaredName(find('content-type'), 'name'));
    if (name !== undefined) names.set(partIdOf(chunk.partNr), name);
  });
  try {
    await pipeline(Readable.from([raw]), splitter);
  } catch {
    // A message mailparser read but the splitter refuses (over MAX_PARTS parts): the names found so far stand.
  }
  return names;
}
