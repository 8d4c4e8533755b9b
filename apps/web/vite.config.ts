import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  // The server's renderer (`--ssr src/entry-server.tsx`, decision 0036) serves no files itself.
  publicDir: isSsrBuild ? false : 'public',
  build: {
    outDir: 'dist',
    manifest: true,
    target: 'es2022',
    // Inline nothing: the server's CSP allows scripts and images from our origin only.
    assetsInlineLimit: 0,
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
