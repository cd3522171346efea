import { t } from '../../platform/messages';
import { Card, CardHeader } from '../../ui/Card';
import { CheckboxField } from '../../ui/CheckboxField';
import { useToast } from '../../ui/Toast';
import { useUpdateOrganization, type Organization } from './api';

const m = t.organizationPage;

/** Product §D7: birthday mails are personal data; the ADMIN turns them off for the whole organization. Saved on change. */
export function MailSettingsCard({ organization }: { organization: Organization }) {
  const toast = useToast();
  const update = useUpdateOrganization();
  const change = async (enabled: boolean) => {
    try {
      await update.mutateAsync({
        name: organization.name,
        description: organization.description,
        address: organization.address,
        phone: organization.phone,
        website: organization.website,
        birthdayMailsEnabled: enabled,
      });
      toast(enabled ? m.birthdayMailsOn : m.birthdayMailsOff);
    } catch {
      // shown under the checkbox
    }
  };
  return (
    <Card>
      <CardHeader title={m.mailsTitle} description={m.mailsDescription} />
      <div className="p-5">
        <CheckboxField
          error={update.isError ? `${m.saveFailed}: ${update.error.message}` : undefined}
          label={m.birthdayMails}
          hint={m.birthdayMailsHint}
          checked={organization.birthdayMailsEnabled}
          disabled={update.isPending}
          onChange={(e) => void change(e.target.checked)}
        />
      </div>
    </Card>
  );
}
