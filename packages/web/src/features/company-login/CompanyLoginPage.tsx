import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowRight, Building2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { normalizeSubdomain } from '@paydos/domain';
import { ApiError } from '../../platform/api';
import { withVisitorLanguage } from '../../platform/language';
import { t } from '../../platform/messages';
import { originOf, useSite } from '../../platform/site';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Field';
import { useDocumentTitle } from '../../platform/document-title';
import { AuthScreen } from '../auth';
import { useCheckOrganization } from './api';

const c = t.companyLogin;
const schema = z.object({
  subdomain: z
    .string()
    .trim()
    .min(1, c.subdomainRequired)
    .regex(/^[a-zA-Z0-9-]+$/, c.subdomainInvalid)
    .min(2, c.subdomainTooShort),
});
type Form = z.infer<typeof schema>;

/** The main site's /login (product §2): asks the company's subdomain, checks it, then goes to its login page. */
export function CompanyLoginPage() {
  useDocumentTitle(c.title);
  const { baseDomain } = useSite();
  const [failure, setFailure] = useState<string | null>(null);
  const check = useCheckOrganization();
  const form = useForm<Form>({ resolver: zodResolver(schema), defaultValues: { subdomain: '' } });
  const subdomain = form.watch('subdomain').trim().toLowerCase();
  const subdomainField = form.register('subdomain');
  const suffix = `.${originOf({ kind: 'main' }, baseDomain).replace(/^https?:\/\//, '')}`;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    const sub = values.subdomain.toLowerCase();
    // Another origin, another storage: a visitor's language choice goes along in the address (issue 26).
    const target = withVisitorLanguage(`${originOf({ kind: 'organization', subdomain: sub }, baseDomain)}/login`);
    try {
      await check.mutateAsync(sub);
      window.location.assign(target);
    } catch (error) {
      // An expired trial (402) or a suspended company (403) is still a known company: its login page explains why (product §8).
      if (error instanceof ApiError && (error.status === 402 || error.status === 403)) window.location.assign(target);
      else setFailure(error instanceof ApiError && error.status === 404 ? c.notFound : c.failed);
    }
  });

  return (
    <AuthScreen
      brand
      icon={<Building2 className="size-7" aria-hidden />}
      title={c.title}
      subtitle={c.subtitle}
      after={
        <Link to="/" className="mt-6 text-sm text-muted hover:text-ink">
          {t.common.backHome}
        </Link>
      }
    >
      {failure && (
        <Alert tone="error" className="mb-4">
          {failure}
        </Alert>
      )}
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField
          label={c.subdomain}
          autoCapitalize="none"
          spellCheck={false}
          placeholder="sirketiniz"
          error={form.formState.errors.subdomain?.message}
          hint={subdomain ? `${subdomain}${suffix}` : undefined}
          {...subdomainField}
          onChange={(event) => {
            // The domain's one rule for a typed subdomain: 'Şirket Adı' becomes 'sirketadi' (issue 21).
            event.target.value = normalizeSubdomain(event.target.value);
            void subdomainField.onChange(event);
          }}
        />
        <Button type="submit" className="w-full" loading={form.formState.isSubmitting}>
          {c.submit}
          <ArrowRight className="size-4" aria-hidden />
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-muted">
        {c.noAccount}{' '}
        <Link to="/onboarding" className="font-medium text-brand-700 hover:underline">
          {c.startTrial}
        </Link>
      </p>
    </AuthScreen>
  );
}
