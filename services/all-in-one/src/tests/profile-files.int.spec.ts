import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin, startTestApp, type TestApp, TestClient } from '../testing.ts';

/**
 * A job seeker's resume and portfolio over HTTP: a Chinese DOCX resume answers its
 * skill tags and is served to its owner and admins only; 'Add to my skills' appends without duplicates; the
 * portfolio accepts archives by content and refuses a renamed executable and anything over 20 MB, leaving
 * no event and no file behind.
 */
const RESUME = readFileSync(
  new URL('../../../../packages/documents/fixtures/resumes/zh-ai-trainer.docx', import.meta.url),
);
const RESUME_NAME = '张伟-简历.docx';
const MB20 = 20 * 1024 * 1024;
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00', 'latin1'), Buffer.alloc(4096, 0)]);

let app: TestApp;
let owner: TestClient;
let other: TestClient;
let _admin: TestClient;
let ownerId: string;

async function signUp(email: string, username: string, lang: 'en' | 'zh' = 'en') {
  const client = new TestClient(app.url, lang);
  const sent = await client.post('/api/auth/send-registration-verification', { email });
  await client.post('/api/auth/register', { email, username, password: 'secret12', code: sent.body.code });
  expect((await client.post('/api/auth/login', { email, password: 'secret12' })).status).toBe(200);
  return client;
}

