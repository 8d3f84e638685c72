import { readdirSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, crc32, deflateRawSync } from 'node:zlib';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, TestClient } from '../testing.ts';
import { answerProblems, invariantProblems, witnessCookie } from './hostile-invariant.ts';
import { adminCookie, eventCount, rawRequest, resetRateLimits } from './raw-http.ts';

/**
 * Every upload route over HTTP with hostile files: a renamed executable, an empty file, a
 * zip bomb, names with path separators and control characters, and files exactly at and one byte over each
 * limit. A refusal is a 4xx with the route's message and appends no event; nothing is written outside the blob
 * store.
 */
const MB = 1024 * 1024;
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00', 'latin1'), Buffer.alloc(4096, 0)]);

type Caller = 'visitor' | 'user' | 'admin';
interface Endpoint {
  path: string;
  field: string;
  max: number;
  caller: Caller;
  fields?: Record<string, string>;
  tooLarge: string;
  /** Archives are stored, never inflated: a bomb there is just bytes. */
  archive?: boolean;
  /** Parses the document at once: a padded file passes the size check but may not be readable. */
  parsesNow?: boolean;
}

const ENDPOINTS: Endpoint[] = [
  {
    path: '/api/contact',
    field: 'file',
    max: 2 * MB,
    caller: 'visitor',
    fields: { name: 'Ada', email: 'ada@example.com', message: 'Hello' },
    tooLarge: 'File exceeds 2MB limit. Please choose a smaller file.',
  },
  { path: '/api/user/resume', field: 'resume', max: 20 * MB, caller: 'user', tooLarge: 'File size cannot exceed 20MB' },
  {
    path: '/api/user/portfolio',
    field: 'portfolio',
    max: 20 * MB,
    caller: 'user',
    tooLarge: 'File size cannot exceed 20MB',
    archive: true,
  },
  {
    path: '/api/projects/extract',
    field: 'file',
    max: 5 * MB,
    caller: 'admin',
    tooLarge: 'File size cannot exceed 5MB',
    parsesNow: true,
  },
  {
    path: '/api/admin/upload-candidate',
    field: 'resume',
    max: 20 * MB,
    caller: 'admin',
    tooLarge: 'File too large - Please select a file smaller than 20MB',
  },
  {
    path: '/api/admin/upload-candidate-portfolio',
    field: 'portfolio',
    max: 50 * MB,
    caller: 'admin',
    fields: { candidateName: 'Ada Lovelace', review: '1' },
    tooLarge: 'File too large',
    archive: true,
  },
];

let app: TestApp;
let witness = '';
const cookies: Record<Caller, string> = { visitor: '', user: '', admin: '' };

beforeAll(async () => {
  app = await startTestApp();
  cookies.admin = await adminCookie(app, 'uploads-admin@example.com');
  const user = new TestClient(app.url);
  const sent = await user.post('/api/auth/send-registration-verification', { email: 'uploader@example.com' });
  await user.post('/api/auth/register', {
    email: 'uploader@example.com',
    username: 'uploader',
    password: 'secret12',
    code: sent.body.code,
  });
  const login = await rawRequest(app.url, {
    method: 'POST',
    path: '/api/auth/login',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'uploader@example.com', password: 'secret12' }),
  });
  cookies.user = String([login.headers['set-cookie']].flat()[0] ?? '').split(';')[0] ?? '';
  witness = await witnessCookie(app, 'upload-witness@example.com');
});
afterAll(() => app?.stop());

async function upload(endpoint: Endpoint, bytes: Buffer, fileName: string, field = endpoint.field) {
  const form = new FormData();
  for (const [name, value] of Object.entries(endpoint.fields ?? {})) form.append(name, value);
  form.append(field, new Blob([new Uint8Array(bytes)]), fileName);
  const encoded = new Response(form);
  const headers: Record<string, string> = {
    'content-type': encoded.headers.get('content-type') ?? '',
    'x-forwarded-for': '10.77.0.1',
  };
  if (cookies[endpoint.caller]) headers.cookie = cookies[endpoint.caller];
  await resetRateLimits(app);
  const before = await eventCount(app);
  const response = await rawRequest(app.url, {
    method: 'POST',
    path: endpoint.path,
    headers,
    body: Buffer.from(await encoded.arrayBuffer()),
  });
  const appended = (await eventCount(app)) - before;
  let body: { message?: string; [key: string]: unknown } = {};
  try {
    body = JSON.parse(response.text);
  } catch {
    // checked by the callers through body.message
  }
  return { status: response.status, body, appended, ms: response.ms, response };
}

