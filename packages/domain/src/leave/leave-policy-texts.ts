/*
 * What a refused leave policy says (parseLeavePolicy's LeavePolicyError, shown to the ADMIN who edits it and to the
 * onboarding wizard), in Turkish (issue 26): read through the record when the error is made, so that English written
 * into it (contract messages/en/domain-texts.ts) switches the form; the server finds their English from the same pairs.
 */
export const LEAVE_POLICY_TEXTS = {
  notJson: 'İzin politikası okunamadı: geçerli bir JSON değil.',
  notObject: 'İzin politikası bir nesne olmalıdır.',
  descriptionNotText: 'Politika açıklaması metin olmalıdır.',
  descriptionTooLong: (max: number) => `Politika açıklaması en fazla ${max} karakter olabilir`,
  rangesUnreadable: 'İzin aralıkları okunamadı.',
  unknownBand: 'Tanınmayan kıdem aralığı: 0-1, 1-5, 5-15 veya 15+ olmalıdır.',
  /** `band` is "0-1", "1-5", "5-15" or "15+". */
  bandDays: (band: string, min: number, max: number) =>
    `${band} yıl aralığı için izin günü ${min} ile ${max} arasında bir tam sayı olmalıdır.`,
  workingDaysNotList: 'Çalışma günleri bir liste olmalıdır.',
  /** The policy's convention, 0 = Sunday. */
  workingDaysFromSunday: 'Çalışma günleri 0 (Pazar) ile 6 (Cumartesi) arasında olmalıdır.',
  /** The onboarding wizard's, 1 = Monday. */
  workingDaysFromMonday: 'Çalışma günleri 1 (Pazartesi) ile 7 (Pazar) arasında olmalıdır.',
  noWorkingDay: 'En az bir çalışma günü seçilmelidir.',
};
