/** What the global setups hand to the test files (vitest's provide/inject). */
declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: { adminUrl: string; template: string; prefix: string };
    /** PgBouncer in transaction mode in front of the template's server (the api-pgbouncer project). */
    pgbouncerUrl: string;
  }
}

export {};
