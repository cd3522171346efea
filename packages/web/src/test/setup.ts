// Every web component test: jest-dom's matchers, zod as the app configures it, a clean DOM,
// storage and network after each test.
import '@testing-library/jest-dom/vitest';
import '../platform/zod-config';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});
