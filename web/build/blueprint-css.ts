import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import postcss, { type ChildNode, type Root } from 'postcss';
import type { Plugin, Rollup } from 'vite';

/**
 * Blueprint's stylesheet in two parts instead of one 560 KB file on every page: what the public pages use
 * (`virtual:blueprint.css/public`, main.tsx) and what only the signed-in areas add (`virtual:blueprint.css/account`,
 * profile and admin screens). Blueprint ships one compiled blueprint.css; its source map names the SCSS file of
 * every rule, so the rules are grouped by component folder (`components/button/…` → `button`) and each part is the
 * base (tokens, reset, typography, focus states) plus its components. Left out everywhere: the dark theme (the app
 * never sets `bp6-dark`) and the icon font's classes (the app draws Blueprint's SVG icons).
 *
 * The lists below are checked against the build: every Blueprint component a public page can load must be in
 * PUBLIC, every other one in PUBLIC or ACCOUNT, or the build fails naming what is missing.
 */
export const PUBLIC = [
  'button',
  'callout',
  'card',
  'forms',
  'icon',
  'non-ideal-state',
  'overlay',
  'portal',
  'progress-bar',
  'segmented-control',
  // The openings' loading cards (projects-page.tsx): a class, no component.
  'skeleton',
  'spinner',
  'tag',
  'toast',
];

export const ACCOUNT = ['alert', 'dialog', 'html-select', 'html-table', 'menu', 'popover', 'tabs', 'tooltip'];

/** Blueprint's JavaScript folders whose styles live in another SCSS folder, or in the base. */
const STYLE_FOLDER: Record<string, string | null> = {
  overlay2: 'overlay',
  'popover-next': 'popover',
  html: null,
  text: null,
  'context-menu': 'context-menu',
};

/** The signed-in areas' screens: what they load alone is not a public page's. */
const ACCOUNT_SCREENS = /\/src\/app\/pages\/(admin|profile)-page\.tsx$/;

const PREFIX = 'virtual:blueprint.css/';

const require = createRequire(import.meta.url);

/** Blueprint's rules by group: a component folder's name, or '' for the base. Computed once per build. */
function groupedRules(): Map<string, ChildNode[]> {
  const cssFile = join(dirname(require.resolve('@blueprintjs/core/package.json')), 'lib/css/blueprint.css');
  const root: Root = postcss.parse(readFileSync(cssFile, 'utf8'), {
    from: cssFile,
    map: { prev: readFileSync(`${cssFile}.map`, 'utf8'), inline: false },
  });
  const groups = new Map<string, ChildNode[]>();
  for (const node of root.nodes) {
    const start = node.source?.start;
    const origin = start ? node.source?.input.origin(start.line, start.column) : false;
    const source = origin ? String(origin.file ?? origin.url ?? '') : '';
    if (node.type === 'comment' || (node.type === 'atrule' && node.name === 'charset')) continue;
    if (/_dark-theme\.scss$|tokens-dark\.css$/.test(source)) continue;
    if (!keep(node)) continue;
    const group = /\/src\/components\/([^/]+)\//.exec(source)?.[1] ?? '';
    const list = groups.get(group) ?? [];
    list.push(node);
    groups.set(group, list);
  }
  return groups;
}

/** The icon font's per-icon classes (`.bp6-icon-add::before { content: … }`). */
const ICON_FONT_CLASS = /^\.bp6-icon-[a-z0-9-]+::?before$/;

/**
 * Drops the selectors that apply only under `.bp6-dark` or name an icon font class, and then the rules (and
 * at-rules) left with none; false when nothing of `node` is left.
 */
function keep(node: ChildNode): boolean {
  if (node.type === 'rule') {
    const kept = node.selectors.filter(
      (selector) => !selector.includes('.bp6-dark') && !ICON_FONT_CLASS.test(selector),
    );
    if (kept.length === 0) return false;
    if (kept.length !== node.selectors.length) node.selectors = kept;
    return true;
  }
  if (node.type === 'atrule' && node.nodes) {
    for (const child of [...node.nodes]) if (!keep(child)) child.remove();
    return node.nodes.length > 0;
  }
  return true;
}

export function blueprintCss(): Plugin {
  let groups: Map<string, ChildNode[]> | undefined;
  const css = (names: string[]) => {
    groups ??= groupedRules();
    // A new root prints the separators (semicolons) that belong to the nodes' parent.
    return postcss
      .root({ nodes: names.flatMap((name) => (groups?.get(name) ?? []).map((node) => node.clone())) })
      .toString();
  };
  let serverBuild = false;
  return {
    name: 'tb-blueprint-css',
    enforce: 'pre',
    configResolved(config) {
      serverBuild = Boolean(config.build.ssr);
    },
    // Kept as it is (no \0 prefix): its .css ending makes Vite treat the module as a stylesheet.
    resolveId(id) {
      return id.startsWith(PREFIX) ? id : undefined;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return undefined;
      const part = id.slice(PREFIX.length);
      if (part === 'public.css') return css(['', ...PUBLIC]);
      if (part === 'account.css') return css(ACCOUNT.filter((name) => !PUBLIC.includes(name)));
      this.error(`${id}: no such part of Blueprint's stylesheet (public.css, account.css)`);
    },
    generateBundle(_options, bundle) {
      // The render module for the server (one file, every screen) loads no stylesheet.
      if (serverBuild) return;
      const missing = uncovered(bundle);
      if (missing.length > 0) {
        this.error(
          `web/build/blueprint-css.ts: Blueprint components without their styles: ${missing.join('; ')}. Add each to PUBLIC (a public page loads it) or ACCOUNT.`,
        );
      }
    },
  };
}

/** Blueprint components in the bundle whose styles the lists do not give to every page that can load them. */
function uncovered(bundle: Rollup.OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  const publicChunks = new Set<string>();
  const visit = (chunk: Rollup.OutputChunk) => {
    if (publicChunks.has(chunk.fileName) || (chunk.facadeModuleId && ACCOUNT_SCREENS.test(chunk.facadeModuleId)))
      return;
    publicChunks.add(chunk.fileName);
    for (const name of [...chunk.imports, ...chunk.dynamicImports]) {
      const next = bundle[name];
      if (next?.type === 'chunk') visit(next);
    }
  };
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk);
  const missing = new Set<string>();
  for (const chunk of chunks) {
    const allowed = publicChunks.has(chunk.fileName) ? PUBLIC : [...PUBLIC, ...ACCOUNT];
    for (const id of chunk.moduleIds) {
      const folder = /@blueprintjs\/[a-z]+\/lib\/esm\/components\/([^/]+)\//.exec(id)?.[1];
      if (!folder) continue;
      const group = folder in STYLE_FOLDER ? STYLE_FOLDER[folder] : folder;
      if (group && !allowed.includes(group)) missing.add(`${group} (${chunk.fileName})`);
    }
  }
  return [...missing];
}
