import { zodResolver } from '@hookform/resolvers/zod';
import { Building2, KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { ApiError } from '../../platform/api';
import { t } from '../../platform/messages';
import { originOf, useSite } from '../../platform/site';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { PasswordField, TextField } from '../../ui/Field';
import { FullPageSpinner } from '../../ui/Spinner';
import { useAuth } from './AuthProvider';
import type { CurrentUser } from '@paydos/contract/auth';
import { useOrganizationInfo, useOrganizationLogin } from './api';
import { useHandover } from './use-handover';
import { useDocumentTitle } from '../../platform/document-title';
import { ssoLoginMessages as sl } from '../../platform/messages/sso-login';
import { PageMain } from '../../ui/PageMain';
import { LanguageSwitch } from '../language';

const loginSchema = z.object({
  email: z.string().trim().min(1, t.login.emailRequired).pipe(z.email(t.login.emailInvalid)),
  password: z.string().min(1, t.login.passwordRequired).min(6, t.login.passwordTooShort),
});
type LoginForm = z.infer<typeof loginSchema>;

/** Issue 13: an ADMIN of a lapsed organization lands on /payment to pay; everyone else on /dashboard. */
function landingPath(user: CurrentUser | null): string {
  return user?.role === 'ADMIN' && user.organization.subscription.paymentRequired ? '/payment' : '/dashboard';
}

/** Product §2/§8: the organization's own login; after the trial end its message, and the form stays for the ADMIN (issue 13). */
export function OrganizationLoginPage() {
  const { status, user, signIn } = useAuth();
  const { baseDomain } = useSite();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const info = useOrganizationInfo();
  const login = useOrganizationLogin();
  useDocumentTitle(t.login.title, info.data?.name);
  const form = useForm<LoginForm>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });
  const handover = useHandover(landingPath);
  const [searchParams] = useSearchParams();
  const [adminPassword, setAdminPassword] = useState(false);
  const ssoCode = searchParams.get(sl.errorParameter);
  const ssoFailure = ssoCode ? (sl.errors[ssoCode] ?? sl.failed) : null;

  if (handover.kind === 'working') return <FullPageSpinner label={t.autoLogin.signingIn} />;
  if (status === 'authenticated') return <Navigate to={landingPath(user)} replace />;
  if (info.isPending) return <FullPageSpinner />;
  const infoError = info.error instanceof ApiError ? info.error : null;
  if (infoError?.status === 404) {
    window.location.replace(`${originOf({ kind: 'main' }, baseDomain)}/`);
    return <FullPageSpinner />;
  }

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const result = await login.mutateAsync(values);
      signIn(result.token, result.user);
      void navigate(landingPath(result.user), { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.status === 402) setFailure(t.login.trialExpired(error.message));
      else setFailure(error instanceof ApiError ? error.message : t.login.failed);
    }
  });

  const expired = infoError?.status === 402 ? t.login.trialExpired(infoError.message) : null;
  // Suspended by the operator: the server's own Turkish message, and no login form to try.
  const suspended = infoError?.status === 403 ? infoError.message : null;
  const sso = !suspended ? info.data?.sso : null;
  // Password login off (issue 26 item 4): the form only for an ADMIN who asks for it (docs/SECURITY.md).
  const showForm = info.data?.passwordLogin !== false || adminPassword;
  return (
    <PageMain className="flex min-h-dvh flex-col items-center justify-center bg-gradient-to-br from-brand-50 via-white to-slate-50 p-4">
      <Card className="w-full max-w-sm p-6 sm:p-8">
        <div className="mb-6 text-center">
          {info.data?.logoUrl ? (
            <img src={info.data.logoUrl} alt="" className="mx-auto h-14 max-w-40 object-contain" />
          ) : (
            <div className="mx-auto flex size-14 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
              <Building2 className="size-7" aria-hidden />
            </div>
          )}
          <h1 className="mt-4 text-xl font-semibold">{info.data?.name ?? t.login.title}</h1>
          <p className="mt-1 text-sm text-muted">{t.login.subtitle}</p>
        </div>
        {expired && (
          <Alert tone="error" className="mb-4">
            <span data-testid="trial-expired">{expired}</span>
            <span className="mt-1 block font-medium">{t.login.adminMayPay}</span>
          </Alert>
        )}
        {suspended && (
          <Alert tone="error" className="mb-4">
            <span data-testid="organization-suspended">{suspended}</span>
          </Alert>
        )}
        {handover.kind === 'failed' && !failure && (
          <Alert tone="error" title={t.login.autoFailed} className="mb-4">
            <span data-testid="handover-failed">
              {handover.message !== t.login.autoFailed ? handover.message : undefined}
            </span>
          </Alert>
        )}
        {ssoFailure && !failure && (
          <Alert tone="error" title={sl.failed} className="mb-4">
            <span data-testid="sso-failed">{ssoFailure}</span>
          </Alert>
        )}
        {failure && (
          <Alert tone="error" title={t.login.failed} className="mb-4">
            {failure !== t.login.failed ? failure : undefined}
          </Alert>
        )}
        {sso && (
          <div className="mb-4 space-y-4">
            <Button asChild variant="secondary" className="w-full">
              <a href="/api/auth/sso/start">
                <KeyRound className="size-4" aria-hidden />
                {sl.button[sso.provider]}
              </a>
            </Button>
            {showForm ? (
              <p className="text-center text-xs text-muted">{sl.or}</p>
            ) : (
              <>
                <p className="text-center text-sm text-muted">{sl.passwordLoginOff}</p>
                <div className="text-center">
                  <button
                    type="button"
                    className="text-sm font-medium text-brand-700 hover:underline"
                    onClick={() => setAdminPassword(true)}
                  >
                    {sl.adminPasswordLogin}
                  </button>
                </div>
              </>
            )}
          </div>
        )}
        {showForm && (
          <form onSubmit={onSubmit} noValidate className="space-y-4">
            <TextField
              label={t.login.email}
              type="email"
              autoComplete="email"
              placeholder={t.login.emailPlaceholder}
              error={form.formState.errors.email?.message}
              {...form.register('email')}
            />
            <PasswordField
              label={t.login.password}
              autoComplete="current-password"
              error={form.formState.errors.password?.message}
              {...form.register('password')}
            />
            <div className="flex justify-end">
              <Link to="/forgot-password" className="text-sm font-medium text-brand-700 hover:underline">
                {t.login.forgot}
              </Link>
            </div>
            <Button type="submit" className="w-full" loading={form.formState.isSubmitting} disabled={!!suspended}>
              {t.login.submit}
            </Button>
          </form>
        )}
      </Card>
      <LanguageSwitch className="mt-4" />
    </PageMain>
  );
}
