// The public surface of staff: what other features may use. Everything else is the feature's own.
export { useDepartments, type StaffMember } from './api';
export { DepartmentFilter } from './DepartmentFilter';
