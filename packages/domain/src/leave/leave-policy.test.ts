import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LEAVE_POLICY,
  parseLeavePolicy,
  safeParseLeavePolicy,
  serializeLeavePolicy,
  workingDaysFromWizard,
  workingDaysToWizard,
} from './leave-policy';
import { TEXT_LIMITS } from '../display/text-limits';
import { LeavePolicyError } from './leave-policy-error';

describe('parseLeavePolicy (product §3 leavePolicyJson, defaults of product §9)', () => {
  it.each([null, undefined, '', '  ', '{}'])('%j gives the defaults: 0/14/20/26, Monday to Friday', (input) => {
    const policy = parseLeavePolicy(input);
    expect(policy.ranges).toEqual({ '0-1': 0, '1-5': 14, '5-15': 20, '15+': 26 });
    expect(policy.workingDays).toEqual([1, 2, 3, 4, 5]);
    expect(policy.description).toMatch(/4857/);
  });

  it('reads the object form from a JSON string and keeps missing bands at their default', () => {
    const policy = parseLeavePolicy(
      '{"ranges":{"1-5":16,"15+":30},"workingDays":[6,1,2,3,4,5,1],"description":"Cumartesi çalışılır"}',
    );
    expect(policy).toEqual({
      ranges: { '0-1': 0, '1-5': 16, '5-15': 20, '15+': 30 },
      workingDays: [1, 2, 3, 4, 5, 6],
      description: 'Cumartesi çalışılır',
    });
  });

  it('reads the array forms (range label, or min/max years) and { days } values', () => {
    const policy = parseLeavePolicy({
      ranges: [
        { range: '0-1 yıl', days: 5 },
        { minYears: 1, maxYears: 5, days: 15 },
        { key: '5-15', days: 21 },
        { min: 15, max: null, days: 27 },
      ],
    });
    expect(policy.ranges).toEqual({ '0-1': 5, '1-5': 15, '5-15': 21, '15+': 27 });
    expect(parseLeavePolicy({ ranges: { '5-15': { days: 22 } } }).ranges['5-15']).toBe(22);
  });

  it('accepts its own output (the server stores the parsed policy)', () => {
    const policy = parseLeavePolicy({ ranges: { '1-5': 18 }, workingDays: [0, 6] });
    expect(parseLeavePolicy(policy)).toEqual(policy);
    expect(parseLeavePolicy(serializeLeavePolicy(policy))).toEqual(policy);
  });

  it.each([
    [{ ranges: { '1-5': 51 } }, '1-5 yıl aralığı için izin günü 0 ile 50 arasında bir tam sayı olmalıdır.'],
    [{ ranges: { '0-1': -1 } }, '0-1 yıl aralığı için izin günü 0 ile 50 arasında bir tam sayı olmalıdır.'],
    [{ ranges: { '15+': 20.5 } }, '15+ yıl aralığı için izin günü 0 ile 50 arasında bir tam sayı olmalıdır.'],
    [{ ranges: { '2-3': 10 } }, 'Tanınmayan kıdem aralığı: 0-1, 1-5, 5-15 veya 15+ olmalıdır.'],
    [{ workingDays: [] }, 'En az bir çalışma günü seçilmelidir.'],
    [{ workingDays: [7] }, 'Çalışma günleri 0 (Pazar) ile 6 (Cumartesi) arasında olmalıdır.'],
    [{ description: 5 }, 'Politika açıklaması metin olmalıdır.'],
    ['{not json', 'İzin politikası okunamadı: geçerli bir JSON değil.'],
    ['[1,2]', 'İzin politikası bir nesne olmalıdır.'],
  ])('refuses %j with a Turkish message', (input, message) => {
    expect(() => parseLeavePolicy(input)).toThrow(LeavePolicyError);
    expect(() => parseLeavePolicy(input)).toThrow(message);
    const result = safeParseLeavePolicy(input);
    expect(result.ok).toBe(false);
  });

  it('an entered policy description is limited to TEXT_LIMITS.policyDescription (2000) with a message naming it; a stored one is read as it is (issue 21)', () => {
    const long = 'a'.repeat(TEXT_LIMITS.policyDescription + 1);
    expect(() => parseLeavePolicy({ description: long }, { limits: 'organization' })).toThrow(
      'Politika açıklaması en fazla 2000 karakter olabilir',
    );
    expect(
      parseLeavePolicy({ description: 'a'.repeat(TEXT_LIMITS.policyDescription) }, { limits: 'organization' })
        .description,
    ).toHaveLength(2000);
    expect(parseLeavePolicy({ description: long }).description).toBe(long);
  });

  it('applies the onboarding limits on request (0-1: 0-30, others 14-30)', () => {
    expect(() => parseLeavePolicy({ ranges: { '1-5': 13 } }, { limits: 'onboarding' })).toThrow(
      '1-5 yıl aralığı için izin günü 14 ile 30 arasında bir tam sayı olmalıdır.',
    );
    expect(() => parseLeavePolicy({ ranges: { '0-1': 31 } }, { limits: 'onboarding' })).toThrow(/0 ile 30/);
    expect(parseLeavePolicy({ ranges: { '1-5': 13 } }).ranges['1-5']).toBe(13);
  });

  it('never hands out the shared default object', () => {
    const policy = parseLeavePolicy(null);
    policy.ranges['1-5'] = 99;
    policy.workingDays.push(6);
    expect(DEFAULT_LEAVE_POLICY.ranges['1-5']).toBe(14);
    expect(parseLeavePolicy(null).workingDays).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('onboarding wizard working days (1-7, 7 = Sunday) to policy days (0-6, 0 = Sunday)', () => {
  it('converts both ways', () => {
    expect(workingDaysFromWizard([1, 2, 3, 4, 5])).toEqual([1, 2, 3, 4, 5]);
    expect(workingDaysFromWizard([1, 2, 3, 4, 5, 6, 7])).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(workingDaysFromWizard([7])).toEqual([0]);
    expect(workingDaysToWizard([0, 1, 6])).toEqual([1, 6, 7]);
  });

  it('refuses 0 and 8 in the wizard convention, and an empty list (step 3 needs a day)', () => {
    expect(() => workingDaysFromWizard([0])).toThrow('Çalışma günleri 1 (Pazartesi) ile 7 (Pazar) arasında olmalıdır.');
    expect(() => workingDaysFromWizard([8])).toThrow(LeavePolicyError);
    expect(() => workingDaysFromWizard([])).toThrow('En az bir çalışma günü seçilmelidir.');
  });
});