/** A PDF head and tail around padding: exactly `size` bytes that pass the content check. */
function pdfOf(size: number): Buffer {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write('%PDF-1.4\n', 0, 'latin1');
  bytes.write('\n%%EOF\n', size - 7, 'latin1');
  return bytes;
}

/** A ZIP with `entries`, each either stored bytes or a precomputed deflate stream with its CRC and size. */
function zip(entries: { name: string; data: Buffer; method: 0 | 8; crc: number; size: number }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt32LE(entry.crc, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.method, 10);
    central.writeUInt32LE(entry.crc, 16);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    centrals.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const stored = (name: string, text: string) => {
  const data = Buffer.from(text);
  return { name, data, method: 0 as const, crc: crc32(data), size: data.length };
};

/**
 * A DOCX whose word/document.xml inflates to 1 GiB of zeros from about 1 MB: one full-flushed deflate block of
 * 1 MiB of zeros (it never refers back, so it can be repeated) 1024 times, then an empty final block.
 */
function docxBomb(): Buffer {
  const zeros = Buffer.alloc(MB);
  const block = deflateRawSync(zeros, { finishFlush: constants.Z_FULL_FLUSH });
  const blocks = 1024;
  let crc = 0;
  for (let i = 0; i < blocks; i++) crc = crc32(zeros, crc);
  const data = Buffer.concat([...Array.from({ length: blocks }, () => block), deflateRawSync(Buffer.alloc(0))]);
  return zip([
    stored('[Content_Types].xml', '<?xml version="1.0"?><Types/>'),
    { name: 'word/document.xml', data, method: 8, crc, size: blocks * MB },
  ]);
}

/** A small ZIP padded to exactly `size` bytes (the directory sits within the first bytes' reach of a stream). */
function zipOf(size: number): Buffer {
  const bytes = Buffer.alloc(size, 1);
  zip([stored('a.txt', 'a')]).copy(bytes);
  return bytes;
}

const goodFile = (endpoint: Endpoint, size: number) => (endpoint.archive ? zipOf(size) : pdfOf(size));
const name = (endpoint: Endpoint) => (endpoint.archive ? 'work.zip' : 'cv.pdf');

function filesOutsideBlobs(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(join(dir, e.name)) : [relative(app.dataDir, join(dir, e.name))],
    );
  return walk(app.dataDir).filter((f) => !/^(blobs|outbox|postgres|inbox)\//.test(f) && f !== 'runtime.json');
}

describe.each(ENDPOINTS)('upload to $path', (endpoint) => {
  it('refuses a renamed executable and an empty file, appending nothing', async () => {
    for (const [bytes, fileName] of [
      [EXE, endpoint.archive ? 'work.zip' : 'cv.pdf'],
      [EXE, 'cv.docx'],
      [Buffer.alloc(0), name(endpoint)],
    ] as const) {
      const answer = await upload(endpoint, bytes, fileName);
      expect(answer.status, `${fileName} ${bytes.length} B`).toBe(400);
      expect(typeof answer.body.message).toBe('string');
      expect(answer.appended).toBe(0);
    }
  });

  it('answers 413 with the size message one byte over the limit, and accepts a file exactly at it', async () => {
    const over = await upload(endpoint, goodFile(endpoint, endpoint.max + 1), name(endpoint));
    expect(over.status).toBe(413);
    expect(over.body.message).toBe(endpoint.tooLarge);
    expect(over.appended).toBe(0);
    const at = await upload(endpoint, goodFile(endpoint, endpoint.max), name(endpoint));
    if (endpoint.parsesNow) {
      // Past the size check; the padding itself is no readable document.
      expect(at.status).not.toBe(413);
      expect(at.body.message).not.toBe(endpoint.tooLarge);
    } else expect(at.status, JSON.stringify(at.body)).toBe(200);
  });

  it('sanitises a name with path separators and control characters, writing nothing outside the blob store', async () => {
    for (const hostile of ['../../etc/passwd.pdf', 'a\u0000b.pdf', 'x\r\nSet-Cookie: a=b.pdf', '..\\..\\win.pdf']) {
      const fileName = endpoint.archive ? hostile.replace(/\.pdf$/, '.zip') : hostile;
      const answer = await upload(endpoint, goodFile(endpoint, 2048), fileName);
      expect(answer.status).toBeLessThan(500);
      const shown = JSON.stringify(answer.body);
      expect(shown).not.toMatch(/\.\.[\\/]|\\u0000|\\r|\\n|[\\/]etc[\\/]/);
    }
    expect(filesOutsideBlobs()).toEqual([]);
  });

  it('refuses a zip bomb by its declared sizes, or stores it without inflating it', async () => {
    const bomb = docxBomb();
    expect(bomb.length).toBeLessThan(2 * MB);
    const answer = await upload(endpoint, bomb, endpoint.archive ? 'bomb.zip' : 'bomb.docx');
    if (endpoint.archive) expect(answer.status).toBe(200);
    else {
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(
        'This file expands to far more than a document can be. Please upload a different file.',
      );
      expect(answer.appended).toBe(0);
    }
  });
});

describe('file names as served', () => {
  it('serves a resume uploaded as ../../etc/passwd (with NUL and control bytes) under its bare, safe name', async () => {
    // Written by hand: FormData would percent-encode the control bytes before the server sees them.
    const boundary = 'hostile-boundary';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="../../etc/\u0001pass\u0000wd\u007f.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
        'latin1',
      ),
      pdfOf(4096),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const answer = await rawRequest(app.url, {
      method: 'POST',
      path: '/api/user/resume',
      headers: { cookie: cookies.user, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text).resumeFileName).toBe('passwd.pdf');
    const profile = await rawRequest(app.url, {
      method: 'GET',
      path: '/api/user/profile',
      headers: { cookie: cookies.user },
    });
    const userId = JSON.parse(profile.text).id as string;
    const file = await rawRequest(app.url, {
      method: 'GET',
      path: `/api/user/resume/${userId}`,
      headers: { cookie: cookies.user },
    });
    expect(file.status).toBe(200);
    expect(String(file.headers['content-disposition'])).toBe(
      `inline; filename="passwd.pdf"; filename*=UTF-8''passwd.pdf`,
    );
    expect(filesOutsideBlobs()).toEqual([]);
  });
});

/**
 * Property: any file contents and size on any upload route. Generated files: empty, random bytes, one byte value
 * or an executable's head longer than any sniffed head (the blob store reads 8 KB), real PDF / DOCX / DOC / ZIP
 * files cut short or with bytes overwritten, and files one byte under, at and over the route's limit; under
 * accepted and foreign names. After each: the answer is below 500 (a refusal is JSON `{ message }` showing no
 * internals and appending nothing), and the invariant holds (the process answers, a witness's write is visible
 * to its next read). `UPLOAD_SEED` replays a run; `UPLOAD_RUNS` sets the cases per route (default 12).
 */
const UPLOAD_SEED = Number(process.env.UPLOAD_SEED ?? Math.floor(Math.random() * 2 ** 31));
const UPLOAD_RUNS = Number(process.env.UPLOAD_RUNS ?? 12);
const SNIFFED_HEAD = 8 * 1024;

const fixtureDir = fileURLToPath(
  new URL('../../../../packages/documents/fixtures/holdout-real-shaped/', import.meta.url),
);
const realFiles: Record<string, Buffer> = {
  'cv.pdf': readFileSync(join(fixtureDir, 'zh-cv-algorithm.pdf')),
  'cv.docx': readFileSync(join(fixtureDir, 'en-research-cv.docx')),
  'cv.doc': readFileSync(join(fixtureDir, 'zh-qa-engineer.doc')),
  'work.zip': zip([stored('a.txt', 'portfolio '.repeat(500)), stored('b.txt', 'b')]),
};

const fileName = fc.constantFrom(...Object.keys(realFiles), 'big.zip', 'cv.pdf', 'x.exe', 'a.rar', 'noext', '.pdf');
const realFile = fc.constantFrom(...Object.entries(realFiles));

const hostileFile = (endpoint: Endpoint): fc.Arbitrary<{ kind: string; bytes: Buffer; name: string }> =>
  fc.oneof(
    fileName.map((name) => ({ kind: 'empty', bytes: Buffer.alloc(0), name })),
    fc
      .tuple(fc.uint8Array({ minLength: 1, maxLength: 96 * 1024 }), fileName)
      .map(([bytes, name]) => ({ kind: 'random bytes', bytes: Buffer.from(bytes), name })),
    fc
      .tuple(fc.constantFrom(0x00, 0x20, 0xff, 0x50), fc.integer({ min: SNIFFED_HEAD + 1, max: 400 * 1024 }), fileName)
      .map(([byte, size, name]) => ({
        kind: `${size} B of 0x${byte.toString(16)}`,
        bytes: Buffer.alloc(size, byte),
        name,
      })),
    fc.tuple(fc.integer({ min: SNIFFED_HEAD + 1, max: 400 * 1024 }), fileName).map(([size, name]) => ({
      kind: `executable of ${size} B`,
      bytes: Buffer.concat([EXE, Buffer.alloc(size)]),
      name,
    })),
    fc.tuple(realFile, fc.double({ min: 0, max: 1, noNaN: true })).map(([[name, bytes], cut]) => ({
      kind: `${name} cut to ${Math.floor(bytes.length * cut)} B`,
      bytes: bytes.subarray(0, Math.max(1, Math.floor(bytes.length * cut))),
      name,
    })),
    fc
      .tuple(
        realFile,
        fc.array(fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.nat(255)), { minLength: 1, maxLength: 40 }),
      )
      .map(([[name, bytes], writes]) => {
        const copy = Buffer.from(bytes);
        for (const [at, value] of writes) copy[Math.floor(at * (copy.length - 1))] = value;
        return { kind: `${name} with ${writes.length} bytes overwritten`, bytes: copy, name };
      }),
    {
      weight: 1,
      arbitrary: fc.constantFrom(-1, 0, 1).map((delta) => ({
        kind: `limit ${delta >= 0 ? '+' : ''}${delta}`,
        bytes: goodFile(endpoint, endpoint.max + delta),
        name: name(endpoint),
      })),
    },
  );

