import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, KeyRound, XCircle } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { ApiError } from '../../platform/api';
import { t } from '../../platform/messages';
import { useOneTimeLinkCheck } from '../../platform/one-time-link';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { PasswordField } from '../../ui/Field';
import { resetPassword, verifyResetToken } from './api';
import { AuthScreen, LinkCheckingScreen } from '../auth';
import { focusResult, pageHeading } from '../../ui/focus-result';
import { useDocumentTitle } from '../../platform/document-title';

const m = t.resetPassword;
const schema = z
  .object({
    newPassword: z.string().min(1, m.passwordRequired).min(6, m.passwordTooShort),
    repeatPassword: z.string().min(1, m.repeatRequired),
  })
  .refine((v) => v.newPassword === v.repeatPassword, { path: ['repeatPassword'], message: m.mismatch });
type ResetForm = z.infer<typeof schema>;

/** Product §2 /reset-password: checking → invalid card | form (name, e-mail, two password fields) → success card. */
export function ResetPasswordPage() {
  useDocumentTitle(m.title);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const verification = useOneTimeLinkCheck('password-reset', token, verifyResetToken);
  const form = useForm<ResetForm>({
    resolver: zodResolver(schema),
    defaultValues: { newPassword: '', repeatPassword: '' },
  });

  if (done) {
    return (
      <AuthScreen
        icon={<CheckCircle2 className="size-7" aria-hidden />}
        title={m.successTitle}
        subtitle={m.successBody}
      >
        <Button asChild className="w-full">
          <Link to="/login">{m.goToLogin}</Link>
        </Button>
      </AuthScreen>
    );
  }
  if (token !== '' && verification.isPending) {
    return <LinkCheckingScreen title={m.checking} />;
  }
  if (token === '' || verification.isError) {
    const error = verification.error;
    const invalid = token === '' || (error instanceof ApiError && error.status >= 400 && error.status < 500);
    return (
      <AuthScreen
        icon={<XCircle className="size-7" aria-hidden />}
        tone="error"
        title={invalid ? m.invalidTitle : m.verifyFailed}
        subtitle={invalid ? m.invalidBody : error?.message}
      >
        <div className="flex flex-col gap-3">
          <Button asChild variant="secondary" className="w-full">
            <Link to="/">{m.home}</Link>
          </Button>
          <Link to="/forgot-password" className="text-center text-sm font-medium text-brand-700 hover:underline">
            {t.login.forgot}
          </Link>
        </div>
      </AuthScreen>
    );
  }

  const user = verification.data!.user;
  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await resetPassword(token, values.newPassword);
      setDone(true);
      focusResult(pageHeading); // the success card replaces the form
    } catch (error) {
      // A password the server finds too common (issue 20) is shown on its field.
      const onField = error instanceof ApiError ? error.fields?.newPassword : undefined;
      if (onField) form.setError('newPassword', { message: onField });
      else setFailure(error instanceof ApiError ? error.message : m.failed);
    }
  });

  return (
    <AuthScreen icon={<KeyRound className="size-7" aria-hidden />} title={m.title}>
      <div className="mb-5 rounded-lg border border-line bg-slate-50 p-3 text-sm">
        <p className="text-muted">{m.forWhom}</p>
        <p className="font-medium text-ink" data-testid="reset-user-name">
          {user.firstName} {user.lastName}
        </p>
        <p className="text-muted">{user.email}</p>
      </div>
      {failure && (
        <Alert tone="error" title={m.failed} className="mb-4">
          {failure !== m.failed ? failure : undefined}
        </Alert>
      )}
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <PasswordField
          label={m.newPassword}
          autoComplete="new-password"
          error={form.formState.errors.newPassword?.message}
          {...form.register('newPassword')}
        />
        <PasswordField
          label={m.repeatPassword}
          autoComplete="new-password"
          error={form.formState.errors.repeatPassword?.message}
          {...form.register('repeatPassword')}
        />
        <Button type="submit" className="w-full" loading={form.formState.isSubmitting}>
          {m.submit}
        </Button>
      </form>
    </AuthScreen>
  );
}
