import { zodResolver } from '@hookform/resolvers/zod';
import { Building2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { PHONE_MAX_LENGTH, TEXT_LIMITS } from '@paydos/domain';
import { ApiError, failureMessage } from '../../platform/api';
import { limitedText, phoneText } from '../../platform/form-fields';
import { t } from '../../platform/messages';
import { originOf, useSite } from '../../platform/site';
import { BrandLink } from '../../ui/BrandLink';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { handoverUrl } from '../auth';
import { PasswordField, TextAreaField, TextField } from '../../ui/Field';
import { useDocumentTitle } from '../../platform/document-title';
import { PageMain } from '../../ui/PageMain';
import { useSetupOrganization } from './api';

const s = t.setupOrganization;
const schema = z.object({
  firstName: limitedText(s.firstName, TEXT_LIMITS.name, s.firstNameRequired),
  lastName: limitedText(s.lastName, TEXT_LIMITS.name, s.lastNameRequired),
  email: z.string().trim().pipe(z.email(s.emailInvalid)),
  password: z.string().min(6, s.passwordTooShort),
  organizationName: z.string().trim().min(1, s.organizationNameRequired),
  organizationDescription: limitedText(s.organizationDescription, TEXT_LIMITS.description),
  organizationPhone: phoneText(s.organizationPhone),
  organizationWebsite: z.string(),
  organizationAddress: limitedText(s.organizationAddress, TEXT_LIMITS.address),
});
type Form = z.infer<typeof schema>;

/** /setup-organization (product §2): the first admin and the company; then on to the new site, logged in. */
export function SetupOrganizationPage() {
  useDocumentTitle(s.title);
  const { baseDomain } = useSite();
  const [failure, setFailure] = useState<string | null>(null);
  const setup = useSetupOrganization();
  const form = useForm<Form>({
    resolver: zodResolver(schema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      organizationName: '',
      organizationDescription: '',
      organizationPhone: '',
      organizationWebsite: '',
      organizationAddress: '',
    },
  });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const result = await setup.mutateAsync(values);
      window.location.assign(
        handoverUrl(
          originOf({ kind: 'organization', subdomain: result.organization.subdomain }, baseDomain),
          result.handoverCode,
        ),
      );
    } catch (error) {
      // A password the server finds too common (issue 20) is shown on its field.
      const onField = error instanceof ApiError ? error.fields?.password : undefined;
      if (onField) form.setError('password', { message: onField });
      else setFailure(failureMessage(error, s.failed));
    }
  });
  const optional = (label: string) => `${label} ${s.optional}`;
  return (
    <PageMain className="min-h-dvh bg-gradient-to-br from-brand-50 via-white to-slate-50 px-4 py-10">
      <BrandLink className="mx-auto mb-6 w-fit" />
      <Card className="mx-auto w-full max-w-xl p-6 sm:p-8">
        <div className="mb-6 flex items-center gap-3">
          <div className="flex size-11 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
            <Building2 className="size-6" aria-hidden />
          </div>
          <div>
            <h1 className="text-xl font-semibold">{s.title}</h1>
            <p className="text-sm text-muted">{s.subtitle}</p>
          </div>
        </div>
        {failure && (
          <Alert tone="error" title={s.failed} className="mb-4">
            {failure !== s.failed ? failure : undefined}
          </Alert>
        )}
        <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
          <TextField label={s.firstName} error={errors.firstName?.message} {...form.register('firstName')} />
          <TextField label={s.lastName} error={errors.lastName?.message} {...form.register('lastName')} />
          <TextField
            label={s.email}
            type="email"
            className="sm:col-span-2"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <PasswordField
            label={s.password}
            autoComplete="new-password"
            className="sm:col-span-2"
            error={errors.password?.message}
            {...form.register('password')}
          />
          <TextField
            label={s.organizationName}
            className="sm:col-span-2"
            error={errors.organizationName?.message}
            {...form.register('organizationName')}
          />
          <TextAreaField
            label={optional(s.organizationDescription)}
            rows={2}
            maxLength={TEXT_LIMITS.description}
            className="sm:col-span-2"
            error={errors.organizationDescription?.message}
            {...form.register('organizationDescription')}
          />
          <TextField
            label={optional(s.organizationPhone)}
            type="tel"
            maxLength={PHONE_MAX_LENGTH}
            error={errors.organizationPhone?.message}
            {...form.register('organizationPhone')}
          />
          <TextField label={optional(s.organizationWebsite)} {...form.register('organizationWebsite')} />
          <TextAreaField
            label={optional(s.organizationAddress)}
            rows={2}
            maxLength={TEXT_LIMITS.address}
            className="sm:col-span-2"
            error={errors.organizationAddress?.message}
            {...form.register('organizationAddress')}
          />
          <Button type="submit" className="sm:col-span-2" loading={form.formState.isSubmitting}>
            {s.submit}
          </Button>
        </form>
      </Card>
    </PageMain>
  );
}
