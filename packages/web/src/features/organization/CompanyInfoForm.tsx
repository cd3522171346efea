import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { PHONE_MAX_LENGTH, TEXT_LIMITS } from '@paydos/domain';
import { z } from 'zod';
import { limitedText, phoneText } from '../../platform/form-fields';
import { t } from '../../platform/messages';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card, CardHeader } from '../../ui/Card';
import { TextAreaField, TextField } from '../../ui/Field';
import { useToast } from '../../ui/Toast';
import { useUpdateOrganization, type Organization } from './api';

const m = t.organizationPage;
const schema = z.object({
  name: limitedText(m.name, 200, m.nameRequired),
  description: limitedText(m.description, TEXT_LIMITS.description),
  address: limitedText(m.address, TEXT_LIMITS.address),
  phone: phoneText(m.phone),
  website: z.string(),
});
type Values = z.infer<typeof schema>;
const orNull = (v: string) => (v.trim() ? v.trim() : null);

/** Product §5 organization edit: name required; the policy is saved separately by its own card. */
export function CompanyInfoForm({ organization }: { organization: Organization }) {
  const toast = useToast();
  const update = useUpdateOrganization();
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    values: {
      name: organization.name,
      description: organization.description ?? '',
      address: organization.address ?? '',
      phone: organization.phone ?? '',
      website: organization.website ?? '',
    },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync({
        name: values.name,
        description: orNull(values.description),
        address: orNull(values.address),
        phone: orNull(values.phone),
        website: orNull(values.website),
      });
      toast(m.saved);
    } catch {
      // shown by the alert below
    }
  });
  const errors = form.formState.errors;
  return (
    <Card>
      <CardHeader title={m.infoTitle} description={`${organization.subdomain}`} />
      <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4 p-5 sm:grid-cols-2">
        {update.isError && (
          <Alert tone="error" title={m.saveFailed} className="sm:col-span-2">
            {update.error.message}
          </Alert>
        )}
        <TextField label={m.name} error={errors.name?.message} {...form.register('name')} />
        <TextField label={m.website} type="url" {...form.register('website')} />
        <TextField
          label={m.phone}
          type="tel"
          maxLength={PHONE_MAX_LENGTH}
          error={errors.phone?.message}
          {...form.register('phone')}
        />
        <TextAreaField
          label={m.address}
          rows={2}
          maxLength={TEXT_LIMITS.address}
          error={errors.address?.message}
          className="sm:col-span-2"
          {...form.register('address')}
        />
        <TextAreaField
          label={m.description}
          rows={3}
          maxLength={TEXT_LIMITS.description}
          error={errors.description?.message}
          className="sm:col-span-2"
          {...form.register('description')}
        />
        <div className="sm:col-span-2">
          <Button type="submit" loading={update.isPending}>
            {t.common.save}
          </Button>
        </div>
      </form>
    </Card>
  );
}
