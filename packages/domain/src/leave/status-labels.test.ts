import { describe, expect, it } from 'vitest';
import { INVITATION_ROLE_LABELS, leaveStatusLabel, roleLabel } from './status-labels';

describe('status and role labels (product §4, §1, §6)', () => {
  it('labels statuses; an unknown status displays as pending', () => {
    expect(
      ['PENDING', 'APPROVED', 'REJECTED', 'CANCELLED', 'WHATEVER', null, 'toString'].map(leaveStatusLabel),
    ).toEqual(['Beklemede', 'Onaylandı', 'Reddedildi', 'İptal Edildi', 'Beklemede', 'Beklemede', 'Beklemede']);
  });

  it('labels roles, and the invitation list its own way', () => {
    expect(['ADMIN', 'MANAGER', 'EMPLOYEE', 'X'].map(roleLabel)).toEqual(['Yönetici', 'Müdür', 'Personel', 'X']);
    expect(INVITATION_ROLE_LABELS).toEqual({ ADMIN: 'Admin', MANAGER: 'Yönetici', EMPLOYEE: 'Personel' });
  });
});
