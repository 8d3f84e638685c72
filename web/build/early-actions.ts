import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { minify, type Plugin, type Rollup, transformWithOxc } from 'vite';

const SOURCE = join(import.meta.dirname, '../src/app/early/capture-early-actions.ts');
const NAME = 'early-actions.js';

/**
 * The page's early script (src/app/early/capture-early-actions.ts) as the browser gets it: plain JavaScript,
 * minified, a classic script (it has no import or export, so nothing of a module is left in it).
 */
export async function earlyActionsScript(): Promise<string> {
  const { code } = await transformWithOxc(readFileSync(SOURCE, 'utf8'), SOURCE, { lang: 'ts', target: 'es2020' });
  const minified = await minify(NAME, code, { compress: true, mangle: true });
  if (/^\s*(import|export)\b/m.test(minified.code)) throw new Error(`${SOURCE} must stay a classic script`);
  return minified.code;
}

/**
 * Serves the early script as a hashed asset (cached for good, like the app's code) and loads it in the head of
 * index.html, deferred: it runs once the page is parsed, without holding up the first paint, and before the
 * app's entry (module scripts run after deferred ones in document order, and the entry comes after it). Until it
 * has run, the rendered pages' submit buttons stay disabled (src/prerender/render-page.tsx), so nothing is sent
 * before something can catch it; the pages rendered from index.html (web/build/prerender.ts and the server's) get it too.
 */
export function earlyActions(): Plugin {
  return {
    name: 'tb-early-actions',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    async buildStart() {
      this.emitFile({ type: 'asset', name: NAME, source: await earlyActionsScript() });
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.bundle) return;
        const asset = Object.values(context.bundle).find(
          (item): item is Rollup.OutputAsset => item.type === 'asset' && item.names.includes(NAME),
        );
        if (!asset) throw new Error(`early-actions: ${NAME} is not in the bundle`);
        return [{ tag: 'script', attrs: { defer: true, src: `/${asset.fileName}` }, injectTo: 'head-prepend' }];
      },
    },
  };
}
