/**
 * The spec names the operator's calls under three spellings: `/api/superadmin/…` (canonical, the one
 * the OpenAPI document lists), `/api/super-admin/…` and `/superadmin/…` without `/api` (product §D7).
 * Routes are declared once under the canonical spelling; the other two are rewritten to it before
 * routing, so they reach the same handler, schema and access rule, and nothing is declared twice.
 */
const OPERATOR_ALIAS = /^\/(?:api\/super-admin|superadmin|super-admin)(?=\/|\?|$)/;

export function canonicalOperatorUrl(url: string): string {
  return OPERATOR_ALIAS.test(url) ? url.replace(OPERATOR_ALIAS, '/api/superadmin') : url;
}
