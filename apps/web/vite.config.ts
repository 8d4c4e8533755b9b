import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist',
    manifest: true,
    target: 'es2022',
    // Inline nothing: the server's CSP allows scripts and images from our origin only.
    assetsInlineLimit: 0,
  },
  server: { proxy: { '/api': api, '/media': api } },
});
