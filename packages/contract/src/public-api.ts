import { isLeaveTypeCode, LEAVE_STATUSES } from '@paydos/domain';
import { z } from 'zod';
import { calendarDate, requestObject, text } from './fields';
import { createLeaveBody, decisionBody, leaveWarning } from './leaves';
import { messages } from './messages';
import { monthlyReport, reportMonthQuery } from './monthly-report';
import { pageQuery } from './page';
import { catalogueText } from './catalogue-text';

/**
 * The public API /api/v1 (issue 26, docs/public-api.md): what a payroll or HR system reads and sends
 * with an API key. Its own OpenAPI document (GET /api/v1/openapi.json) is generated from these schemas;
 * each description is Turkish, then English. Leave and people are answered in their own shapes, not
 * the web's: fewer fields (no reasons, no national ids), and stable while the web's answers change.
 * Webhooks (issue 26 item 3) will send the same `publicLeaveRequest` and `publicPerson` as their payloads.
 */

const m = messages.apiKeys;
const described = <T extends z.ZodType>(schema: T, tr: string, en: string, examples?: unknown[]) =>
  schema.meta({ description: `${tr} — ${en}`, ...(examples ? { examples } : {}) });

const PERSON_ID = '3f1c2a9e-5b7d-4e8a-9c1f-2d6b8e4a7c10';
const LEAVE_ID = '8a2e4c6b-1d3f-4a5b-8c7d-9e0f1a2b3c4d';

// ---------------------------------------------------------------- people

export const publicPerson = described(
  z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    role: z.enum(['ADMIN', 'MANAGER', 'EMPLOYEE']),
    department: z.string().nullable(),
    position: z.string().nullable(),
    /** The registry number (sicil no) payroll matches people by. */
    registryNumber: z.string().nullable(),
    startDate: z.string().nullable(),
    isActive: z.boolean(),
  }),
  'Bir çalışan: kimlik, ad, sicil no, işe giriş tarihi, aktiflik',
  'A person: id, name, registry number, start date, active or not',
  [
    {
      id: PERSON_ID,
      firstName: 'Ayşe',
      lastName: 'Yılmaz',
      email: 'ayse.yilmaz@ornek.com.tr',
      role: 'EMPLOYEE',
      department: 'Muhasebe',
      position: 'Uzman',
      registryNumber: 'S-0042',
      startDate: '2021-03-01',
      isActive: true,
    },
  ],
);
export type PublicPerson = z.infer<typeof publicPerson>;

export const publicPeopleQuery = requestObject({
  ...pageQuery,
  active: described(
    z.enum(['true', 'false'], { error: m.activeInvalid }).optional(),
    'Yalnız aktif (true) ya da ayrılmış (false) çalışanlar',
    'Only active (true) or inactive (false) people',
  ),
});
export type PublicPeopleQuery = z.infer<typeof publicPeopleQuery>;

export const publicPeoplePage = described(
  z.object({ people: z.array(publicPerson), nextCursor: z.string().nullable() }),
  'Bir sayfa çalışan, en eski kayıt önce; nextCursor bir sonraki sayfanın imleci (son sayfada null)',
  'A page of people, oldest first; nextCursor is the next page’s cursor (null on the last page)',
);

export const publicPersonParams = requestObject({ id: z.uuid({ error: m.personInvalid }) });
export const publicPersonResponse = z.object({ person: publicPerson });

// ---------------------------------------------------------------- leave requests

export const publicLeaveRequest = described(
  z.object({
    id: z.string(),
    personId: z.string(),
    person: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
    leaveType: z.string(),
    leaveTypeName: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    /** Working days counted (half days as .5), as the balance and the monthly report count them. */
    days: z.number(),
    status: z.enum(LEAVE_STATUSES),
    createdAt: z.string(),
    decidedAt: z.string().nullable(),
  }),
  'Bir izin talebi: tür, tarihler, iş günü sayısı, durum (açıklamalar kişisel veri olduğu için verilmez)',
  'A leave request: type, dates, working days, status (reasons are personal data and are not given)',
  [
    {
      id: LEAVE_ID,
      personId: PERSON_ID,
      person: { firstName: 'Ayşe', lastName: 'Yılmaz', email: 'ayse.yilmaz@ornek.com.tr' },
      leaveType: 'annual_paid',
      leaveTypeName: 'Yıllık Ücretli İzin',
      startDate: '2026-11-09',
      endDate: '2026-11-13',
      days: 5,
      status: 'APPROVED',
      createdAt: '2026-10-20T08:15:00.000Z',
      decidedAt: '2026-10-21T09:00:00.000Z',
    },
  ],
);
export type PublicLeaveRequest = z.infer<typeof publicLeaveRequest>;