describe('hostile file contents and sizes on every upload route (property)', () => {
  it('answers below 500, refusals as JSON appending nothing, and the product keeps working', {
    timeout: 240_000,
  }, async () => {
    console.info(
      `hostile uploads: seed ${UPLOAD_SEED} (UPLOAD_SEED=${UPLOAD_SEED} replays it), ${UPLOAD_RUNS} per route`,
    );
    const failures: string[] = [];
    let cases = 0;
    const started = performance.now();
    for (const endpoint of ENDPOINTS) {
      const property = fc.asyncProperty(hostileFile(endpoint), async (file) => {
        const answer = await upload(endpoint, file.bytes, file.name);
        cases++;
        const problems = answerProblems(answer.response);
        if (answer.status >= 400 && answer.appended !== 0) problems.push(`${answer.appended} event(s) appended`);
        problems.push(...(await invariantProblems(app, witness)));
        if (problems.length > 0) {
          throw new Error(
            `${endpoint.path} ${file.kind} named ${file.name} (${file.bytes.length} B): ${problems.join(', ')}; ${answer.response.text.slice(0, 300)}`,
          );
        }
      });
      const result = await fc.check(property, { numRuns: UPLOAD_RUNS, seed: UPLOAD_SEED, endOnFailure: true });
      if (result.failed) failures.push(`${endpoint.path}: ${String(result.errorInstance ?? '').slice(0, 700)}`);
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(
      `hostile uploads: ${cases} uploads on ${ENDPOINTS.length} routes in ${seconds} s, seed ${UPLOAD_SEED}`,
    );
    expect(failures).toEqual([]);
  });
});

/**
 * A client that goes away mid-upload (its connection cut after part of the file) ends only its own request: the
 * stream's error must not escape, and the product keeps working (the invariant after each).
 */
it('survives uploads whose connection is cut midway, on every route', { timeout: 120_000 }, async () => {
  const problems: string[] = [];
  const earlier = new Set(app.logs());
  for (const endpoint of ENDPOINTS) {
    for (const fraction of [0.05, 0.5, 0.95]) {
      const form = new FormData();
      for (const [key, value] of Object.entries(endpoint.fields ?? {})) form.append(key, value);
      const file = endpoint.archive ? zipOf(600 * 1024) : pdfOf(600 * 1024);
      form.append(endpoint.field, new Blob([new Uint8Array(file)]), name(endpoint));
      const encoded = new Response(form);
      const body = Buffer.from(await encoded.arrayBuffer());
      const url = new URL(app.url);
      const head = [
        `POST ${endpoint.path} HTTP/1.1`,
        `Host: ${url.host}`,
        `Content-Type: ${encoded.headers.get('content-type')}`,
        `Content-Length: ${body.length}`,
        'X-Forwarded-For: 10.77.0.9',
        ...(cookies[endpoint.caller] ? [`Cookie: ${cookies[endpoint.caller]}`] : []),
      ].join('\r\n');
      await resetRateLimits(app);
      await new Promise<void>((resolve) => {
        const socket = connect({ host: url.hostname, port: Number(url.port) }, () => {
          socket.write(`${head}\r\n\r\n`);
          socket.write(body.subarray(0, Math.floor(body.length * fraction)), () =>
            setTimeout(() => socket.destroy(), 50),
          );
        });
        socket.on('error', () => {});
        socket.on('close', () => resolve());
      });
      const after = await invariantProblems(app, witness);
      if (after.length > 0) problems.push(`${endpoint.path} cut at ${fraction}: ${after.join(', ')}`);
    }
  }
  expect(problems).toEqual([]);
  // A client that left is no failure of the server's: nothing logged as an error for it.
  expect(app.logs().filter((line) => !earlier.has(line) && line.includes('"level":50'))).toEqual([]);
});
