/** Approval flows and the steps of a request (issue 23 items 2 and 3). */
export const approvalFlow = {
  kindInvalid: 'Geçersiz onay akışı.',
  routeInvalid: 'Geçersiz onay yolu.',
  saved: 'Onay akışı kaydedildi.',
} as const;

export const approvals = {
  noteTooLong: 'Not en fazla 1000 karakter olabilir.',
  stepManager: 'Müdür onayı',
  stepAdmin: 'İK onayı',
} as const;

export const approvalsMessages = { approvalFlow, approvals } as const;
