import type { DemoCredentials } from '../../packages/server/src/features/demo';

/** What the browser tests' global setup hands to the test files. */
declare module 'vitest' {
  export interface ProvidedContext {
    port: number;
    /** The demo's random logins of this run (its DATA_DIR/demo-credentials.json). */
    demoCredentials: DemoCredentials;
  }
}

export {};
