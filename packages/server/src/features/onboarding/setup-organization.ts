import { isReservedSubdomain, isValidSubdomain, subdomainFromName } from '@paydos/domain';
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { DEFAULT_LEAVE_POLICY } from '@paydos/domain';
import { subdomainAvailability } from './check-availability';
import type { NewOrganization } from './create-organization';
import type { setupOrganizationBody } from '@paydos/contract/onboarding';

/**
 * The setup page asks no subdomain (product §3 setup fields), so one is made from the company name:
 * the wizard's rule, then '-2', '-3'… while taken or reserved, and a random tail as a last resort.
 */
export async function freeSubdomainFor(db: Executor, name: string): Promise<string> {
  let base = subdomainFromName(name).slice(0, 40);
  if (base.length < 3) base = `sirket${base}`;
  for (let n = 1; n <= 20; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!isValidSubdomain(candidate) || isReservedSubdomain(candidate)) continue;
    if ((await subdomainAvailability(db, candidate)).available) return candidate;
  }
  return `${base}-${randomBytes(3).toString('hex')}`;
}

export function organizationFromSetup(
  body: z.output<typeof setupOrganizationBody>,
  subdomain: string,
): NewOrganization {
  return {
    admin: {
      firstName: body.firstName,
      lastName: body.lastName,
      email: body.email,
      password: body.password,
      phone: null,
    },
    organization: {
      name: body.organizationName,
      subdomain,
      description: body.organizationDescription,
      address: body.organizationAddress,
      phone: body.organizationPhone,
      website: body.organizationWebsite,
    },
    policy: {
      ...DEFAULT_LEAVE_POLICY,
      ranges: { ...DEFAULT_LEAVE_POLICY.ranges },
      workingDays: [...DEFAULT_LEAVE_POLICY.workingDays],
    },
    staff: [],
    files: [],
  };
}
