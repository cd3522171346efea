// The few names the tests use of oidc-provider (a devDependency without its own types): test/oidc-provider.ts.
declare module 'oidc-provider' {
  import type { Server } from 'node:http';
  interface Account {
    accountId: string;
    claims(): Record<string, unknown>;
  }
  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    listen(port: number, host: string, callback: () => void): Server;
    on(event: string, listener: (...args: unknown[]) => void): void;
    proxy: boolean;
    static Account?: Account;
  }
}
