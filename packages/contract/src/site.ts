import { z } from 'zod';

/** GET /site: the base domain and the site this host is (the browser runs the shared host rule itself). */
export const siteResponse = z.object({
  baseDomain: z.string(),
  site: z.object({ kind: z.enum(['main', 'organization', 'operator', 'unknown']), subdomain: z.string().optional() }),
});
export type SiteResponse = z.infer<typeof siteResponse>;
