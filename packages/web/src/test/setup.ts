// Every web component test: jest-dom's matchers, zod as the app configures it, a clean DOM,
// storage and network after each test.
import '@testing-library/jest-dom/vitest';
import '../platform/zod-config';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy…/waitFor wait up to 5 s, not 1: a debounced search (300-500 ms) on a busy machine must not fail a test.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});
