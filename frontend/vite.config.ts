import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  server: {
    // `npm run dev`: the backend (npm start) answers /api and /rest/v1.
    proxy: { '/api': 'http://127.0.0.1:3000', '/rest/v1': 'http://127.0.0.1:3000' },
  },
  build: { target: 'es2022' },
});
