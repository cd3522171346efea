// The public surface of demo: what other features, e2e and bench may use. Everything else is the feature's own.
export { DEMO_DELEGATED_REASON, DEMO_STANDING_DELEGATE_REASON } from './demo-approvals';
export { DEMO_BILLING_ADMIN_EMAIL, DEMO_BILLING_SUBDOMAIN } from './demo-billing';
export { randomReadablePassword, readDemoCredentials, type DemoCredentials } from './demo-credentials';
export { DEMO_PEOPLE, DEMO_SUBDOMAIN, ensureDemoData } from './demo-organization';
export {
  largeAdminEmail,
  largeEmployeeEmail,
  largeTeamManagerEmail,
  seedLargeOrganization,
} from './large-organization';
