import { z } from 'zod';

/** POST /demo/session: the living demo's subdomain and a one-time handover code for its ADMIN (issue 21). */
export const demoSessionResponse = z.object({ handoverCode: z.string(), subdomain: z.string() });
export type DemoSessionResponse = z.infer<typeof demoSessionResponse>;
