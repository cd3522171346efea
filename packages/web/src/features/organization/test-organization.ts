import type { Organization } from './api';

/** The organization as GET /admin/organizations/my answers it, for the settings cards' tests. */
export const testOrganization = (overrides: Partial<Organization> = {}): Organization => ({
  id: 'o-1',
  name: 'Örnek A.Ş.',
  description: null,
  address: null,
  phone: null,
  website: null,
  logoUrl: null,
  subdomain: 'ornek',
  isActive: true,
  createdAt: '2026-01-05T09:00:00.000Z',
  leavePolicyJson: JSON.stringify({
    ranges: { '0-1': 14, '1-5': 14, '5-15': 20, '15+': 26 },
    workingDays: [1, 2, 3, 4, 5],
    description: 'Yasal süreler',
  }),
  birthdayMailsEnabled: true,
  _count: { users: 3, invitations: 0 },
  subscription: { status: 'ACTIVE', isTrialActive: false, trialEndsAt: null },
  ...overrides,
});
