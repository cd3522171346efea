import { z } from 'zod';

// Imported first by main.tsx. Zod compiles object validators with `new Function` when it may; the
// Content-Security-Policy forbids eval (script-src 'self'), and even zod's caught probe for it is
// reported as a violation. Without the compiler, validation is the same, only interpreted.
z.config({ jitless: true });
