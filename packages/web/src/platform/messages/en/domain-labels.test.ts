import { applyTranslation } from '@paydos/contract/messages/translation';
import { LEAVE_STATUS_LABELS } from '@paydos/domain';
import { describe, expect, it } from 'vitest';
import { domainLabelTranslations } from '@paydos/contract/messages/en/domain-labels';

describe('the domain label records in English (issue 26)', () => {
  it('every record is translated key for key', () => {
    for (const [turkish, english] of domainLabelTranslations) {
      expect(Object.keys(english).sort()).toEqual(Object.keys(turkish).sort());
      expect(Object.values(english).every((text) => typeof text === 'string' && text !== '')).toBe(true);
    }
  });

  it('applying a pair writes the English into (a copy of) the Turkish record', () => {
    const [, english] = domainLabelTranslations.find(([turkish]) => turkish === LEAVE_STATUS_LABELS)!;
    const copy = { ...LEAVE_STATUS_LABELS };
    applyTranslation(copy, english);
    expect(copy).toEqual({ PENDING: 'Pending', APPROVED: 'Approved', REJECTED: 'Rejected', CANCELLED: 'Canceled' });
    expect(LEAVE_STATUS_LABELS.PENDING).toBe('Beklemede');
  });
});
