import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';

/** What the build's render module (src/prerender/render-landing.tsx) offers. */
interface RenderModule {
  PRERENDERED_PATH: string;
  renderLanding(language: string): Promise<{ html: string; title: string }>;
}

export const PRERENDER_LANGUAGES = ['en', 'zh'] as const;

const RENDER_ENTRY = 'src/prerender/render-landing.tsx';
const LANDING_SCREEN = '/src/app/pages/landing-page.tsx';
/** The app's code, which the small entry (main.tsx) imports. */
const APP_START = '/src/app/start.tsx';

/** The landing page's HTML file for a language: `index.en.html`, `index.zh.html` (served for `/` only). */
export const prerenderedFile = (language: string) => `index.${language}.html`;

/**
 * After the browser build: renders the landing page (`/`) once per language with react-dom/server on the app's own
 * components and writes `dist/index.<language>.html`, the built index.html with the page already in `#root` and the
 * landing screen's stylesheet linked; the app's code downloads after the first paint (main.tsx). The server picks the file by the spec's
 * language rules (services/all-in-one/src/web-static.ts, infra/nginx/nginx.conf); main.tsx then takes over.
 */
export function prerenderLanding(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'tb-prerender-landing',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    // index.html (every address but /) starts the app at once: its code downloads with the entry, not after it.
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
      const outDir = output.dir ?? config.build.outDir;
      const render = await buildRenderModule(config);
      try {
        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        for (const language of PRERENDER_LANGUAGES) {
          const { html, title } = await render.module.renderLanding(language);
          const head = stylesheets(bundle, [LANDING_SCREEN]).filter((tag) => !template.includes(hrefOf(tag)));
          // No modulepreloads: the app's code downloads once the page has been painted (main.tsx).
          const page = template.replace(/\n\s*<link rel="modulepreload"[^>]*>/g, '');
          writeFileSync(join(outDir, prerenderedFile(language)), fillTemplate(page, { language, title, html, head }));
        }
      } finally {
        render.dispose();
      }
    },
  };
}

/** Builds src/prerender/render-landing.tsx for Node (everything bundled) into a temporary folder and loads it. */
async function buildRenderModule(config: ResolvedConfig): Promise<{ module: RenderModule; dispose(): void }> {
  const dir = mkdtempSync(join(tmpdir(), 'tb-prerender-'));
  try {
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
        rollupOptions: { output: { entryFileNames: 'render-landing.mjs' } },
      },
    });
    const module = (await import(pathToFileURL(join(dir, 'render-landing.mjs')).href)) as RenderModule;
    return { module, dispose: () => rmSync(dir, { recursive: true, force: true }) };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

function fillTemplate(
  template: string,
  page: { language: string; title: string; html: string; head: string[] },
): string {
  const replace = (text: string, pattern: RegExp, replacement: string) => {
    if (!pattern.test(text))
      throw new Error(`index.html: ${pattern} not found, the landing page cannot be prerendered`);
    return text.replace(pattern, () => replacement);
  };
  let html = replace(template, /<html lang="[^"]*">/, `<html lang="${page.language}">`);
  html = replace(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
  html = replace(html, /\n?\s*<\/head>/, `${page.head.map((tag) => `\n    ${tag}`).join('')}\n  </head>`);
  return replace(
    html,
    /<div id="root"><\/div>/,
    `<div id="root" data-prerendered="${page.language}">${page.html}</div>`,
  );
}

const hrefOf = (tag: string) => / href="([^"]+)"/.exec(tag)?.[1] ?? tag;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

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
