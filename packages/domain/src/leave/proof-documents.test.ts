import { describe, expect, it } from 'vitest';
import { acceptsProofDocument, isProofDocumentType, proofDocumentRights } from './proof-documents';

describe('proof documents of a leave (issue 24 item 5)', () => {
  it('4857 ek m. 2: every excuse leave, the SGK-reported sick leave and maternity take a proof; annual and unpaid leave do not', () => {
    expect(
      [
        'excuse.marriage',
        'excuse.paternity',
        'excuse.bereavement',
        'excuse.adoption',
        'excuse.disabled_child_care',
        'sick_leave_reported',
        'maternity',
        'annual_paid',
        'unpaid_leave',
        'excuse',
      ].map((code) => [code, acceptsProofDocument(code)]),
    ).toEqual([
      ['excuse.marriage', true],
      ['excuse.paternity', true],
      ['excuse.bereavement', true],
      ['excuse.adoption', true],
      ['excuse.disabled_child_care', true],
      ['sick_leave_reported', true],
      ['maternity', true],
      ['annual_paid', false],
      ['unpaid_leave', false],
      ['excuse', false],
    ]);
  });

  it('a proof is a PDF, a JPEG or a PNG: nothing else, whatever its name says', () => {
    expect(
      ['application/pdf', 'image/jpeg', 'image/png', 'image/gif', 'text/plain', 'toString'].map(isProofDocumentType),
    ).toEqual([true, true, true, false, false, false]);
  });

  const requester = { id: 'p', role: 'EMPLOYEE' as const };
  const admin = { id: 'a', role: 'ADMIN' as const };
  const manager = { id: 'm', role: 'MANAGER' as const };
  const colleague = { id: 'c', role: 'EMPLOYEE' as const };
  const sick = (status: string) => ({ userId: 'p', leaveType: 'sick_leave_reported', status });

  it('KVKK art. 6 (health data): the requester and an ADMIN open a proof; a MANAGER only learns that one exists; a colleague learns nothing', () => {
    const table = [requester, admin, manager, colleague].map((viewer) => {
      const rights = proofDocumentRights(viewer, sick('PENDING'));
      return [viewer.id, rights.see, rights.download];
    });
    expect(table).toEqual([
      ['p', 'full', true],
      ['a', 'full', true],
      ['m', 'exists', false],
      ['c', 'none', false],
    ]);
  });

  it('attaching: the requester or an ADMIN, while the leave is pending or approved, on a type that takes a proof', () => {
    expect(
      ['PENDING', 'APPROVED', 'REJECTED', 'CANCELLED'].map(
        (status) => proofDocumentRights(requester, sick(status)).attach,
      ),
    ).toEqual([true, true, false, false]);
    expect(proofDocumentRights(admin, sick('APPROVED')).attach).toBe(true);
    expect(proofDocumentRights(manager, sick('PENDING')).attach).toBe(false);
    expect(proofDocumentRights(requester, { ...sick('PENDING'), leaveType: 'annual_paid' }).attach).toBe(false);
  });

  it('removing: the requester while the request is pending, an ADMIN at any time, nobody else', () => {
    expect(
      ['PENDING', 'APPROVED', 'REJECTED', 'CANCELLED'].map((status) => [
        proofDocumentRights(requester, sick(status)).remove,
        proofDocumentRights(admin, sick(status)).remove,
        proofDocumentRights(manager, sick(status)).remove,
      ]),
    ).toEqual([
      [true, true, false],
      [false, true, false],
      [false, true, false],
      [false, true, false],
    ]);
  });
});
