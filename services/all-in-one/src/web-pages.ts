import { existsSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

type Language = 'en' | 'zh';

/** A public page as web/src/prerender/pages.ts describes it. */
interface PublicPage {
  id: string;
  route: string;
  data: string[];
}

/** What the build's render module (web/src/prerender/render-page.tsx, built to web/dist-ssr) offers. */
interface RenderModule {
  ORIGIN_PLACEHOLDER: string;
  PUBLIC_PAGES: PublicPage[];
  prerenderedFile(page: PublicPage, language: string): string;
  publicPageAt(path: string): { page: PublicPage; id?: string } | undefined;
  preparePages(): Promise<void>;
  renderPage(
    path: string,
    language: Language,
    answers: Record<string, unknown>,
  ): Promise<{ html: string; title: string; description: string }>;
  documentFor(
    template: string,
    parts: {
      html: string;
      title: string;
      description: string;
      language: Language;
      path: string;
      head: string[];
      answers: Record<string, unknown>;
    },
  ): string;
  robotsTxt(): string;
  sitemapXml(projectIds: string[]): string;
}

interface RenderManifest {
  template: string;
  head: Record<string, string[]>;
}

/** A public page as sent: 404 for an opening that does not exist (or no longer) for a visitor. */
export interface PageAnswer {
  html: string;
  status: 200 | 404;
}

/**
 * The API's answers that mean 'no such opening': 404, and for an id none can have 400 ('Project not found') or,
 * past the router's 100 characters a parameter may have, 414.
 */
const MISSING = new Set([400, 404, 414]);

/** Rendered openings kept per data version: every project's page in both languages fits. */
const MAX_RENDERED = 1000;

/**
 * The public pages as HTML (web/src/prerender/pages.ts): the ones without data as the build rendered them
 * (`dist/<page>.<language>.html`); the openings (`/projects`, `/projects/:id`) rendered here with their current
 * data, through the build's render module (`dist-ssr/`) and the API's own answers to a signed-out visitor. A
 * rendered page is kept until the projects read model's data version changes (a projection batch that may have
 * changed an opening), so a new or edited opening shows at the next request, and a page is rendered once per
 * version, not per visit. A build without the render module serves the pages without data only.
 */
export class WebPages {
  readonly #rendered = new Map<string, Promise<PageAnswer | null>>();
  #version: string | null = null;

  private readonly app: FastifyInstance;
  private readonly root: string;
  private readonly render: RenderModule | null;
  private manifest: RenderManifest | null;
  private readonly manifestFile: string;
  #manifestTime = 0;
  private readonly projectsVersion: () => Promise<string>;

  private constructor(parts: {
    app: FastifyInstance;
    root: string;
    render: RenderModule | null;
    manifest: RenderManifest | null;
    manifestFile: string;
    projectsVersion: () => Promise<string>;
  }) {
    this.app = parts.app;
    this.root = parts.root;
    this.render = parts.render;
    this.manifest = parts.manifest;
    this.manifestFile = parts.manifestFile;
    this.#manifestTime = parts.manifest ? modifiedAt(parts.manifestFile) : 0;
    this.projectsVersion = parts.projectsVersion;
  }

  static async load(
    app: FastifyInstance,
    options: { root: string; projectsVersion?: () => Promise<string>; logger: FastifyBaseLogger },
  ): Promise<WebPages> {
    const dir = `${options.root.replace(/\/+$/, '')}-ssr`;
    let render: RenderModule | null = null;
    let manifest: RenderManifest | null = null;
    if (existsSync(join(dir, 'render-page.mjs'))) {
      try {
        manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as RenderManifest;
        render = (await import(pathToFileURL(join(dir, 'render-page.mjs')).href)) as RenderModule;
        await render.preparePages();
      } catch (error) {
        options.logger.warn({ err: error }, `web pages: ${dir} unreadable, the openings are not rendered`);
        render = null;
      }
    } else {
      options.logger.warn(`web pages: ${dir} missing (npm run build), the openings are not rendered on the server`);
    }
    // Without a version source every request renders again.
    let fresh = 0;
    const version = options.projectsVersion ?? (async () => String(fresh++));
    const manifestFile = join(dir, 'manifest.json');
    return new WebPages({ app, root: options.root, render, manifest, manifestFile, projectsVersion: version });
  }

  get placeholder(): string | null {
    return this.render?.ORIGIN_PLACEHOLDER ?? null;
  }

  /**
   * The page at `path` in `language` with ORIGIN_PLACEHOLDER still in it, or null when it is not a public page (or
   * could not be rendered). An opening a visitor cannot see is its page's 'not found', answered with 404.
   */
  async page(path: string, language: Language): Promise<PageAnswer | null> {
    const found = this.render?.publicPageAt(path);
    if (!this.render || !found || found.page.data.length === 0) {
      const html = await this.#builtPage(path, language);
      return html === null ? null : { html, status: 200 };
    }
    try {
      return await this.#kept(`${language} ${path}`, () => this.#renderWithData(path, language, found.page, found.id));
    } catch (error) {
      // The app renders the page itself: a failed render costs the visitor the early paint, not the page.
      this.app.log.error({ err: error, path }, 'web pages: rendering failed, the app shell goes instead');
      return null;
    }
  }

  /**
   * Whether the page's data exists for the holder of `cookie` (an admin sees closed openings): asked only when a
   * visitor's page was 'not found' and the request carries a session cookie, so an admin gets the app instead.
   */
  async visibleWith(path: string, cookie: string): Promise<boolean> {
    const found = this.render?.publicPageAt(path);
    if (!found) return false;
    for (const api of found.page.data) {
      const url = api.replace(':id', encodeURIComponent(found.id ?? ''));
      const response = await this.app.inject({ method: 'GET', url, headers: { cookie } });
      if (response.statusCode !== 200) return false;
    }
    return true;
  }

  /** The sitemap: the pages without data and every active opening's page, in both languages. */
  async sitemap(): Promise<string | null> {
    if (!this.render) return null;
    const render = this.render;
    const answer = await this.#kept('sitemap', async () => {
      let ids: string[] = [];
      try {
        const { status, body } = await this.#apiAnswer('/api/projects', 'en');
        if (status === 200 && Array.isArray(body))
          ids = body.map((p) => String((p as { id?: unknown }).id ?? '')).filter(Boolean);
      } catch (error) {
        // The pages without data are still worth listing; the next request tries the openings again.
        this.app.log.error({ err: error }, 'web pages: the openings could not be read for the sitemap');
        this.#rendered.delete('sitemap');
      }
      return { html: render.sitemapXml(ids), status: 200 };
    });
    return answer?.html ?? null;
  }

  robots(): string | null {
    return this.render?.robotsTxt() ?? null;
  }

  /** A page the build wrote (the landing page also without the render module, as before it existed). */
  async #builtPage(path: string, language: Language): Promise<string | null> {
    const file = this.render
      ? (() => {
          const found = this.render.publicPageAt(path);
          return found ? this.render.prerenderedFile(found.page, language) : null;
        })()
      : path === '/'
        ? `index.${language}.html`
        : null;
    if (!file) return null;
    try {
      return await readFile(join(this.root, file), 'utf8');
    } catch {
      return null;
    }
  }

  async #renderWithData(
    path: string,
    language: Language,
    page: PublicPage,
    id: string | undefined,
  ): Promise<PageAnswer | null> {
    const render = this.render;
    if (!render || !this.manifest) return null;
    const answers: Record<string, unknown> = {};
    let missing = false;
    for (const api of page.data) {
      const url = api.replace(':id', encodeURIComponent(id ?? ''));
      const { status, body } = await this.#apiAnswer(url, language);
      if (status === 200) answers[url] = body;
      // An opening that does not exist (or no longer): its page says so, and the app, which starts from the
      // page's answers (null here), does not ask again.
      else if (page.id === 'project' && MISSING.has(status)) {
        answers[url] = null;
        missing = true;
      }
      // Anything else (the API failing): the app's shell, whose screen asks for itself.
      else return null;
    }
    const rendered = await render.renderPage(path, language, answers);
    const html = render.documentFor(this.manifest.template, {
      ...rendered,
      language,
      path,
      head: this.manifest.head[page.id] ?? [],
      answers,
    });
    return { html, status: missing ? 404 : 200 };
  }

  /** The API's answer to a signed-out visitor (the same for all of them): its status, and its JSON when 200. */
  async #apiAnswer(url: string, language: Language): Promise<{ status: number; body: unknown }> {
    const response = await this.app.inject({ method: 'GET', url, headers: { 'x-lang': language } });
    return { status: response.statusCode, body: response.statusCode === 200 ? response.json() : undefined };
  }

  /**
   * Kept while the projects' data version and the build stay the same; concurrent requests share one render. A new
   * build (`npm run build` beside a running server) names other stylesheets: its manifest is read again.
   */
  async #kept(key: string, compute: () => Promise<PageAnswer | null>): Promise<PageAnswer | null> {
    const built = modifiedAt(this.manifestFile);
    if (this.manifest && built !== this.#manifestTime) {
      try {
        this.manifest = JSON.parse(readFileSync(this.manifestFile, 'utf8')) as RenderManifest;
        this.#manifestTime = built;
        this.#rendered.clear();
      } catch {
        // Being written: the previous one serves until it can be read.
      }
    }
    const version = `${await this.projectsVersion()} ${this.#manifestTime}`;
    if (version !== this.#version) {
      this.#rendered.clear();
      this.#version = version;
    }
    let entry = this.#rendered.get(key);
    if (!entry) {
      entry = compute();
      this.#rendered.set(key, entry);
      // A failed render is not kept: the next request tries again.
      entry.catch(() => this.#rendered.delete(key));
      if (this.#rendered.size > MAX_RENDERED) {
        const oldest = this.#rendered.keys().next().value;
        if (oldest !== undefined) this.#rendered.delete(oldest);
      }
    }
    return entry;
  }
}

/** A file's modification time, 0 when it cannot be read. */
function modifiedAt(file: string): number {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}
