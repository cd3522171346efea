/** What the global setups hand to the test files (vitest's provide/inject). */
declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: { adminUrl: string; template: string; prefix: string };
  }
}

export {};
