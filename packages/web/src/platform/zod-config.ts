import { config } from 'zod/v4/core';

// Imported first by main.tsx. Zod compiles object validators with `new Function` when it may; the
// Content-Security-Policy forbids eval (script-src 'self'), and even zod's caught probe for it is
// reported as a violation. Without the compiler, validation is the same, only interpreted.
// Only zod's core `config` is imported here, so that the entry chunk does not carry zod itself (the
// pages with forms fetch it); the setting lives on globalThis and applies to every later zod import.
config({ jitless: true });
