import { CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { t } from '../../platform/messages';
import { EmailAddress } from '../../ui/EmailAddress';
import { formatBytes } from '../../platform/format-bytes';
import type { AccountForm, StaffMember } from './wizard-schema';

const st = t.onboarding.start;

/** Step 5: what will be created, before the trial starts. */
export function StartStep(props: {
  account: AccountForm;
  address: string;
  staff: StaffMember[];
  workingDays: number[];
  files: File[];
}) {
  const rows: Array<[string, ReactNode]> = [
    [st.company, props.account.companyName],
    [st.address, props.address],
    [
      st.admin,
      <>
        {props.account.firstName} {props.account.lastName} · <EmailAddress address={props.account.email} />
      </>,
    ],
    [st.staff, props.staff.length ? props.staff.map((m) => `${m.firstName} ${m.lastName}`).join(', ') : st.none],
    [st.workingDays, props.workingDays.map((d) => t.onboarding.leave.dayNames[d - 1]).join(', ')],
    [st.files, props.files.length ? props.files.map((f) => `${f.name} (${formatBytes(f.size)})`).join(', ') : st.none],
  ];
  return (
    <div className="space-y-6">
      <dl className="divide-y divide-line rounded-xl border border-line">
        {rows.map(([label, value]) => (
          <div key={label} className="grid grid-cols-1 gap-1 px-4 py-3 sm:grid-cols-3">
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="text-sm font-medium wrap-anywhere text-ink sm:col-span-2">{value}</dd>
          </div>
        ))}
      </dl>
      <ul className="grid gap-2 sm:grid-cols-3">
        {t.landing.reassurance.map((line) => (
          <li key={line} className="flex items-center gap-2 text-sm text-ink">
            <CheckCircle2 className="size-4 text-brand-600" aria-hidden />
            {line}
          </li>
        ))}
      </ul>
    </div>
  );
}
