import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|html)$/;
/** Below this a compressed answer saves less than its headers cost. */
const MIN_BYTES = 1024;

/**
 * After the build: a Brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy of every text file in `dist`,
 * made once here at the strongest settings instead of per request. The servers send the copy the browser accepts
 * (services/all-in-one/src/web-static.ts with @fastify/static's `preCompressed`; nginx's `gzip_static`).
 * Source maps stay as they are: only developer tools read them.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'tb-precompress',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    // After every plugin's writeBundle: the prerendered pages (prerender.ts) are compressed too.
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        compressFolder(resolve(config.root, config.build.outDir));
      },
    },
  };
}

export function compressFolder(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      compressFolder(path);
      continue;
    }
    if (!COMPRESSIBLE.test(entry.name) || statSync(path).size < MIN_BYTES) continue;
    const content = readFileSync(path);
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
    );
    writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
  }
}
