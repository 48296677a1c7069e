import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The dev server forwards API and socket traffic to a locally running backend (H4 uses 3104).
const backend = process.env.VITE_BACKEND_URL ?? 'http://localhost:3104';

export default defineConfig({
  plugins: [react()],
  server: {
    port: Number(process.env.VITE_PORT ?? 5174),
    proxy: {
      '/api': { target: backend, changeOrigin: true },
      '/socket.io': { target: backend, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Menu illustrations stay separate files so cards can load them lazily instead of bloating the JS.
    assetsInlineLimit: (file) => (file.endsWith('.svg') ? false : undefined),
    rolldownOptions: {
      output: {
        // Staff-only and payment libraries get their own chunks so a customer's first load of
        // the menu never downloads them; React itself is split out for long-term caching.
        codeSplitting: {
          groups: [
            { name: 'react-vendor', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ },
            { name: 'admin-charts', test: /node_modules[\\/](chart\.js|react-chartjs-2|@kurkle)[\\/]/ },
            { name: 'realtime', test: /node_modules[\\/](socket\.io-client|engine\.io-client|socket\.io-parser|engine\.io-parser|@socket\.io)[\\/]/ },
            { name: 'paypal', test: /node_modules[\\/]@paypal[\\/]/ },
          ],
        },
      },
    },
  },
});
