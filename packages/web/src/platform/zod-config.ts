// Imported first by main.tsx. Zod compiles object validators with `new Function` when it may; the
// Content-Security-Policy forbids eval (script-src 'self'), and even zod's caught probe for it is
// reported as a violation. Without the compiler, validation is the same, only interpreted.
// Zod keeps its settings in one object on globalThis, so that every copy of zod shares them; it is
// written here without importing zod, so that the landing page's first load carries none of it (the
// pages with forms fetch zod). e2e/security-headers.e2e.ts proves it still works: a form page that
// let zod probe `new Function` would record a violation.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };
