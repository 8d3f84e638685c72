import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';

/**
 * The deployment files, checked without a container engine (none runs here): the Compose file is validated by
 * Compose itself, the nginx configuration is run by a real nginx in front of stand-in services, and every
 * Dockerfile and Kubernetes manifest is read for the properties a reviewer would check by hand.
 * Tools: `docker compose` or Debian's `docker-compose`, and `nginx`; without them those parts are skipped with
 * the reason printed.
 */
const infraDir = fileURLToPath(new URL('./', import.meta.url));
const repoDir = fileURLToPath(new URL('../', import.meta.url));
const read = (path: string) => readFileSync(join(infraDir, path), 'utf8');

const SERVICES = ['command-api', 'query-api', 'projectors', 'inbox-worker'] as const;
const DEPLOYABLES = [...SERVICES, 'web'] as const;

const succeeds = (command: string, args: string[]) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;

function findCompose(): { command: string; args: string[] } | null {
  if (succeeds('docker', ['compose', 'version'])) return { command: 'docker', args: ['compose'] };
  if (succeeds('docker-compose', ['version'])) return { command: 'docker-compose', args: [] };
  return null;
}

function skipBecause(context: { skip: () => void }, reason: string) {
  console.warn(`[infra] skipped: ${reason}`);
  context.skip();
}

// ————— Compose —————

type ComposeService = {
  build?: { context?: string; dockerfile?: string };
  image?: string;
  deploy?: { replicas?: number };
  depends_on?: Record<string, { condition?: string }>;
  healthcheck?: { test?: unknown };
  ports?: unknown[];
  read_only?: boolean;
  environment?: Record<string, string>;
};

describe('Compose', () => {
  // `merge`: the file shares one service definition through a YAML merge key, as Compose reads it.
  const compose = parse(read('compose.yaml'), { merge: true }) as {
    services: Record<string, ComposeService>;
    volumes: Record<string, unknown>;
  };
  const service = (name: string) => compose.services[name] ?? {};

  it('runs the production shape: data stores, each service with its own image and replicas, nginx in front', () => {
    expect(Object.keys(compose.services).sort()).toEqual(
      ['command-api', 'eventstore', 'inbox-worker', 'kafka', 'postgres', 'projectors', 'query-api', 'web'].sort(),
    );
    expect(service('eventstore').image).toMatch(/kurrentdb/);
    expect(service('kafka').environment?.KAFKA_PROCESS_ROLES).toBe('broker,controller');
    for (const name of DEPLOYABLES) {
      expect(service(name).build?.dockerfile, name).toBe(`infra/docker/${name}.Dockerfile`);
      expect(existsSync(join(infraDir, 'docker', `${name}.Dockerfile`)), name).toBe(true);
      expect(service(name).read_only, name).toBe(true);
    }
    expect(service('command-api').deploy?.replicas).toBe(2);
    expect(service('query-api').deploy?.replicas).toBe(2);
    expect(service('projectors').deploy?.replicas).toBe(2);
    expect(service('inbox-worker').deploy?.replicas).toBe(1);
    for (const name of SERVICES) {
      expect(service(name).environment?.EVENTSTORE_URL, name).toMatch(/^esdb:\/\/eventstore:2113/);
      expect(service(name).environment?.DATABASE_URL, name).toMatch(/@postgres:5432\//);
    }
    expect(service('projectors').environment?.KAFKA_BROKERS).toBe('kafka:9092');
    // Only the front is reachable from outside.
    expect(Object.keys(compose.services).filter((name) => service(name).ports)).toEqual(['web']);
  });

  it('starts nothing before what it needs is healthy', () => {
    for (const name of ['postgres', 'eventstore', 'kafka']) expect(service(name).healthcheck?.test, name).toBeTruthy();
    for (const name of SERVICES) {
      expect(service(name).depends_on?.postgres?.condition, name).toBe('service_healthy');
      expect(service(name).depends_on?.eventstore?.condition, name).toBe('service_healthy');
    }
    expect(service('projectors').depends_on?.kafka?.condition).toBe('service_healthy');
    // The services' health checks are their images' HEALTHCHECK.
    expect(service('web').depends_on?.['command-api']?.condition).toBe('service_healthy');
    expect(service('web').depends_on?.['query-api']?.condition).toBe('service_healthy');
  });

  it('is valid for Compose, with the example settings, and refuses to start without a database password', (context) => {
    const compose = findCompose();
    if (!compose) {
      skipBecause(
        context,
        'neither `docker compose` nor `docker-compose` is installed (apt-get install docker-compose)',
      );
      return;
    }
    const { POSTGRES_PASSWORD: _ignored, ...env } = process.env;
    const run = (args: string[]) =>
      spawnSync(compose.command, [...compose.args, ...args], {
        cwd: infraDir,
        env: { ...env, ENV_FILE: '.env.example' },
        encoding: 'utf8',
        timeout: 60_000,
      });
    const valid = run(['--env-file', '.env.example', '-f', 'compose.yaml', 'config', '-q']);
    expect(valid.status, valid.stderr).toBe(0);
    const noPassword = run(['-f', 'compose.yaml', 'config', '-q']);
    expect(noPassword.status).not.toBe(0);
    expect(noPassword.stderr).toContain('POSTGRES_PASSWORD');
  });

  it('has an example settings file that git ignores once filled in', () => {
    const example = read('.env.example');
    for (const name of ['POSTGRES_PASSWORD', 'PUBLIC_ORIGIN', 'SMTP_URL', 'IMAP_URL', 'ADMIN_EMAIL', 'SEED_DEMO']) {
      expect(example, name).toMatch(new RegExp(`^${name}=`, 'm'));
    }
    expect(spawnSync('git', ['check-ignore', '-q', 'infra/.env'], { cwd: repoDir }).status).toBe(0);
  });
});

// ————— Dockerfiles —————

/** The instructions of a Dockerfile, continuation lines joined, comments dropped. */
function instructions(text: string): { keyword: string; rest: string }[] {
  return text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [keyword = '', ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), rest: rest.join(' ') };
    });
}

