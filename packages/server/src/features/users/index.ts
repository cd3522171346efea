// The public surface of users: what other features, e2e and bench may use. Everything else is the feature's own.
export { createEmployee, openingLedgerRows, type NewUser } from './create-employee';
export { findTenantUser } from './find-tenant-user';
export { listDepartments } from './list-departments';
// Moved to the contract; re-exported while the leave and operator features still import them from here.
export { calendarDateField, idParams, optionalText } from '@paydos/contract/person-fields';
export { leaveTotalsByUser, leaveTotalsOf, loadUserProfile, logoUrl } from './user-profile';
