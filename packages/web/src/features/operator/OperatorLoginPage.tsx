import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import { z } from 'zod';
import { ApiError } from '../../platform/api';
import { t } from '../../platform/messages';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { PasswordField, TextField } from '../../ui/Field';
import { useOperatorLogin } from './api';
import { useOperatorAuth } from './OperatorAuthProvider';
import { useDocumentTitle } from '../../platform/document-title';
import { PageMain } from '../../ui/PageMain';
import { LanguageSwitch } from '../language';

const schema = z.object({
  username: z.string().trim().min(1, t.operatorLogin.usernameRequired),
  password: z.string().min(1, t.operatorLogin.passwordRequired),
});
type OperatorLoginForm = z.infer<typeof schema>;

export function OperatorLoginPage() {
  useDocumentTitle(t.operatorLogin.title);
  const { status, signIn } = useOperatorAuth();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const login = useOperatorLogin();
  const form = useForm<OperatorLoginForm>({
    resolver: zodResolver(schema),
    defaultValues: { username: '', password: '' },
  });
  if (status === 'authenticated') return <Navigate to="/analytics" replace />;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const result = await login.mutateAsync(values);
      signIn(result.token, result.superAdmin);
      void navigate('/analytics', { replace: true });
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t.operatorLogin.failed);
    }
  });

  return (
    <PageMain className="flex min-h-dvh flex-col items-center justify-center bg-slate-900 p-4">
      <Card className="w-full max-w-sm p-6 sm:p-8">
        <div className="mb-6 text-center">
          <div className="mx-auto flex size-14 items-center justify-center rounded-xl bg-slate-900 text-white">
            <ShieldCheck className="size-7" aria-hidden />
          </div>
          <h1 className="mt-4 text-xl font-semibold">{t.operatorLogin.title}</h1>
          <p className="mt-1 text-sm text-muted">{t.operatorLogin.subtitle}</p>
        </div>
        {failure && (
          <Alert tone="error" className="mb-4">
            {failure}
          </Alert>
        )}
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <TextField
            label={t.operatorLogin.username}
            autoComplete="username"
            error={form.formState.errors.username?.message}
            {...form.register('username')}
          />
          <PasswordField
            label={t.operatorLogin.password}
            autoComplete="current-password"
            error={form.formState.errors.password?.message}
            {...form.register('password')}
          />
          <Button type="submit" className="w-full" loading={form.formState.isSubmitting}>
            {t.operatorLogin.submit}
          </Button>
        </form>
      </Card>
      <LanguageSwitch tone="dark" className="mt-4" />
    </PageMain>
  );
}
