import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, KeyRound, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { ApiError } from '../../platform/api';
import { t } from '../../platform/messages';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Field';
import { requestPasswordReset } from './api';
import { AuthScreen } from '../auth';
import { focusResult, pageHeading } from '../../ui/focus-result';
import { useDocumentTitle } from '../../platform/document-title';

const m = t.forgotPassword;
const schema = z.object({ email: z.string().trim().min(1, m.emailRequired).pipe(z.email(m.emailInvalid)) });

/** Product §2 /forgot-password: one e-mail field; then an e-mail-sent card with tips and a way back. */
export function ForgotPasswordPage() {
  useDocumentTitle(m.title);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { email: '' } });
  const email = form.watch('email');

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await requestPasswordReset(values.email);
      setSentTo(values.email);
      focusResult(pageHeading); // the sent card replaces the form: its heading is the result
    } catch (error) {
      // Server text when there is one ('Sunucu hatası oluştu' when the network failed), else 'Bir hata oluştu'.
      setFailure(error instanceof ApiError ? error.message : m.failed);
    }
  });

  const backToLogin = (
    <Link to="/login" className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline">
      <ArrowLeft className="size-4" aria-hidden />
      {m.backToLogin}
    </Link>
  );

  if (sentTo) {
    return (
      <AuthScreen icon={<MailCheck className="size-7" aria-hidden />} title={m.sentTitle} subtitle={m.sentBody(sentTo)}>
        <div className="rounded-lg border border-sky-200 bg-sky-50 p-4 text-sm text-sky-900">
          <p className="font-medium">{m.tipsTitle}</p>
          <ol className="mt-2 list-decimal space-y-1 pl-5">
            {m.tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ol>
        </div>
        <div className="mt-6 text-center">{backToLogin}</div>
      </AuthScreen>
    );
  }

  return (
    <AuthScreen icon={<KeyRound className="size-7" aria-hidden />} title={m.title} subtitle={m.subtitle}>
      {failure && (
        <Alert tone="error" title={m.requestFailed} className="mb-4">
          {failure}
        </Alert>
      )}
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField
          label={m.email}
          type="email"
          autoComplete="email"
          placeholder={t.login.emailPlaceholder}
          error={form.formState.errors.email?.message}
          {...form.register('email')}
        />
        <Button type="submit" className="w-full" loading={form.formState.isSubmitting} disabled={email.trim() === ''}>
          {m.submit}
        </Button>
      </form>
      <div className="mt-6 text-center">{backToLogin}</div>
    </AuthScreen>
  );
}
