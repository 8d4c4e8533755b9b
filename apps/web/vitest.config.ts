import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // The admin's antd dialogs render slowly in jsdom while the server's suite shares the two
    // cores: 15 s leaves room without hiding a real hang.
    testTimeout: 15_000,
  },
});
