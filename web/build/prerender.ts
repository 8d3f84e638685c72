import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import type * as RenderModule from '../src/prerender/render-page.tsx';

export const PRERENDER_LANGUAGES = ['en', 'zh'] as const;

const RENDER_ENTRY = 'src/prerender/render-page.tsx';
/** The app's code, which the small entry (main.tsx) imports. */
const APP_START = '/src/app/start.tsx';

/** Where the server-side render module goes: beside the browser build, never served (`web/dist-ssr`). */
export const renderDir = (outDir: string) => `${outDir.replace(/\/+$/, '')}-ssr`;

/** What the server needs besides the render module to render a page (services/all-in-one/src/web-pages.ts). */
export interface RenderManifest {
  /** index.html without the app's modulepreloads: a rendered page downloads the app once it has been painted. */
  template: string;
  /** Each public page's stylesheet links (its screen's CSS). */
  head: Record<string, string[]>;
}

/**
 * After the browser build: builds src/prerender/render-page.tsx for Node into `dist-ssr/` (kept: the server renders
 * the openings with it at request time), and renders each public page without data (landing, sign-in,
 * registration, password reset) once per language into `dist/<page>.<language>.html`: the built index.html with
 * the page in #root, its title, description, hreflang alternates and the screen's stylesheets. The app's code
 * downloads after the first paint (main.tsx). The server picks the file by the spec's language rules
 * (services/all-in-one/src/web-pages.ts, infra/nginx/nginx.conf); main.tsx then takes over.
 */
export function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'tb-prerender-pages',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    // index.html (every address but the rendered pages) starts the app at once: its code downloads with the entry.
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        return chunksOf(context.bundle, [APP_START])
          .map((chunk) => `/${chunk.fileName}`)
          .filter((href) => !html.includes(href))
          .map((href) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href },
            injectTo: 'head' as const,
          }));
      },
    },
    async writeBundle(output, bundle) {
      const outDir = output.dir ?? resolve(config.root, config.build.outDir);
      const ssrDir = renderDir(outDir);
      const render = await buildRenderModule(config, ssrDir);
      const index = readFileSync(join(outDir, 'index.html'), 'utf8');
      // No modulepreloads: the app's code downloads once the page has been painted (main.tsx).
      const template = index.replace(/\n\s*<link rel="modulepreload"[^>]*>/g, '');
      const head = Object.fromEntries(
        render.PUBLIC_PAGES.map((page) => [
          page.id,
          stylesheets(bundle, [page.screen]).filter((tag) => !template.includes(hrefOf(tag))),
        ]),
      );
      const manifest: RenderManifest = { template, head };
      writeFileSync(join(ssrDir, 'manifest.json'), JSON.stringify(manifest));
      for (const page of render.PUBLIC_PAGES.filter((p) => p.data.length === 0)) {
        for (const language of PRERENDER_LANGUAGES) {
          const rendered = await render.renderPage(page.route, language);
          const html = render.documentFor(template, {
            ...rendered,
            language,
            path: page.route,
            head: head[page.id] ?? [],
            answers: {},
          });
          writeFileSync(join(outDir, render.prerenderedFile(page, language)), html);
        }
      }
      // For a server that serves the build as files (nginx): the addresses without data.
      writeFileSync(join(outDir, 'robots.txt'), render.robotsTxt());
      writeFileSync(join(outDir, 'sitemap.xml'), render.sitemapXml([]));
    },
  };
}

/** Builds src/prerender/render-page.tsx for Node (everything bundled) into `dir` and loads it. */
async function buildRenderModule(config: ResolvedConfig, dir: string): Promise<typeof RenderModule> {
  await build({
    configFile: config.configFile,
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    define: { 'process.env.NODE_ENV': JSON.stringify(config.mode === 'production' ? 'production' : 'development') },
    ssr: { noExternal: true },
    build: {
      ssr: RENDER_ENTRY,
      outDir: dir,
      emptyOutDir: true,
      sourcemap: false,
      minify: false,
      copyPublicDir: false,
      rollupOptions: { output: { entryFileNames: 'render-page.mjs' } },
    },
  });
  return (await import(pathToFileURL(join(dir, 'render-page.mjs')).href)) as typeof RenderModule;
}

const hrefOf = (tag: string) => / href="([^"]+)"/.exec(tag)?.[1] ?? tag;

/** The chunks of these source modules and everything they import statically. */
function chunksOf(bundle: Rollup.OutputBundle, modules: string[]): Rollup.OutputChunk[] {
  const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  const found = new Map<string, Rollup.OutputChunk>();
  const visit = (chunk: Rollup.OutputChunk) => {
    if (found.has(chunk.fileName)) return;
    found.set(chunk.fileName, chunk);
    for (const name of chunk.imports) {
      const imported = bundle[name];
      if (imported?.type === 'chunk') visit(imported);
    }
  };
  for (const module of modules) {
    const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(module));
    if (!chunk) throw new Error(`prerender: no chunk for ${module}`);
    visit(chunk);
  }
  return [...found.values()];
}

const stylesheets = (bundle: Rollup.OutputBundle, modules: string[]) =>
  chunksOf(bundle, modules).flatMap((chunk) =>
    [...(chunk.viteMetadata?.importedCss ?? [])].map((css) => `<link rel="stylesheet" crossorigin href="/${css}">`),
  );
