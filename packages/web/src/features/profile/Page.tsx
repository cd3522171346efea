import { istanbulToday } from '@paydos/domain';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { t } from '../../platform/messages';
import { EmailAddress } from '../../ui/EmailAddress';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card, CardHeader } from '../../ui/Card';
import { CheckboxField } from '../../ui/CheckboxField';
import { DetailList } from '../../ui/DetailList';
import { useToast } from '../../ui/Toast';
import { useCurrentUser } from '../auth';
import { DelegationsCard } from '../delegations';
import { currentProfileInput, useRequestPasswordReset, useUpdateProfile, type Profile } from './api';
import { CalendarFeedCard } from './CalendarFeedCard';
import { LanguageCard } from './LanguageCard';
import { ProfileForm } from './ProfileForm';
import { PageHeader } from '../../ui/PageHeader';
import { useDocumentTitle } from '../../platform/document-title';
import { formatDate } from '../../platform/format-dates';
import { formatTenure } from '../../platform/format-lengths';

const m = t.profile;
const date = (d: string | null | undefined) => (d ? formatDate(d) : null);

/** Product §2 /my-profile: view and edit, saved on the server (product §D5); tenure with 365/30 (product §9). */
export function MyProfilePage() {
  useDocumentTitle(m.title);
  const profile = useCurrentUser();
  const [editing, setEditing] = useState(false);
  return (
    <div className="space-y-6">
      <PageHeader title={m.title} subtitle={m.subtitle} />
      <Card>
        <CardHeader
          title={m.personalTitle}
          action={
            !editing && (
              <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
                <Pencil className="size-4" aria-hidden />
                {m.edit}
              </Button>
            )
          }
        />
        {editing ? (
          <ProfileForm profile={profile} onDone={() => setEditing(false)} />
        ) : (
          <DetailList
            empty={m.notGiven}
            items={[
              { label: m.firstName, value: profile.firstName },
              { label: m.lastName, value: profile.lastName },
              { label: m.email, value: <EmailAddress address={profile.email} /> },
              { label: m.phone, value: profile.phone },
              { label: m.birthDate, value: date(profile.birthDate) },
              { label: m.nationalId, value: profile.nationalId },
              { label: m.address, value: profile.address },
              { label: m.emergencyContact, value: profile.emergencyContact },
              { label: m.emergencyPhone, value: profile.emergencyPhone },
            ]}
          />
        )}
      </Card>
      <Card>
        <CardHeader title={m.workTitle} description={profile.role === 'ADMIN' ? undefined : m.workAdminOnly} />
        <DetailList
          empty={m.notGiven}
          items={[
            { label: m.organization, value: profile.organization.name },
            { label: m.role, value: t.roles[profile.role] },
            { label: m.position, value: profile.position },
            { label: m.department, value: profile.department },
            { label: m.startDate, value: date(profile.startDate) },
            {
              label: m.tenure,
              value: profile.startDate ? formatTenure(profile.startDate, istanbulToday(new Date()), 'profile') : null,
            },
          ]}
        />
      </Card>
      <DelegationsCard />
      <LanguageCard profile={profile} />
      <MailPreferencesCard profile={profile} />
      <CalendarFeedCard />
      <PasswordResetCard email={profile.email} />
    </div>
  );
}

function PasswordResetCard({ email }: { email: string }) {
  const reset = useRequestPasswordReset();
  const toast = useToast();
  const send = async () => {
    try {
      const result = await reset.mutateAsync(email);
      toast(result?.message || m.passwordResetSent);
    } catch {
      // shown below
    }
  };
  return (
    <Card>
      <CardHeader title={m.passwordTitle} description={m.passwordBody} />
      <div className="space-y-3 p-5">
        {/* The server's reason too (a rate limit says when to try again). */}
        {reset.isError && (
          <Alert tone="error" title={m.passwordResetFailed}>
            {reset.error.message !== m.passwordResetFailed ? reset.error.message : undefined}
          </Alert>
        )}
        <Button variant="secondary" loading={reset.isPending} onClick={() => void send()}>
          {m.passwordReset}
        </Button>
      </div>
    </Card>
  );
}

/** Product §D7: each person may opt out of birthday mails (and of the admins' morning note). Saved on change. */
function MailPreferencesCard({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const toast = useToast();
  const change = async (wanted: boolean) => {
    try {
      await update.mutateAsync({ ...currentProfileInput(profile), birthdayMailsOptOut: !wanted });
      toast(wanted ? m.birthdayMailsOn : m.birthdayMailsOff);
    } catch {
      // shown under the checkbox
    }
  };
  return (
    <Card>
      <CardHeader title={m.mailsTitle} />
      <div className="p-5">
        <CheckboxField
          error={update.isError ? `${m.saveFailed}: ${update.error.message}` : undefined}
          label={m.birthdayMails}
          hint={m.birthdayMailsHint}
          checked={!profile.birthdayMailsOptOut}
          disabled={update.isPending}
          onChange={(e) => void change(e.target.checked)}
        />
      </div>
    </Card>
  );
}
