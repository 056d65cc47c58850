import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  server: {
    // `npm run dev`: the backend (npm start) answers /api and /rest/v1.
    proxy: { '/api': 'http://127.0.0.1:3000', '/rest/v1': 'http://127.0.0.1:3000' },
  },
  build: {
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Every page needs the framework: one chunk instead of a dozen small ones saves phones
        // many round trips. Libraries that only lazy features use keep their own chunks.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|@radix-ui|lucide-react|clsx|tailwind-merge|class-variance-authority|cookie|set-cookie-parser)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
