import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
export default defineConfig({
  root: '/work/main',
  plugins: [react(), tailwindcss()],
  resolve: { alias: [
    { find: '@', replacement: '/work/main/src' },
    { find: /^lightweight-charts$/, replacement: '/work/main/node_modules/lightweight-charts/dist/lightweight-charts.development.mjs' },
  ] },
  worker: { format: 'es' },
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 5000, minify: false },
});
