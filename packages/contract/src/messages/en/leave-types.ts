import { leaveTypes, type LeaveTypeCode } from '@paydos/domain';

/**
 * The leave types' names on English pages: the statutory names stay Turkish (legal terms, issue 26) with an
 * English gloss, the legal length in it as in the Turkish name.
 */
export const leaveTypeNames: Readonly<Record<LeaveTypeCode, string>> = {
  annual_paid: 'Yıllık İzin (annual leave)',
  'excuse.marriage': 'Evlilik (marriage leave, 3 days)',
  'excuse.paternity': 'Babalık - Eşin Doğumu (paternity leave, 5 days)',
  'excuse.bereavement': 'Ölüm - Yakın (bereavement leave, 3 days)',
  'excuse.adoption': 'Evlat Edinme (adoption leave, 3 days)',
  'excuse.disabled_child_care': 'Ağır Engelli Çocuk Tedavisi (care of a severely disabled child, 10 days a year)',
  maternity: 'Doğum/Analık İzni (maternity leave, 16 weeks)',
  sick_leave_reported: 'Hastalık İzni (sick leave on an SGK medical report)',
  unpaid_leave: 'Ücretsiz İzin (unpaid leave)',
  nursing: 'Süt İzni (nursing leave, 1.5 hours a day)',
};

/** Written into the domain's catalogue, so that `leaveTypeName(code)` and the forms' lists read them. */
export function applyEnglishLeaveTypeNames(): void {
  for (const type of leaveTypes) (type as { name: string }).name = leaveTypeNames[type.code];
}