/** The raw bytes and headers of a download, with a session cookie from a fresh sign-in. */
async function download(path: string, email: string) {
  const headers = { origin: app.url, 'content-type': 'application/json', 'x-forwarded-for': '10.9.9.9' };
  const login = await fetch(`${app.url}/api/auth/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password: 'secret12' }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const response = await fetch(`${app.url}${path}`, { headers: { cookie } });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

function form(field: string, bytes: Buffer, fileName: string) {
  const body = new FormData();
  body.append(field, new Blob([new Uint8Array(bytes)]), fileName);
  return body;
}

/** A real one-entry ZIP (stored, with its CRC), as an archiver writes it. */
function zipOf(name: string, content: Buffer): Buffer {
  let crc = 0xffffffff;
  for (const byte of content) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  crc = (crc ^ 0xffffffff) >>> 0;
  const fileName = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(content.length, 18);
  local.writeUInt32LE(content.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(content.length, 20);
  central.writeUInt32LE(content.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const centralAt = local.length + fileName.length + content.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(centralAt, 16);
  return Buffer.concat([local, fileName, content, central, fileName, end]);
}

/** A ZIP's first bytes padded to exactly `size` bytes: passes the content check, then only the size counts. */
function sized(size: number): Buffer {
  const bytes = Buffer.alloc(size, 1);
  zipOf('a.txt', Buffer.from('a')).copy(bytes);
  return bytes;
}

async function eventsOf(type: string) {
  const events = await app.runtime.store.readAll({ limit: 10_000 });
  return events.filter((e) => e.type === type);
}

beforeAll(async () => {
  app = await startTestApp();
  _admin = await signedInAdmin(app, { firstName: 'Lin', lastName: 'Boss' });
  owner = await signUp('zhang.wei@example.com', 'zhangwei');
  other = await signUp('li.lei@example.com', 'lilei', 'zh');
  ownerId = (await owner.get('/api/user/profile')).body.id;
});
afterAll(() => app?.stop());

describe('resume', () => {
  it('answers the skill tags of a Chinese DOCX resume and shows its name on the profile', async () => {
    const uploaded = await owner.post('/api/user/resume', form('resume', RESUME, RESUME_NAME));
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.message).toBe('Resume uploaded');
    expect(uploaded.body.resumeFileName).toBe(RESUME_NAME);
    expect(uploaded.body.extractedSkills.tagsEnglish.split(', ')).toEqual(
      expect.arrayContaining(['LLM', 'RLHF', 'Prompt Engineering', 'Python']),
    );
    expect(uploaded.body.extractedSkills.tagsChinese).toMatch(/大模型/);
    const profile = (await owner.get('/api/user/profile')).body;
    expect(profile.resumeFileName).toBe(RESUME_NAME);
    // Pending until added: the upload alone does not change the profile's tags.
    expect(profile.tagsEnglish).toBe('');
  });

  it('serves the resume to its owner with its type, UTF-8 name, nosniff and private caching', async () => {
    const file = await download(`/api/user/resume/${ownerId}`, 'zhang.wei@example.com');
    expect(file.status).toBe(200);
    expect(file.bytes.equals(RESUME)).toBe(true);
    expect(file.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(file.headers.get('content-disposition')).toBe(
      `inline; filename="__-__.docx"; filename*=UTF-8''${encodeURIComponent(RESUME_NAME)}`,
    );
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('cache-control')).toMatch(/^private/);
  });

  it('refuses another user (403) and a visitor (401), and lets an admin view it', async () => {
    expect((await other.get(`/api/user/resume/${ownerId}`)).status).toBe(403);
    expect((await other.get(`/api/user/portfolio/${ownerId}`)).status).toBe(403);
    expect((await new TestClient(app.url).get(`/api/user/resume/${ownerId}`)).status).toBe(401);
    const asAdmin = await download(`/api/user/resume/${ownerId}`, 'boss@example.com');
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.bytes.equals(RESUME)).toBe(true);
    const otherId = (await other.get('/api/user/profile')).body.id;
    const none = await other.get(`/api/user/resume/${otherId}`);
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('尚未上传文件');
  });

  it('refuses a file that is not a document and still stores an unreadable one without tags', async () => {
    const wrong = await owner.post('/api/user/resume', form('resume', EXE, 'resume.pdf'));
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Please upload a PDF or DOC file');
    const broken = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n');
    const stored = await other.post('/api/user/resume', form('resume', broken, 'cv.pdf'));
    expect(stored.status).toBe(200);
    expect(stored.body).toEqual({
      message: '简历已上传',
      resumeFileName: 'cv.pdf',
      extractedSkills: { tagsEnglish: '', tagsChinese: '' },
      // Nothing comes back empty without a word: the answer says the skills could not be read, and why.
      warnings: ['skillsNotRead'],
      readError: '文档已损坏或不完整，无法读取。',
    });
  });

  it("appends 'Add to my skills' to the existing tags without duplicates, ignoring case", async () => {
    const edited = await owner.put('/api/user/profile', {
      firstName: 'Wei',
      lastName: 'Zhang',
      tagsEnglish: 'python, PyTorch',
      tagsChinese: '机器学习',
    });
    expect(edited.status).toBe(200);
    const added = await owner.post('/api/user/skills', {
      tagsEnglish: 'Python, LLM, RLHF',
      tagsChinese: '大模型, 机器学习',
    });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ tagsEnglish: 'python, PyTorch, LLM, RLHF', tagsChinese: '机器学习, 大模型' });
    const after = (await owner.get('/api/user/profile')).body;
    expect(after.tagsEnglish).toBe('python, PyTorch, LLM, RLHF');
    expect(after.tagsChinese).toBe('机器学习, 大模型');
  });
});

describe('portfolio', () => {
  it('accepts a ZIP by its content and serves it back to its owner', async () => {
    const zip = zipOf('case-study.md', Buffer.from('# 项目案例\n'.repeat(200)));
    const uploaded = await owner.post('/api/user/portfolio', form('portfolio', zip, '作品集.zip'));
    expect(uploaded.status).toBe(200);
    expect(uploaded.body).toEqual({ message: 'Portfolio uploaded', portfolioFileName: '作品集.zip' });
    expect((await owner.get('/api/user/profile')).body.portfolioFileName).toBe('作品集.zip');
    const file = await download(`/api/user/portfolio/${ownerId}`, 'zhang.wei@example.com');
    expect(file.status).toBe(200);
    expect(file.bytes.equals(zip)).toBe(true);
    expect(file.headers.get('content-type')).toBe('application/zip');
  });

  it('refuses a renamed executable and a file of 20 MB + 1 byte, appending nothing', async () => {
    const before = (await eventsOf('UserPortfolioUploaded')).length;
    const exe = await owner.post('/api/user/portfolio', form('portfolio', EXE, 'portfolio.zip'));
    expect(exe.status).toBe(400);
    expect(exe.body.message).toBe('Please upload a PDF, DOC, DOCX, ZIP, RAR or 7Z file');

    const tooBig = sized(MB20 + 1);
    const refused = await owner.post('/api/user/portfolio', form('portfolio', tooBig, 'big.zip'));
    expect(refused.status).toBe(413);
    expect(refused.body.message).toBe('File size cannot exceed 20MB');
    const refusedZh = await other.post('/api/user/portfolio', form('portfolio', tooBig, 'big.zip'));
    expect(refusedZh.status).toBe(413);
    expect(refusedZh.body.message).toBe('文件大小不能超过 20MB');

    expect(await eventsOf('UserPortfolioUploaded')).toHaveLength(before);
    expect(readdirSync(join(app.dataDir, 'blobs', 'tmp'))).toEqual([]);
    expect((await owner.get('/api/user/profile')).body.portfolioFileName).toBe('作品集.zip');
  });

  it('refuses a file well over the limit (21 MB) with the message too, not only one byte over', async () => {
    const big = sized(21 * 1024 * 1024);
    const portfolio = await other.post('/api/user/portfolio', form('portfolio', big, 'big.zip'));
    expect(portfolio.status).toBe(413);
    expect(portfolio.body.message).toBe('文件大小不能超过 20MB');
    const docx = Buffer.concat([RESUME, Buffer.alloc(21 * 1024 * 1024 - RESUME.length, 0)]);
    const resume = await owner.post('/api/user/resume', form('resume', docx, 'big.docx'));
    expect(resume.status).toBe(413);
    expect(resume.body.message).toBe('File size cannot exceed 20MB');
    expect(readdirSync(join(app.dataDir, 'blobs', 'tmp'))).toEqual([]);
  });

  it('accepts a file of exactly 20 MB', async () => {
    const exact = sized(MB20);
    const uploaded = await other.post('/api/user/portfolio', form('portfolio', exact, 'exact.zip'));
    expect(uploaded.status).toBe(200);
  });
});
