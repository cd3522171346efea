import type { SiteResponse } from '@paydos/contract/site';
import { api } from '../platform/api';

/** The server's base domain, asked where the page lacks it (Vite's dev server), before any site or query cache exists. */
export async function fetchBaseDomain(): Promise<string> {
  return (await api<SiteResponse>('/site', { credentials: 'none' })).baseDomain;
}
