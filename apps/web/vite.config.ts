import { readFileSync } from 'node:fs';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { transform } from 'esbuild';
import { defineConfig, type Plugin } from 'vite';

const api = 'http://localhost:3000';

/**
 * `/boot.js`, which starts the app on a page the server rendered (`src/boot.ts`): a classic
 * script outside the module graph, so it imports nothing the page would fetch before its
 * pictures, minified beside the assets.
 */
function bootScript(): Plugin {
  return {
    name: 'academy-boot-script',
    async generateBundle() {
      const source = readFileSync(new URL('src/boot.ts', import.meta.url), 'utf8');
      const { code } = await transform(source, { loader: 'ts', minify: true, target: 'es2022' });
      this.emitFile({ type: 'asset', fileName: 'boot.js', source: code });
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [bootScript()])],
  // The server's renderer (`--ssr src/entry-server.tsx`, decision 0036) serves no files itself.
  publicDir: isSsrBuild ? false : 'public',
  build: {
    outDir: 'dist',
    manifest: true,
    target: 'es2022',
    // Inline nothing: the server's CSP allows scripts and images from our origin only.
    assetsInlineLimit: 0,
    // Every browser the academy serves preloads modules itself (Chrome and WeChat's 66+,
    // Safari 17+, Firefox 115+); the polyfill cost every page 250 B, and an older browser only
    // fetches a lazy page's imports one after the other.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Every public page needs React, the router, the query client and our own lib and UI
        // kit: as two chunks instead of a score of small shared ones they compress better
        // (4 kB less per page) and arrive in fewer requests. Feature code still splits per page.
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
            },
            // Saving a file is for signed-in pages only (admin exports, certificates), the
            // password rule's loader for the forms that choose a password, the admin's API calls
            // for admin and teacher screens, and only some pages show avatars, pagination, toggle
            // groups, data tables, the lesson's composer or a list's filter bar: they stay out of
            // the chunk every public page loads.
            {
              name: 'app',
              test: /src[\\/](lib[\\/](?!download-file|password-rule|admin-api)|components[\\/]ui[\\/](?!avatar|pagination|toggle-group|text-field|form-notice|safe-html|data-table|moment-composer|filter-bar))/,
            },
            // The account pages (sign in, register, reset, confirm, link) share their form parts:
            // as one chunk they compress better than a handful of small ones. Only the parts
            // themselves: what they import stays where the rest of the app puts it.
            {
              name: 'account-forms',
              test: /src[\\/]features[\\/]auth[\\/]components[\\/]/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': api, '/media': api } },
}));
