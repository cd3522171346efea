import { t } from '../../../platform/messages/approvals';
import { ApprovalTrail, trailSamples } from '../../approvals';
import { SampleGroup } from '../Sample';

const names = Object.keys(trailSamples) as (keyof typeof trailSamples)[];

/** Every sample trail of the shared fixture (features/approvals/trail-samples.ts), the one the component test reads. */
export function ApprovalTrailSamples() {
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      {names.map((name) => (
        <SampleGroup key={name} title={t.approvalTrail.samples[name]} className="block">
          <div className="rounded-lg border border-line p-4">
            <ApprovalTrail {...trailSamples[name]} />
          </div>
        </SampleGroup>
      ))}
    </div>
  );
}
