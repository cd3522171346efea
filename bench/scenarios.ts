/** What the benchmark measures; a feature adds its hot calls here. */
export interface Scenario {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  /** Send the large organization's admin token. */
  auth?: boolean;
  /** The main site instead of the large organization's host. */
  host?: 'main' | 'organization';
}

export const scenarios: Scenario[] = [
  { name: 'GET /api/site (baseline: routing + host)', path: '/api/site', host: 'main' },
  { name: 'GET /api/subdomain/organization-info (tenant lookup)', path: '/api/subdomain/organization-info' },
  { name: 'GET /api/auth/me (tenant + session + profile + ledger)', path: '/api/auth/me', auth: true },
];
