import { zodResolver } from '@hookform/resolvers/zod';
import { compareDates, isCalendarDate, istanbulToday, TEXT_LIMITS } from '@paydos/domain';
import { UserPlus, XCircle } from 'lucide-react';
import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { ApiError } from '../../platform/api';
import { dateRefusal } from '../../platform/date-refusal';
import { limitedText, nationalIdText, phoneText } from '../../platform/form-fields';
import { t } from '../../platform/messages';
import { useOneTimeLinkCheck } from '../../platform/one-time-link';
import { originOf, useSite } from '../../platform/site';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { PasswordField, TextField } from '../../ui/Field';
import { PersonFields } from '../../ui/PersonFields';
import { AuthScreen, LinkCheckingScreen } from '../auth';
import { handoverUrl } from '../auth';
import { registerWithInvitation, verifyInvitation, type RegisterFields } from './api';
import { useDocumentTitle } from '../../platform/document-title';

const m = t.register;
const required = (message: string) => z.string().trim().min(1, message);
const schema = z.object({
  password: z.string().min(1, m.passwordRequired).min(6, m.passwordTooShort),
  phone: phoneText(m.phone, m.phoneRequired),
  nationalId: nationalIdText(m.nationalIdRequired),
  birthday: required(m.birthdayRequired)
    .refine((d) => isCalendarDate(d), dateRefusal('invalidDate'))
    .refine((d) => !isCalendarDate(d) || compareDates(d, istanbulToday(new Date())) <= 0, m.birthdayInFuture),
  address: limitedText(m.address, TEXT_LIMITS.address, m.addressRequired),
  emergencyContact: limitedText(m.emergencyContact, TEXT_LIMITS.short, m.emergencyContactRequired),
  emergencyPhone: phoneText(m.emergencyPhone, m.emergencyPhoneRequired),
}) satisfies z.ZodType<RegisterFields>;

/** Product §2 /register: sign-up from an invitation link; on success the person goes to their organization's login with a one-time handover code (issue 20). */
export function RegisterPage() {
  useDocumentTitle(m.title);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { baseDomain } = useSite();
  const [failure, setFailure] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const verification = useOneTimeLinkCheck('invitation', token, verifyInvitation);
  const form = useForm<RegisterFields>({
    resolver: zodResolver(schema),
    defaultValues: {
      password: '',
      phone: '',
      nationalId: '',
      birthday: '',
      address: '',
      emergencyContact: '',
      emergencyPhone: '',
    },
  });
  const birthday = useController({ control: form.control, name: 'birthday' }).field;

  if (token !== '' && verification.isPending) {
    return <LinkCheckingScreen title={m.checking} />;
  }
  if (token === '' || verification.isError) {
    const error = verification.error;
    const notFound = token === '' || (error instanceof ApiError && error.status === 404);
    return (
      <AuthScreen
        icon={<XCircle className="size-7" aria-hidden />}
        tone="error"
        title={notFound ? m.notFoundTitle : m.verifyFailed}
        subtitle={token === '' ? m.tokenMissing : error?.message}
      >
        <Button asChild className="w-full">
          <Link to="/login">{m.goToLogin}</Link>
        </Button>
      </AuthScreen>
    );
  }

  const invitation = verification.data!.data.invitation;
  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const result = await registerWithInvitation(token, values);
      setRedirecting(true);
      window.location.assign(
        handoverUrl(originOf({ kind: 'organization', subdomain: result.subdomain }, baseDomain), result.handoverCode),
      );
    } catch (error) {
      // A password the server finds too common (issue 20) is shown on its field.
      const onField = error instanceof ApiError ? error.fields?.password : undefined;
      if (onField) form.setError('password', { message: onField });
      else setFailure(error instanceof ApiError ? error.message : m.failed);
    }
  });
  const errors = form.formState.errors;

  return (
    <AuthScreen
      icon={<UserPlus className="size-7" aria-hidden />}
      title={m.title}
      subtitle={m.subtitle(invitation.organization.name)}
      wide
    >
      <div className="mb-5 rounded-lg border border-line bg-slate-50 p-3 text-sm">
        <p className="text-muted">{m.invitedAs}</p>
        <p className="font-medium text-ink">
          {invitation.firstName} {invitation.lastName} · {t.roles[invitation.role]}
        </p>
      </div>
      {failure && (
        <Alert tone="error" title={m.failed} className="mb-4">
          {failure !== m.failed ? failure : undefined}
        </Alert>
      )}
      {redirecting && (
        <Alert tone="success" className="mb-4">
          {m.redirecting}
        </Alert>
      )}
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField label={m.email} type="email" value={invitation.email} readOnly disabled name="email" />
        <PasswordField
          label={m.password}
          autoComplete="new-password"
          hint={m.passwordHint}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <PersonFields
            labels={{ ...m, birthDate: m.birthday }}
            register={form.register}
            birthDate={birthday}
            errors={{ ...errors, birthDate: errors.birthday }}
            headings={{ personal: m.personalSection, emergency: m.emergencySection }}
          />
        </div>
        <Button type="submit" className="w-full" loading={form.formState.isSubmitting || redirecting}>
          {m.submit}
        </Button>
      </form>
    </AuthScreen>
  );
}
