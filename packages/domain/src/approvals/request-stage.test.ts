import { describe, expect, it } from 'vitest';
import { requestStageLabel } from './request-stage';

describe("issue 23: the requester sees where a request stands (Yöneticide, İK'da, the spec's statuses)", () => {
  it.each([
    ['PENDING', 'MANAGER_THEN_ADMIN', 'TEAM_MANAGER', 'Yöneticide'],
    ['PENDING', 'MANAGER_THEN_ADMIN', 'ADMIN', "İK'da"],
    ['PENDING', 'ADMIN_ONLY', 'ADMIN', 'Beklemede'],
    ['PENDING', 'MANAGER_THEN_ADMIN', null, 'Beklemede'],
    ['APPROVED', 'MANAGER_THEN_ADMIN', null, 'Onaylandı'],
    ['REJECTED', 'MANAGER_THEN_ADMIN', 'ADMIN', 'Reddedildi'],
    ['CANCELLED', 'ADMIN_ONLY', null, 'İptal Edildi'],
    ['SOMETHING_ELSE', 'MANAGER_THEN_ADMIN', 'ADMIN', "İK'da"],
  ] as const)('%s in %s at %s reads "%s"', (status, flowKind, currentStep, label) => {
    expect(requestStageLabel({ status, flowKind, currentStep })).toBe(label);
  });
});
