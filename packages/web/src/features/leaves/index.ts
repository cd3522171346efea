// The public surface of leaves: what other features may use. Everything else is the feature's own.
export { DownloadLeavePdfButton } from './DownloadLeavePdfButton';
export { EmployeeLeaveHistory } from './EmployeeLeaveHistory';
export { HourlyLeaveCount } from './HourlyLeaveCount';
export { LeaveDayCount } from './LeaveDayCount';
export { TravelLeaveFields } from './TravelLeaveFields';
export { durationChoices, hourlyMaxMinutes } from './hourly-values';
export { LeaveStatusBadge } from './LeaveStatusBadge';
export { LeaveTable } from './LeaveTable';
export { invalidateLeaveData, useAllLeaves, useCancelLeave, usePendingCount, useUpdateLeave } from './api';
export { useWorkingDays, useWorkingTime } from './working-days';
export { LeaveRecordDownload } from './LeaveRecordDownload';
export { downloadLeaveRecordsArchive } from './leave-record-api';
