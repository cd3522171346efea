// The public surface of users: what other features, e2e and bench may use. Everything else is the feature's own.
export { createEmployee, openingLedgerRows, type NewUser } from './create-employee';
export { findTenantUser, idParams } from './find-tenant-user';
export { listDepartments } from './list-departments';
export { calendarDateField, optionalText } from './person-fields';
export { leaveTotalsByUser, leaveTotalsOf, loadUserProfile, logoUrl } from './user-profile';
