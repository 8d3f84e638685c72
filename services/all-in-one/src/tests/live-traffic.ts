import { type Answer, applyForm, HttpSession, projectBody } from './http-session.ts';

/**
 * Test support: a few signed-in users and an admin writing through the real command API, a random mix of
 * what the product does (apply, edit profiles, create and edit openings, add, score and erase candidates,
 * move applications on, contact messages), `concurrency` requests at a time, until paused.
 */
export class LiveTraffic {
  readonly unexpected: string[] = [];
  commands = 0;
  private readonly projects: string[] = [];
  private readonly candidates: string[] = [];
  private readonly applications: string[] = [];
  private running = false;
  private loops: Promise<void>[] = [];
  private readonly url: string;
  private readonly admin: HttpSession;
  private readonly users: { session: HttpSession; email: string; applied: Set<string> }[];

  private constructor(
    url: string,
    admin: HttpSession,
    users: { session: HttpSession; email: string; applied: Set<string> }[],
  ) {
    this.url = url;
    this.admin = admin;
    this.users = users;
  }

  /** Signs the admin in (an existing account) and registers `userCount` users. */
  static async open(url: string, adminEmail: string, userCount: number): Promise<LiveTraffic> {
    const admin = new HttpSession(url);
    await admin.login(adminEmail);
    const users = await Promise.all(
      Array.from({ length: userCount }, async (_, i) => {
        const session = new HttpSession(url);
        const email = `traffic${i}-${Date.now()}@example.com`;
        await session.register(email);
        return { session, email, applied: new Set<string>() };
      }),
    );
    const traffic = new LiveTraffic(url, admin, users);
    for (let i = 0; i < 3; i++) await traffic.createProject();
    for (let i = 0; i < 3; i++) await traffic.saveCandidate();
    return traffic;
  }

  resume(concurrency = 3): void {
    if (this.running) return;
    this.running = true;
    this.loops = Array.from({ length: concurrency }, async () => {
      while (this.running) await this.step();
    });
  }

  async pause(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
  }

  /** Runs until at least `n` more commands were answered. */
  async run(n: number, concurrency = 3): Promise<void> {
    const target = this.commands + n;
    this.resume(concurrency);
    while (this.commands < target) await new Promise((resolve) => setTimeout(resolve, 50));
    await this.pause();
  }

  private check(what: string, answer: Answer, ...expected: number[]): Answer {
    this.commands += 1;
    if (!expected.includes(answer.status))
      this.unexpected.push(`${what}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
    return answer;
  }

  private pick<T>(list: readonly T[]): T | undefined {
    return list[Math.floor(Math.random() * list.length)];
  }

  private async createProject() {
    const created = this.check(
      'create project',
      await this.admin.send('POST', '/api/projects', projectBody(`Opening ${this.projects.length}`)),
      201,
    );
    if (created.status === 201) this.projects.push(String(created.body.id));
  }

  private async saveCandidate() {
    const n = this.candidates.length;
    const saved = this.check(
      'save candidate',
      await this.admin.send('POST', '/api/admin/save-candidate', {
        name: n % 2 ? `王思远 ${n}` : `Emily Zhang ${n}`,
        email: `candidate${n}@example.com`,
        phone: `138${String(n).padStart(8, '0')}`,
        position: 'LLM Engineer',
        role: n % 3 ? 'AI Engineer' : 'Crawler',
        degree: n % 2 ? 'Master' : 'Bachelor',
        applyTime: new Date(Date.UTC(2026, 0, 1 + (n % 90))).toISOString(),
      }),
      201,
    );
    if (saved.status === 201) this.candidates.push(String(saved.body.id));
  }

  private async step(): Promise<void> {
    const roll = Math.random();
    const user = this.pick(this.users);
    if (!user) return;
    const project = this.pick(this.projects);
    if (roll < 0.25 && project && user.applied.size < 25 && !user.applied.has(project)) {
      user.applied.add(project);
      const form = applyForm(project, 'Traffic User', user.email, 'Applied via one-click application');
      const applied = this.check('apply', await user.session.send('POST', '/api/application', form), 201, 409);
      if (applied.status === 201) this.applications.push(String(applied.body.id));
    } else if (roll < 0.4) {
      const bio = `Bio ${Math.random()}`;
      this.check(
        'profile',
        await user.session.send('PUT', '/api/user/profile', { firstName: 'T', lastName: 'U', bio }),
        200,
      );
    } else if (roll < 0.47) {
      await this.createProject();
    } else if (roll < 0.55 && project) {
      const body = Math.random() < 0.2 ? { isActive: Math.random() < 0.5 } : { titleEn: `Renamed ${Math.random()}` };
      this.check('update project', await this.admin.send('PUT', `/api/projects/${project}`, body), 200);
    } else if (roll < 0.65) {
      await this.saveCandidate();
    } else if (roll < 0.8 && this.candidates.length > 0) {
      const candidate = this.pick(this.candidates);
      const scores = { isInterviewed: true, english: Math.round(Math.random() * 50) / 10, interviewResult: 'Pending' };
      this.check('score', await this.admin.send('PUT', `/api/admin/candidates/${candidate}`, scores), 200, 409);
    } else if (roll < 0.88 && this.applications.length > 0) {
      const status = this.pick(['reviewing', 'approved', 'rejected']);
      const path = `/api/admin/applications/${this.pick(this.applications)}`;
      this.check(
        'application status',
        await this.admin.send('PATCH', path, { applicationStatus: status, notes: 'ok' }),
        200,
      );
    } else if (roll < 0.9 && this.candidates.length > 5) {
      const [erased] = this.candidates.splice(Math.floor(Math.random() * this.candidates.length), 1);
      this.check('erase candidate', await this.admin.send('DELETE', `/api/admin/candidates/${erased}`), 200);
    } else {
      const form = new FormData();
      form.append('name', 'Grace Hopper');
      form.append('email', 'grace@example.com');
      form.append('company', 'Navy');
      form.append('message', 'We are hiring three LLM engineers.');
      // A new visitor each time: the contact form is rate-limited per address.
      this.check('contact', await new HttpSession(this.url).send('POST', '/api/contact', form), 200);
    }
  }
}