describe('Dockerfiles', () => {
  it('there is exactly one per deployable', () => {
    expect(readdirSync(join(infraDir, 'docker')).sort()).toEqual(DEPLOYABLES.map((d) => `${d}.Dockerfile`).sort());
  });

  it.each(DEPLOYABLES)('%s: multi-stage, small base, non-root, with a health check', (name) => {
    const steps = instructions(read(`docker/${name}.Dockerfile`));
    const froms = steps.filter((s) => s.keyword === 'FROM');
    expect(froms.length).toBeGreaterThan(1);
    const finalStage = steps.slice(steps.lastIndexOf(froms.at(-1) as (typeof steps)[number]));
    const users = finalStage.filter((s) => s.keyword === 'USER').map((s) => s.rest);
    expect(users.length).toBeGreaterThan(0);
    expect(users.at(-1)).not.toMatch(/^(root|0)(:|$)/);
    expect(finalStage.some((s) => s.keyword === 'HEALTHCHECK' && s.rest.includes('/healthz'))).toBe(true);
    const args = Object.fromEntries(
      steps
        .filter((s) => s.keyword === 'ARG' && s.rest.includes('='))
        .map((s) => s.rest.split('=') as [string, string]),
    );
    expect(args.NODE_IMAGE).toBe('node:24-bookworm-slim');
  });

  it.each(SERVICES)('%s: production dependencies of its workspace only, started like `npm start -w`', (name) => {
    const steps = instructions(read(`docker/${name}.Dockerfile`));
    const installs = steps.filter((s) => s.keyword === 'RUN' && s.rest.includes('npm install'));
    expect(installs.length).toBeGreaterThan(0);
    for (const install of installs) {
      for (const command of install.rest.split('&&').filter((c) => c.includes('npm install'))) {
        expect(command).toContain('--omit=dev');
        expect(command).toContain(`-w services/${name}`);
      }
    }
    const cmd = JSON.parse(steps.find((s) => s.keyword === 'CMD')?.rest ?? '[]') as string[];
    const script = (
      JSON.parse(readFileSync(join(repoDir, 'services', name, 'package.json'), 'utf8')) as {
        scripts: { start: string };
      }
    ).scripts.start;
    // The image runs what `npm start -w services/<name>` runs, from the repository root.
    expect(cmd.join(' ')).toBe(script.replace(/ src\//, ` services/${name}/src/`));
  });

  it('copy only files that exist and that .dockerignore keeps in the build context', () => {
    const ignored = readFileSync(join(repoDir, '.dockerignore'), 'utf8')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#'));
    for (const must of ['.git', '**/node_modules', 'infra/.env', '**/*.spec.ts']) expect(ignored).toContain(must);
    for (const name of DEPLOYABLES) {
      for (const step of instructions(read(`docker/${name}.Dockerfile`))) {
        if (step.keyword !== 'COPY' || step.rest.startsWith('--from')) continue;
        const sources = step.rest.split(/\s+/).slice(0, -1);
        for (const source of sources) {
          expect(existsSync(join(repoDir, source)), `${name}: COPY ${source}`).toBe(true);
          expect(ignored, `${name}: COPY ${source}`).not.toContain(source);
        }
      }
    }
  });
});

// ————— nginx —————

type Echo = { upstream: string; method: string; url: string; forwardedFor?: string; requestId?: string; bytes: number };

describe('nginx', () => {
  const nginx = succeeds('nginx', ['-v']);
  let dir = '';
  let origin = '';
  let proxy: ChildProcess | undefined;
  const upstreams: Server[] = [];

  /** A stand-in service that answers with what it received. */
  async function echoServer(upstream: string): Promise<number> {
    const server = createServer((request, response) => {
      let bytes = 0;
      request.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      request.on('end', () => {
        const echo: Echo = {
          upstream,
          method: request.method ?? '',
          url: request.url ?? '',
          bytes,
          ...(request.headers['x-forwarded-for'] ? { forwardedFor: String(request.headers['x-forwarded-for']) } : {}),
          ...(request.headers['x-request-id'] ? { requestId: String(request.headers['x-request-id']) } : {}),
        };
        response.writeHead(200, { 'content-type': 'application/json', 'x-upstream': upstream });
        response.end(JSON.stringify(echo));
      });
    });
    upstreams.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return (server.address() as AddressInfo).port;
  }

  async function freePort(): Promise<number> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    return port;
  }

  /** The production file with only the addresses changed: ports, upstream hosts, web root, /tmp. */
  function localConfig(ports: { listen: number; query: number; command: number }) {
    const conf = read('nginx/nginx.conf')
      .replaceAll('/tmp/', `${dir}/`)
      .replace('server query-api:3000', `server 127.0.0.1:${ports.query}`)
      .replace('server command-api:3000', `server 127.0.0.1:${ports.command}`)
      .replace('listen 8080;', `listen 127.0.0.1:${ports.listen};`)
      .replace('root /usr/share/nginx/html;', `root ${dir}/html;`)
      .replace('access_log /dev/stdout main;', `access_log ${dir}/access.log main;`);
    for (const original of ['query-api:3000', 'command-api:3000', 'listen 8080;', '/usr/share/nginx/html']) {
      expect(conf, original).not.toContain(original);
    }
    return conf;
  }

  beforeAll(async () => {
    if (!nginx) return;
    dir = mkdtempSync(join(tmpdir(), 'tb-nginx-'));
    mkdirSync(join(dir, 'html', 'assets'), { recursive: true });
    writeFileSync(join(dir, 'html', 'index.html'), '<!doctype html><title>Talent Bridge</title>');
    // The build's prerendered landing pages (web/build/prerender.ts), one per language.
    for (const language of ['en', 'zh']) {
      writeFileSync(
        join(dir, 'html', `index.${language}.html`),
        `<!doctype html><title>Talent Bridge</title>${language}`,
      );
    }
    // The other pages rendered without data, and robots.txt with the build's placeholder for the site's origin.
    for (const page of ['login', 'register', 'reset-password']) {
      for (const language of ['en', 'zh']) {
        writeFileSync(
          join(dir, 'html', `${page}.${language}.html`),
          `<!doctype html><link rel="alternate" hreflang="zh" href="%TB_ORIGIN%/${page}?lang=zh">${page} ${language}`,
        );
      }
    }
    writeFileSync(join(dir, 'html', 'robots.txt'), 'User-agent: *\n\nSitemap: %TB_ORIGIN%/sitemap.xml\n');
    // The icon the build draws from favicon.svg (web/build/favicon-ico.ts); its bytes only need to be its own.
    writeFileSync(join(dir, 'html', 'favicon.ico'), Buffer.from([0, 0, 1, 0, 0, 0]));
    writeFileSync(join(dir, 'html', 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
    // The build's gzip copy (web/build/precompress.ts); its own text, to tell it from nginx compressing the file.
    writeFileSync(join(dir, 'html', 'assets', 'index-abc123.js.gz'), gzipSync('console.log("the build\'s copy");'));
    // The build writes source maps beside the scripts (development needs them); production must not serve them.
    writeFileSync(join(dir, 'html', 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["app.tsx"]}');
    // Run as root, nginx's workers switch to an unprivileged user that must read the web root.
    for (const path of [dir, join(dir, 'html'), join(dir, 'html', 'assets')]) chmodSync(path, 0o755);
    const ports = {
      listen: await freePort(),
      query: await echoServer('query-api'),
      command: await echoServer('command-api'),
    };
    writeFileSync(join(dir, 'nginx.conf'), localConfig(ports));
    origin = `http://127.0.0.1:${ports.listen}`;
  });

  afterAll(async () => {
    if (proxy && proxy.exitCode === null) {
      const exited = new Promise((resolve) => proxy?.once('exit', resolve));
      proxy.kill('SIGQUIT');
      await exited;
    }
    await Promise.all(upstreams.map((s) => new Promise((resolve) => s.close(resolve))));
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const nginxArgs = () => ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')];

  it('accepts the configuration (nginx -t)', (context) => {
    if (!nginx) {
      skipBecause(context, 'nginx is not installed (apt-get install nginx-light)');
      return;
    }
    const result = spawnSync('nginx', [...nginxArgs(), '-t'], { encoding: 'utf8' });
    expect(result.status, result.stderr).toBe(0);
  });

  it('routes GET and HEAD /api/* to query-api, every other method to command-api, and serves the app', async (context) => {
    if (!nginx) {
      skipBecause(context, 'nginx is not installed (apt-get install nginx-light)');
      return;
    }
    proxy = spawn('nginx', [...nginxArgs(), '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'inherit'] });
    await waitFor(async () => (await fetch(`${origin}/healthz`)).ok);

    const api = async (method: string, body?: string, headers: Record<string, string> = {}) => {
      const response = await fetch(`${origin}/api/projects?page=2`, { method, headers, ...(body ? { body } : {}) });
      expect(response.status, method).toBe(200);
      return { response, echo: method === 'HEAD' ? null : ((await response.json()) as Echo) };
    };

    const get = await api('GET', undefined, { 'x-forwarded-for': '203.0.113.9' });
    expect(get.echo).toMatchObject({ upstream: 'query-api', method: 'GET', url: '/api/projects?page=2' });
    // A client cannot choose the address the services see (they trust the proxy's X-Forwarded-For).
    expect(get.echo?.forwardedFor).toBe('127.0.0.1');
    expect(get.echo?.requestId).toMatch(/^[0-9a-f]{32}$/);
    expect(get.response.headers.get('cache-control')).toBeNull();
    expect((await api('HEAD')).response.headers.get('x-upstream')).toBe('query-api');
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const { echo } = await api(method, method === 'DELETE' ? undefined : '{"title":"x"}');
      expect(echo, method).toMatchObject({ upstream: 'command-api', method });
    }
    // An upload well above nginx's 1 MB default reaches command-api whole.
    const upload = await api('POST', 'x'.repeat(3 * 1024 * 1024));
    expect(upload.echo).toMatchObject({ upstream: 'command-api', bytes: 3 * 1024 * 1024 });

    // The app's pages answer with index.html, never cached, with the security headers; any other address gets
    // the same page (the app's '404 Page Not Found') with HTTP 404.
    for (const path of ['/projects/42', '/profile', '/admin/', '/login/']) {
      expect((await fetch(`${origin}${path}`)).status, path).toBe(200);
    }
    for (const path of ['/en/projects/42', '/nonexistent', '/projects/42/unknown']) {
      const unknown = await fetch(`${origin}${path}`);
      expect(unknown.status, path).toBe(404);
      expect(await unknown.text(), path).toContain('<title>Talent Bridge</title>');
      expect(unknown.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
    }
    const page = await fetch(`${origin}/projects/42`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Talent Bridge</title>');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(page.headers.get('x-frame-options')).toBe('DENY');

    // Hashed assets: compressed, cached for a year, with the same headers; a missing one is a plain 404.
    const asset = await fetch(`${origin}/assets/index-abc123.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await fetch(`${origin}/assets/index-abc123.js.map`)).status).toBe(404);
    expect((await fetch(`${origin}/assets/INDEX-ABC123.JS.MAP`)).status).toBe(404);
    // nginx matches locations on the decoded path: an encoded dot or letter of '.map' is refused too.
    for (const encoded of ['%2emap', '%2Emap', '.%6dap', '%2e%6d%61%70']) {
      expect((await fetch(`${origin}/assets/index-abc123.js${encoded}`)).status, encoded).toBe(404);
    }
    const missing = await fetch(`${origin}/assets/index-gone.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBeNull();

    expect(await (await fetch(`${origin}/healthz`)).json()).toEqual({ status: 'ok' });
    expect((await fetch(`${origin}/metrics`)).status).toBe(404);
  });
  it('serves / prerendered in the language the app will choose: lang parameter, stored choice, browser', async (context) => {
    if (!nginx) {
      skipBecause(context, 'nginx is not installed (apt-get install nginx-light)');
      return;
    }
    proxy ??= spawn('nginx', [...nginxArgs(), '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'inherit'] });
    await waitFor(async () => (await fetch(`${origin}/healthz`)).ok);
    const landing = async (path: string, headers: Record<string, string> = {}) => {
      const response = await fetch(`${origin}${path}`, { headers });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      return { body: await response.text(), vary: response.headers.get('vary') };
    };
    const chinese = 'zh-CN,zh;q=0.9,en;q=0.8';
    expect((await landing('/')).body).toMatch(/en$/);
    expect((await landing('/')).vary).toContain('Cookie, Accept-Language');
    expect((await landing('/', { 'accept-language': chinese })).body).toMatch(/zh$/);
    expect((await landing('/', { 'accept-language': 'en-US,en;q=0.9,zh;q=0.8' })).body).toMatch(/en$/);
    expect((await landing('/', { cookie: 'a=1; tb_lang=zh' })).body).toMatch(/zh$/);
    expect((await landing('/', { cookie: 'tb_lang=en', 'accept-language': chinese })).body).toMatch(/en$/);
    expect((await landing('/?lang=zh', { cookie: 'tb_lang=en' })).body).toMatch(/zh$/);
    expect((await landing('/?lang=en', { cookie: 'tb_lang=zh', 'accept-language': chinese })).body).toMatch(/en$/);
    // Anything else is not a language: the next rule decides.
    expect((await landing('/?lang=fr', { cookie: 'tb_lang=xx', 'accept-language': chinese })).body).toMatch(/zh$/);
    // Every other path is the app's index.html, as before.
    const route = await landing('/projects?lang=zh', { cookie: 'tb_lang=zh' });
    expect(route.body).toBe('<!doctype html><title>Talent Bridge</title>');
    expect(route.vary ?? '').not.toContain('Cookie');
  });

  it('serves the sign-in pages by language with the site in their links, robots.txt, and the build’s gzip copies', async (context) => {
    if (!nginx) {
      skipBecause(context, 'nginx is not installed (apt-get install nginx-light)');
      return;
    }
    proxy ??= spawn('nginx', [...nginxArgs(), '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'inherit'] });
    await waitFor(async () => (await fetch(`${origin}/healthz`)).ok);
    const chinese = { 'accept-language': 'zh-CN,zh;q=0.9' };
    for (const page of ['login', 'register', 'reset-password']) {
      const zh = await fetch(`${origin}/${page}`, { headers: chinese });
      expect(await zh.text()).toBe(
        `<!doctype html><link rel="alternate" hreflang="zh" href="${origin}/${page}?lang=zh">${page} zh`,
      );
      expect(zh.headers.get('vary')).toContain('Cookie, Accept-Language');
      expect(await (await fetch(`${origin}/${page}?lang=en`, { headers: chinese })).text()).toMatch(/ en$/);
    }
    expect(await (await fetch(`${origin}/robots.txt`)).text()).toBe(
      `User-agent: *\n\nSitemap: ${origin}/sitemap.xml\n`,
    );
    const script = await fetch(`${origin}/assets/index-abc123.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(script.headers.get('content-encoding')).toBe('gzip');
    expect(await script.text()).toBe('console.log("the build\'s copy");');
  });

  it('sends a visitor with a session cookie the app, not a rendered form; page names in any case; the icon', async (context) => {
    if (!nginx) {
      skipBecause(context, 'nginx is not installed (apt-get install nginx-light)');
      return;
    }
    proxy ??= spawn('nginx', [...nginxArgs(), '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'inherit'] });
    await waitFor(async () => (await fetch(`${origin}/healthz`)).ok);
    const shell = '<!doctype html><title>Talent Bridge</title>';
    const signedIn = { cookie: 'tb_lang=zh; tb_session=abc123' };
    for (const page of ['login', 'register']) {
      const answer = await fetch(`${origin}/${page}`, { headers: signedIn });
      expect(answer.status, page).toBe(200);
      expect(await answer.text(), page).toBe(shell);
      expect(answer.headers.get('vary'), page).toContain('Cookie');
      expect(answer.headers.get('cache-control'), page).toBe('no-cache');
      expect(await (await fetch(`${origin}/${page}`, { headers: { cookie: 'tb_session=' } })).text()).toMatch(/ en$/);
    }
    // Reset Password stays a form for everyone.
    expect(await (await fetch(`${origin}/reset-password`, { headers: signedIn })).text()).toMatch(/ zh$/);

    const redirects = {
      '/Login?lang=zh&redirect=%2Fprojects%2F7': '/login?lang=zh&redirect=%2Fprojects%2F7',
      '/PROJECTS': '/projects',
      '/Projects/AbC-42/': '/projects/AbC-42/',
      '/RESET-PASSWORD': '/reset-password',
      '/Admin': '/admin',
      '/pRoFiLe': '/profile',
      '/REGISTER': '/register',
    };
    for (const [from, to] of Object.entries(redirects)) {
      const answer = await fetch(`${origin}${from}`, { redirect: 'manual' });
      expect(answer.status, from).toBe(301);
      expect(answer.headers.get('location'), from).toBe(to);
    }
    for (const path of ['/LOGIN/x', '/Projects/1/2', '/Nope']) {
      expect((await fetch(`${origin}${path}`, { redirect: 'manual' })).status, path).toBe(404);
    }

    const icon = await fetch(`${origin}/favicon.ico`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/x-icon');
    expect(Buffer.from(await icon.arrayBuffer())).toEqual(Buffer.from([0, 0, 1, 0, 0, 0]));
  });
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('nginx did not start');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// ————— Kubernetes —————

type Probe = { httpGet?: { path?: string; port?: number | string }; exec?: unknown; tcpSocket?: unknown };
type Container = {
  name: string;
  image?: string;
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  livenessProbe?: Probe;
  readinessProbe?: Probe;
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  env?: { valueFrom?: { secretKeyRef?: { name: string } } }[];
  ports?: { containerPort: number }[];
  securityContext?: { allowPrivilegeEscalation?: boolean; readOnlyRootFilesystem?: boolean; runAsUser?: number };
};
type PodSpec = {
  securityContext?: { runAsNonRoot?: boolean; runAsUser?: number };
  containers: Container[];
  volumes?: { persistentVolumeClaim?: { claimName: string } }[];
};
type Manifest = {
  kind: string;
  metadata: { name: string; namespace?: string };
  spec?: {
    replicas?: number;
    selector?: { matchLabels?: Record<string, string> };
    template?: { metadata?: { labels?: Record<string, string> }; spec: PodSpec };
    ports?: { port: number; targetPort?: number | string }[];
    publishNotReadyAddresses?: boolean;
  };
  resources?: string[];
};

describe('Kubernetes manifests', () => {
  const files = readdirSync(join(infraDir, 'k8s')).filter((f) => f.endsWith('.yaml'));
  const manifests: Manifest[] = files.flatMap((file) =>
    parseAllDocuments(read(`k8s/${file}`)).map((doc) => {
      expect(doc.errors, file).toEqual([]);
      return doc.toJS() as Manifest;
    }),
  );
  const ofKind = (...kinds: string[]) => manifests.filter((m) => kinds.includes(m.kind));
  const workloads = ofKind('Deployment', 'StatefulSet');
  const workload = (name: string) => workloads.find((w) => w.metadata.name === name);
  const named = (kind: string) => new Set(ofKind(kind).map((m) => m.metadata.name));

  it('describe every piece, in one namespace, listed in the kustomization', () => {
    expect(workloads.map((w) => `${w.kind}/${w.metadata.name}`).sort()).toEqual(
      [
        'Deployment/command-api',
        'Deployment/inbox-worker',
        'Deployment/projectors',
        'Deployment/query-api',
        'Deployment/web',
        'StatefulSet/eventstore',
        'StatefulSet/kafka',
        'StatefulSet/postgres',
      ].sort(),
    );
    for (const m of manifests.filter((m) => !['Namespace', 'Kustomization'].includes(m.kind))) {
      expect(m.metadata.namespace, `${m.kind}/${m.metadata.name}`).toBe('talent-bridge');
    }
    const [kustomization] = ofKind('Kustomization');
    expect([...(kustomization?.resources ?? [])].sort()).toEqual(
      files.filter((f) => f !== 'kustomization.yaml').sort(),
    );
  });

  it('give every workload resources, probes and a non-root security context', () => {
    for (const w of workloads) {
      const pod = w.spec?.template?.spec as PodSpec;
      const label = `${w.kind}/${w.metadata.name}`;
      expect(pod.securityContext?.runAsNonRoot, label).toBe(true);
      expect(pod.securityContext?.runAsUser, label).toBeGreaterThan(0);
      for (const c of pod.containers) {
        expect(c.resources?.requests?.cpu && c.resources.requests.memory, label).toBeTruthy();
        expect(c.resources?.limits?.memory, label).toBeTruthy();
        expect(c.livenessProbe, label).toBeTruthy();
        expect(c.readinessProbe, label).toBeTruthy();
        expect(c.securityContext?.allowPrivilegeEscalation, label).toBe(false);
        if (w.kind === 'Deployment') expect(c.securityContext?.readOnlyRootFilesystem, label).toBe(true);
      }
    }
  });

  it('probe the services on /healthz (alive) and /readyz (ready), on the port they listen on', () => {
    for (const name of SERVICES) {
      const [c] = workload(name)?.spec?.template?.spec.containers ?? [];
      expect(c?.livenessProbe?.httpGet?.path, name).toBe('/healthz');
      expect(c?.readinessProbe?.httpGet?.path, name).toBe('/readyz');
      expect(c?.ports?.[0]?.containerPort, name).toBe(3000);
      expect(c?.image, name).toBe(`talent-bridge/${name}:latest`);
    }
    expect(workload('command-api')?.spec?.replicas).toBeGreaterThan(1);
    expect(workload('query-api')?.spec?.replicas).toBeGreaterThan(1);
    expect(workload('projectors')?.spec?.replicas).toBe(2);
    expect(workload('inbox-worker')?.spec?.replicas).toBe(1);
  });

  it('run EventStoreDB as a 3-node cluster that can find itself before it is ready', () => {
    expect(workload('eventstore')?.spec?.replicas).toBe(3);
    const headless = ofKind('Service').find((s) => s.metadata.name === 'eventstore');
    expect(headless?.spec?.publishNotReadyAddresses).toBe(true);
  });

  it('refer only to objects they define: selectors, config, secrets, volumes, the front’s upstreams', () => {
    const podLabels = workloads.map((w) => w.spec?.template?.metadata?.labels ?? {});
    const selects = (selector: Record<string, string> | undefined) =>
      podLabels.some((labels) => Object.entries(selector ?? {}).every(([k, v]) => labels[k] === v));
    for (const m of ofKind('Service', 'PodDisruptionBudget')) {
      const selector = m.spec?.selector as Record<string, string> | { matchLabels?: Record<string, string> };
      const labels =
        'matchLabels' in (selector ?? {})
          ? (selector as { matchLabels: Record<string, string> }).matchLabels
          : selector;
      expect(selects(labels as Record<string, string>), `${m.kind}/${m.metadata.name}`).toBe(true);
    }
    for (const w of workloads) {
      const pod = w.spec?.template?.spec as PodSpec;
      for (const c of pod.containers) {
        for (const from of c.envFrom ?? []) {
          if (from.configMapRef) expect(named('ConfigMap').has(from.configMapRef.name)).toBe(true);
          if (from.secretRef) expect(named('Secret').has(from.secretRef.name)).toBe(true);
        }
        for (const env of c.env ?? []) {
          const ref = env.valueFrom?.secretKeyRef;
          if (ref) expect(named('Secret').has(ref.name)).toBe(true);
        }
      }
      for (const volume of pod.volumes ?? []) {
        const claim = volume.persistentVolumeClaim?.claimName;
        if (claim) expect(named('PersistentVolumeClaim').has(claim)).toBe(true);
      }
    }
    // nginx's upstreams are the Services' names and ports, in Compose and here alike.
    const upstreams = [...read('nginx/nginx.conf').matchAll(/^\s*server ([a-z-]+):(\d+)/gm)];
    expect(upstreams.map((m) => m[1]).sort()).toEqual(['command-api', 'query-api']);
    for (const [, host, port] of upstreams) {
      const svc = ofKind('Service').find((s) => s.metadata.name === host);
      expect(svc?.spec?.ports?.[0]?.port, host).toBe(Number(port));
    }
  });
});
