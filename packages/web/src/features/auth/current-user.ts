import type { Role } from '@paydos/domain';

export type { Role };

/** The user as the server's login and `GET /auth/me` answer it (product §3). */
export interface CurrentUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  isActive: boolean;
  position?: string | null;
  department?: string | null;
  /** First day of work: the leave form's qualifying-period and split-rule hints need it. */
  startDate?: string | null;
  annualLeaveDays: number;
  usedLeaveDays: number;
  organization: {
    id: string;
    name: string;
    subdomain: string;
    logoUrl: string | null;
    leavePolicyJson: string;
    subscription: {
      status: string | null;
      isTrialActive: boolean;
      trialEndsAt: string | null;
      graceEndsAt?: string | null;
      paymentRequired?: boolean;
    };
  };
}

export interface LoginResponse {
  token: string;
  user: CurrentUser;
}
