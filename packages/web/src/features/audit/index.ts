// The public surface of audit: what other features may use. Everything else is the feature's own.
export { OrganizationAuditSection } from './OrganizationAuditSection';
