/** People the browser tests seed for one test file each, so no file changes another's data. */
export const E2E_INVITEE = {
  email: 'davetli.e2e@demo.paydos.test',
  firstName: 'Nehir',
  lastName: 'Aydoğan',
  role: 'EMPLOYEE' as const,
  startDate: '2022-09-01',
};

export const E2E_RESET_PERSON = {
  email: 'sifre.yenileme@demo.paydos.test',
  firstName: 'Oğuz',
  lastName: 'Karaca',
  role: 'EMPLOYEE' as const,
};

/** operator-organizations.e2e.ts: an organization the operator suspends and reactivates, and one it erases. */
export const E2E_SUSPENDED_ORGANIZATION = {
  subdomain: 'kuzey-danismanlik',
  name: 'Kuzey Yıldızı Danışmanlık Ltd. Şti.',
  admin: { email: 'yonetici@kuzey.test', firstName: 'Derya', lastName: 'Güneş', role: 'ADMIN' as const },
};
export const E2E_ERASED_ORGANIZATION = { subdomain: 'silinecek-ornek', name: 'Silinecek Örnek Ticaret A.Ş.' };
/** phone-width-tour.e2e.ts: an organization that stays suspended, for its login page's notice. */
export const E2E_ALWAYS_SUSPENDED = { subdomain: 'askida-ornek', name: 'Askıdaki Örnek Gıda A.Ş.' };
/** payment.e2e.ts: the admin of a trial ending in two days (password: the factories' TEST_PASSWORD), and a yearly 20 % coupon. */
export const E2E_PAYER = { subdomain: 'yesil-cinar', email: 'sule.isik@yesilcinar.test' };
export const E2E_COUPON = 'E2EYILLIK20';
/** lapsed-payment.e2e.ts: an organization whose trial ended yesterday; its admin logs in and pays, its employee is refused. */
export const E2E_LAPSED = {
  subdomain: 'suresi-dolmus',
  email: 'yonetici@suresidolmus.test',
  employeeEmail: 'calisan@suresidolmus.test',
};
/** phone-width-tour.e2e.ts: an organization whose trial stays ended, for its login page's notice. */
export const E2E_ALWAYS_LAPSED = { subdomain: 'hep-dolmus', name: 'Süresi Hep Dolmuş Tekstil A.Ş.' };
/** large-lists.e2e.ts: an organization of 2,000 people (the bench's generator), for paged and searched lists. */
export const E2E_LARGE = { subdomain: 'buyuk-liste', people: 2000 };
/**
 * team-rules.e2e.ts: an organization with one team, Teknoloji (Eda, Emre, Selin), no rule set yet;
 * Emre's approved leave is on `awayDay` (a working day about a month ahead, chosen by the seed).
 */
export const E2E_TEAM_RULES = {
  subdomain: 'kurali-ornek',
  name: 'Kurallı Örnek Yazılım A.Ş.',
  adminEmail: 'yonetici@kurali.test',
  employeeEmail: 'eda.kaya@kurali.test',
  team: 'Teknoloji',
};

/** single-sign-on.e2e.ts: an organization whose ADMIN sets single sign-on against the test's local provider (password: TEST_PASSWORD). */
export const E2E_SSO = {
  subdomain: 'tek-oturum',
  name: 'Tek Oturum Yazılım A.Ş.',
  domain: 'tekoturum.test',
  admin: { email: 'yonetici@tekoturum.test', firstName: 'Selin', lastName: 'Aksoy', role: 'ADMIN' as const },
  employee: { email: 'kerem.tas@tekoturum.test', firstName: 'Kerem', lastName: 'Taş', role: 'EMPLOYEE' as const },
};
