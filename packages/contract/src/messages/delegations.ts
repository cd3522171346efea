/** Approval delegates and the substitute colleague (issue 23 item 4). */
export const delegations = {
  delegateRequired: 'Onay vekili seçin.',
  notFound: 'Onay vekili kaydı bulunamadı.',
  datesTogether: 'Başlangıç ve bitiş tarihlerini birlikte girin ya da ikisini de boş bırakın.',
  rangeInvalid: 'Başlangıç tarihi bitiş tarihinden sonra olamaz.',
} as const;

export const substitute = {
  invalid: 'Vekil olarak organizasyonun aktif bir çalışanını seçin.',
} as const;

export const delegationsMessages = { delegations, substitute } as const;
