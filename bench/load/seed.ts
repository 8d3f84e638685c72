/**
 * Seeds the load run through the HTTP API, as people would: an admin (ADMIN_EMAIL of the server) creates
 * the openings and adds candidates; users register with the dev-mode code and sign in.
 */
export const ADMIN = { email: 'load-admin@bench.local', password: 'load-secret-1' };

export interface Seeded {
  adminCookie: string;
  projects: string[];
  users: { cookie: string; email: string; name: string }[];
  candidates: number;
}

const octet = () => Math.floor(Math.random() * 254) + 1;

/** One visitor: its own address (the app trusts X-Forwarded-For here), its session cookie. */
export class Visitor {
  cookie = '';
  private readonly address = `10.${octet()}.${octet()}.${octet()}`;
  private readonly url: string;

  constructor(url: string) {
    this.url = url;
  }

  // biome-ignore lint/suspicious/noExplicitAny: seeding reads answers loosely
  async send(method: string, path: string, body?: unknown, expected = 200): Promise<any> {
    const headers: Record<string, string> = { origin: this.url, 'x-forwarded-for': this.address };
    if (this.cookie) headers.cookie = this.cookie;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.url}${path}`, {
      method,
      headers,
      body: body === undefined ? null : JSON.stringify(body),
    });
    const cookie = response.headers.get('set-cookie')?.split(';')[0];
    if (cookie) this.cookie = cookie;
    const text = await response.text();
    if (response.status !== expected) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
    return text ? JSON.parse(text) : null;
  }
}

async function inParallel<T>(count: number, width: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      for (let i = next++; i < count; i = next++) out[i] = await task(i);
    }),
  );
  return out;
}

const COMPANIES = ['Acme AI', 'Nimbus Labs', 'DeepHarbor', 'Quanta Robotics', 'Lumen Health', 'Vector Forge'];
const ROLES = [
  ['Senior LLM Engineer', '高级大模型工程师'],
  ['Computer Vision Engineer', '计算机视觉工程师'],
  ['ML Infrastructure Engineer', '机器学习平台工程师'],
  ['AI Product Designer', 'AI 产品设计师'],
  ['Compiler Engineer', '编译器工程师'],
] as const;
export const SEARCH_TERMS = ['王', 'Emily', 'LLM', '清华', 'PyTorch', 'Crawler', 'zhang', '思远', 'Stanford', 'CUDA'];
const SURNAMES = ['王', '李', '张', '刘', '陈', 'Smith', 'Garcia', 'Kim', 'Patel', 'Zhang'];
const GIVEN = ['伟', '芳', '思远', '晓东', 'Emily', 'Daniel', 'Sofia', 'Ravi', 'Anna', 'Lucas'];
const SCHOOLS = ['清华大学', '浙江大学', 'Stanford University', 'MIT', '上海交通大学', 'ETH Zurich'];
const TAGS = ['Python, PyTorch, LLM', 'C++, LLVM, CUDA', 'Figma, User Research', 'Go, PostgreSQL', 'Scrapy, Crawler'];

function project(i: number) {
  const company = COMPANIES[i % COMPANIES.length] ?? 'Acme AI';
  const [en, zh] = ROLES[i % ROLES.length] ?? ROLES[0];
  const paragraphs = Array.from(
    { length: 4 },
    (_, p) => `<p>${company} builds ${en.toLowerCase()} tooling, part ${p + 1}: agents, evaluation, serving.</p>`,
  ).join('');
  return {
    titleEn: `${company} - ${en} ${i}`,
    titleZh: `${company} - ${zh} ${i}`,
    descriptionEn: `<h2>About</h2>${paragraphs}<ul><li>Python</li><li>PyTorch</li><li>Kubernetes</li></ul>`,
    descriptionZh: '<h2>关于我们</h2><p>我们构建<strong>智能体</strong>与评测平台。</p><ul><li>Python</li></ul>',
    locationEn: 'Remote',
    locationZh: '远程',
    typeEn: i % 3 ? 'Full-time' : 'Contract',
    typeZh: i % 3 ? '全职' : '合同',
    salaryRangeEn: `$${6 + (i % 6)}k-${10 + (i % 6)}k/month`,
    salaryRangeZh: `每月 ${4 + (i % 5)}-${7 + (i % 5)} 万元`,
  };
}

function candidate(i: number) {
  return {
    name: `${SURNAMES[i % SURNAMES.length]}${GIVEN[(i * 3) % GIVEN.length]} ${i}`,
    email: `candidate${i}@example.com`,
    phone: `138${String(i).padStart(8, '0')}`,
    position: ROLES[i % ROLES.length]?.[0] ?? 'LLM Engineer',
    role: ['AI Engineer', 'Computer Vision', 'Compiler', 'UX Designer', 'Crawler'][i % 5],
    degree: ['PhD', 'Master', 'Bachelor', '本科'][i % 4],
    bachelor: SCHOOLS[i % SCHOOLS.length],
    tagsInEng: TAGS[i % TAGS.length],
    applyTime: new Date(Date.UTC(2025, 0, 1) + i * 3_600_000).toISOString(),
    ...(i % 3 === 0 ? { isInterviewed: true, interviewResult: 'Pending', english: (i % 50) / 10 } : {}),
  };
}

export async function seed(
  url: string,
  counts: { projects: number; candidates: number; users: number },
): Promise<Seeded> {
  const admin = new Visitor(url);
  await admin.send('POST', '/api/auth/login', ADMIN);
  const projects = await inParallel(counts.projects, 8, async (i) => {
    const created = await admin.send('POST', '/api/projects', project(i), 201);
    return String(created.id);
  });
  await inParallel(counts.candidates, 16, (i) => admin.send('POST', '/api/admin/save-candidate', candidate(i), 201));
  const users = await inParallel(counts.users, 4, async (i) => {
    const visitor = new Visitor(url);
    const email = `applicant${i}@bench.local`;
    const name = `${GIVEN[i % GIVEN.length]} Applicant`;
    const sent = await visitor.send('POST', '/api/auth/send-registration-verification', { email });
    await visitor.send(
      'POST',
      '/api/auth/register',
      {
        firstName: name.split(' ')[0],
        lastName: 'Applicant',
        email,
        username: `applicant${i}`,
        password: 'secret1!',
        code: sent.code,
      },
      201,
    );
    await visitor.send('POST', '/api/auth/login', { email, password: 'secret1!' });
    return { cookie: visitor.cookie, email, name };
  });
  // The run starts once the read models show everything seeded.
  for (let tries = 0; ; tries++) {
    const listed = (await admin.send('GET', '/api/projects')) as unknown[];
    const page = await admin.send('GET', '/api/admin/candidates?limit=1');
    if (listed.length >= projects.length && page.total >= counts.candidates) break;
    if (tries > 600) throw new Error('seeded data never reached the read models');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { adminCookie: admin.cookie, projects, users, candidates: counts.candidates };
}
