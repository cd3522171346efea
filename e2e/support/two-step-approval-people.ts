/**
 * two-step-approval.e2e.ts: an organization of its own in the two-step flow (issue 23 item 2,
 * docs/approval-rules.md §1): İK (Seda, ADMIN); Satış managed by Kerem (MANAGER) with Elif; Destek
 * managed by Murat (MANAGER) with Deniz. Passwords: the factories' TEST_PASSWORD. Only that file
 * uses it, so its requests and mails are its own.
 */
export const E2E_TWO_STEP = {
  subdomain: 'iki-adim-ornek',
  name: 'İki Adımlı Onay Örnek A.Ş.',
  admin: { email: 'seda.arslan@ikiadim.test', firstName: 'Seda', lastName: 'Arslan' },
  manager: { email: 'kerem.yildiz@ikiadim.test', firstName: 'Kerem', lastName: 'Yıldız' },
  employee: { email: 'elif.koc@ikiadim.test', firstName: 'Elif', lastName: 'Koç' },
  team: 'Satış',
  otherManager: { email: 'murat.celik@ikiadim.test', firstName: 'Murat', lastName: 'Çelik' },
  otherEmployee: { email: 'deniz.aksoy@ikiadim.test', firstName: 'Deniz', lastName: 'Aksoy' },
  otherTeam: 'Destek',
};
