import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { blueprintCss } from './build/blueprint-css.ts';
import { earlyActions } from './build/early-actions.ts';
import { faviconIco } from './build/favicon-ico.ts';
import { precompress } from './build/precompress.ts';
import { prerenderPages } from './build/prerender.ts';

const src = `${import.meta.dirname}/src`;

export default defineConfig(({ mode }) => ({
  plugins: [react(), blueprintCss(), earlyActions(), faviconIco(), prerenderPages(), precompress()],
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${src}/` },
      // zod set to parse without compiling before any schema is built (no CSP violation): src/shared/lib/zod-jitless.ts.
      { find: /^zod$/, replacement: `${src}/shared/lib/zod-jitless.ts` },
      // react-router's package exports only its development build; ship the production one (about 30 KB less).
      ...(mode === 'production'
        ? [
            {
              find: /^react-router$/,
              replacement: `${import.meta.dirname}/../node_modules/react-router/dist/production/index.mjs`,
            },
          ]
        : []),
    ],
    // The workspace root hoists an older React for some dependencies; one React copy for the whole bundle.
    dedupe: ['react', 'react-dom'],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 1200,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/healthz': 'http://127.0.0.1:3000',
      '/readyz': 'http://127.0.0.1:3000',
    },
  },
}));
