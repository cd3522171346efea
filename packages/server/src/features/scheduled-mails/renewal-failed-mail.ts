import { istanbulToday, toIstanbulDate } from '@paydos/domain';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import { publicUrl } from '../../platform/public-links';
import type { TenantScope } from '../../platform/tenant-scope';
import { findActiveAdmins } from './find-due-occasions';
import { claimAndEnqueue } from './occasion-claims';
import { recipientLanguage } from '../mail';
import { renewalFailedMail } from './compose-scheduled-mails';

/**
 * For billing: call in the transaction that records a failed renewal. Mails the organization's
 * active ADMINs that the payment failed and until when access continues (`graceEndsAt`), with a
 * link to /payment. Claimed per admin and Istanbul day ('renewal-failed'), so a retried renewal on
 * the same day mails once. Each admin reads it in his language. Returns how many mails were queued.
 */
export async function enqueueRenewalFailedMail(
  tx: Executor,
  config: Config,
  scope: TenantScope & { subdomain: string; organizationName: string },
  input: { graceEndsAt: Date; now: Date },
): Promise<number> {
  const today = istanbulToday(input.now);
  const paymentUrl = publicUrl(config, { kind: 'organization', subdomain: scope.subdomain }, '/payment');
  let queued = 0;
  for (const admin of await findActiveAdmins(tx, [scope.organizationId])) {
    const sent = await claimAndEnqueue(
      tx,
      { organizationId: scope.organizationId, occasion: 'renewal-failed', subjectId: admin.id, localDate: today },
      () => ({
        template: 'renewal-failed',
        to: admin.email,
        ...renewalFailedMail(recipientLanguage(admin), {
          admin,
          organizationName: scope.organizationName,
          graceEndsOn: toIstanbulDate(input.graceEndsAt),
          paymentUrl,
        }),
      }),
    );
    if (sent) queued += 1;
  }
  return queued;
}