export const publicLeaveQuery = requestObject({
  ...pageQuery,
  status: described(
    z.enum(LEAVE_STATUSES, { error: m.statusInvalid }).optional(),
    'Durum: PENDING (bekliyor), APPROVED (onaylı), REJECTED (reddedildi), CANCELLED (iptal)',
    'Status: PENDING, APPROVED, REJECTED, CANCELLED',
  ),
  leaveType: described(
    text('leaveType').trim().refine(isLeaveTypeCode, { error: messages.leaves.leaveTypeInvalid }).optional(),
    'İzin türü kodu, ör. annual_paid',
    'Leave type code, e.g. annual_paid',
    ['annual_paid'],
  ),
  from: described(
    calendarDate('startDate').optional(),
    'Bu tarihte ya da sonrasında biten izinler (YYYY-MM-DD)',
    'Leave ending on or after this date (YYYY-MM-DD)',
    ['2026-11-01'],
  ),
  to: described(
    calendarDate('endDate').optional(),
    'Bu tarihte ya da öncesinde başlayan izinler (YYYY-MM-DD)',
    'Leave starting on or before this date (YYYY-MM-DD)',
    ['2026-11-30'],
  ),
  personId: described(
    z.uuid({ error: m.personInvalid }).optional(),
    'Yalnız bu çalışanın izinleri',
    'Only this person’s leave',
    [PERSON_ID],
  ),
}).refine((query) => !query.from || !query.to || query.from <= query.to, {
  error: messages.leaves.rangeInvalid,
  path: ['from'],
});
export type PublicLeaveQuery = z.infer<typeof publicLeaveQuery>;

export const publicLeavePage = described(
  z.object({ leaveRequests: z.array(publicLeaveRequest), nextCursor: z.string().nullable() }),
  'Bir sayfa izin talebi, en yeni talep önce; nextCursor bir sonraki sayfanın imleci',
  'A page of leave requests, newest first; nextCursor is the next page’s cursor',
);

export const publicLeaveParams = requestObject({ id: z.uuid({ error: messages.leaves.notFound }) });
export const publicLeaveResponse = z.object({ leaveRequest: publicLeaveRequest });
export type PublicLeaveResponse = z.infer<typeof publicLeaveResponse>;

/** A create or cancel: the request as it now stands, the rules' warnings (a create's), and a Turkish message. */
export const publicLeaveChangeResponse = z.object({
  leaveRequest: publicLeaveRequest,
  warnings: z.array(leaveWarning),
  message: catalogueText(),
});
export type PublicLeaveChangeResponse = z.infer<typeof publicLeaveChangeResponse>;

/**
 * A request for a person: the web's own request body (the same rules: dates, balance, overlap, team
 * rules, the split agreement) and whose it is. It becomes that person's request, sent for approval.
 */
export const publicCreateLeaveBody = described(
  createLeaveBody.extend({ personId: z.uuid({ error: m.personInvalid }) }),
  'Bir çalışan adına izin talebi: web’deki taleple aynı kurallar (bakiye, çakışma, ekip kuralları, onay akışı, e-postalar)',
  'A leave request for a person: the same rules as on the web (balance, overlap, team rules, approvals, mails)',
  [
    {
      personId: PERSON_ID,
      leaveType: 'annual_paid',
      startDate: '2026-12-21',
      endDate: '2026-12-25',
      reason: 'Yılsonu tatili / Year-end holiday',
      splitAgreed: true,
    },
  ],
);
export type PublicCreateLeaveBody = z.infer<typeof publicCreateLeaveBody>;

/** Cancel an approved leave: an optional reason (kept on the request and in the ledger's return line). */
export const publicCancelLeaveBody = described(
  decisionBody,
  'İptal sebebi (isteğe bağlı)',
  'Reason for the cancellation (optional)',
  [{ reason: 'Bordro düzeltmesi / Payroll correction' }],
);

// ---------------------------------------------------------------- balances and the monthly report

export const publicBalance = described(
  z.object({
    personId: z.string(),
    /** The day of the figures (Istanbul). */
    asOf: z.string(),
    /** Annual leave earned so far (opening balance, grants, adjustments, expiries): days. */
    entitled: z.number(),
    used: z.number(),
    remaining: z.number(),
  }),
  'Yıllık izin bakiyesi (gün): hak edilen, kullanılan, kalan',
  'Annual leave balance (days): entitled, used, remaining',
  [{ personId: PERSON_ID, asOf: '2026-12-06', entitled: 28, used: 9, remaining: 19 }],
);
export const publicBalanceResponse = z.object({ balance: publicBalance });

export const publicReportQuery = described(reportMonthQuery, 'Ay: ?year=2026&month=11', 'Month: ?year=2026&month=11');
export const publicReportResponse = described(
  z.object({ report: monthlyReport }),
  'Aylık izin raporu: kişi başına izin günleri, özet ve ay içinde ayrılanların ödenecek izinleri',
  'Monthly leave report: leave days per person, summary, and unused leave to pay for people who left in the month',
);
