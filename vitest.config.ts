import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'netlify/**/*.test.{ts,mts}', 'scripts/**/*.test.{ts,mts}'],
    environment: 'node',
    setupFiles: ['./src/test-setup.ts'],
    testTimeout: 20_000,
    css: false,
  },
});
