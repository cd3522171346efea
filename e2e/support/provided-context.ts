/** What the browser tests' global setup hands to the test files. */
declare module 'vitest' {
  export interface ProvidedContext {
    port: number;
  }
}

export {};
