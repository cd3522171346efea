import { zodResolver } from '@hookform/resolvers/zod';
import { isValidSubdomain, TENURE_BANDS } from '@paydos/domain';
import { ArrowLeft, ArrowRight, Home, Rocket } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { ApiError, failureMessage } from '../../platform/api';
import { t } from '../../platform/messages';
import { originOf, useSite } from '../../platform/site';
import { BrandLink } from '../../ui/BrandLink';
import { Alert } from '../../ui/Alert';
import { handoverUrl } from '../auth';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { LanguageSwitch } from '../language';
import { AccountStep } from './AccountStep';
import { completeOnboarding } from './api';
import { LeaveStep } from './LeaveStep';
import { StaffStep } from './StaffStep';
import { StartStep } from './StartStep';
import { Stepper } from './Stepper';
import { UploadStep } from './UploadStep';
import { useAvailability } from './use-availability';
import {
  accountSchema,
  defaultLeaveSettings,
  emptyAccount,
  leaveSettingsSchema,
  type AccountForm,
  type LeaveSettingsForm,
  type StaffMember,
} from './wizard-schema';
import { useDocumentTitle } from '../../platform/document-title';
import { PageMain } from '../../ui/PageMain';

const o = t.onboarding;
const STEP_COUNT = 5;

/** The 5-step sign-up wizard (product §2, §4, §5). Values live here, so going back keeps them. */
export function OnboardingPage() {
  useDocumentTitle(o.title);
  const { baseDomain } = useSite();
  const [step, setStep] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [recheck, setRecheck] = useState(0);
  const [subdomainTouched, setSubdomainTouched] = useState(false);
  const [staff, setStaff] = useState<StaffMember[]>([]);
  const [files, setFiles] = useState<File[]>([]);
  const form = useForm<AccountForm>({
    resolver: zodResolver(accountSchema),
    defaultValues: emptyAccount,
    mode: 'onChange',
  });
  const leaveForm = useForm<LeaveSettingsForm>({
    resolver: zodResolver(leaveSettingsSchema),
    defaultValues: defaultLeaveSettings,
    mode: 'onChange',
  });
  const workingDays = leaveForm.watch('workingDays');

  const email = form.watch('email').trim().toLowerCase();
  const subdomain = form.watch('subdomain');
  const emailState = useAvailability(
    'email',
    email,
    email.includes('@') && accountSchema.shape.email.safeParse(email).success,
    () => setError(o.availability.emailFailed),
    recheck,
  );
  const subdomainState = useAvailability(
    'subdomain',
    subdomain,
    subdomain.length >= 3 && isValidSubdomain(subdomain),
    () => setError(o.availability.subdomainFailed),
    recheck,
  );
  const siteAddress = (sub: string) =>
    originOf({ kind: 'organization', subdomain: sub }, baseDomain).replace(/^https?:\/\//, '');

  const stepValid =
    step === 1
      ? form.formState.isValid && emailState === 'available' && subdomainState === 'available'
      : step === 3
        ? leaveForm.formState.isValid
        : true;

  const go = (next: number) => {
    setError(null);
    setStep(next);
    window.scrollTo({ top: 0 });
  };

  const submit = async () => {
    setError(null);
    setSubmitting(true);
    const account = form.getValues();
    const { policy } = leaveForm.getValues();
    const payload = {
      ...account,
      email: account.email.trim().toLowerCase(),
      staffMembers: staff.map((m) => ({ ...m, department: m.department || null, position: m.position || null })),
      workingDays,
      leavePolicy: Object.fromEntries(TENURE_BANDS.map((band) => [band, Number(policy[band])])),
      skipHistoricalData: files.length === 0,
      startTrial: true,
    };
    try {
      const result = await completeOnboarding(payload, files);
      const { handoverCode, organization } = result.data;
      // Auto-login (product §4) without a token in the URL (issue 20): a one-time code in the fragment.
      window.location.assign(
        handoverUrl(originOf({ kind: 'organization', subdomain: organization.subdomain }, baseDomain), handoverCode),
      );
    } catch (failure) {
      console.error(failure);
      // A password the server finds too common (issue 20): back to step 1, the message on the field.
      const onPassword = failure instanceof ApiError ? failure.fields?.password : undefined;
      if (onPassword) {
        setSubmitting(false);
        go(1);
        form.setError('password', { message: onPassword });
        return;
      }
      setError(failureMessage(failure, o.start.failed));
      // The e-mail or subdomain was taken meanwhile: check both again so step 1 shows it.
      if (failure instanceof ApiError && failure.status === 409) setRecheck((n) => n + 1);
      setSubmitting(false);
    }
  };

  return (
    <div className="min-h-dvh bg-gradient-to-b from-brand-50 via-white to-white">
      <header className="mx-auto flex max-w-4xl items-center justify-between px-4 py-4">
        <BrandLink />
        <div className="flex items-center gap-3">
          {/* A reload drops what the wizard holds: the language is chosen on its first step, before the rest. */}
          {step === 1 && <LanguageSwitch />}
          <Link to="/" className="flex items-center gap-1.5 text-sm font-medium text-muted hover:text-ink">
            <Home className="size-4" aria-hidden />
            {o.home}
          </Link>
        </div>
      </header>
      <PageMain className="mx-auto max-w-4xl px-4 pb-16">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{o.title}</h1>
        <Stepper step={step} labels={o.steps} />
        <Card className="mt-6 p-5 sm:p-8">
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{o.stepOf(step, STEP_COUNT)}</p>
          <h2 className="mt-1 text-xl font-semibold">
            {[o.account.title, o.staff.title, o.leave.title, o.upload.title, o.start.title][step - 1]}
          </h2>
          <p className="mt-1 mb-6 text-sm text-muted">
            {[o.account.lead, o.staff.lead, o.leave.lead, o.upload.lead, o.start.lead][step - 1]}
          </p>
          {error && (
            <Alert tone="error" title={o.errorTitle} className="mb-6">
              {error}
            </Alert>
          )}
          {step === 1 && (
            <AccountStep
              form={form}
              emailState={emailState}
              subdomainState={subdomainState}
              subdomainTouched={subdomainTouched}
              onSubdomainTouched={() => setSubdomainTouched(true)}
              siteAddress={siteAddress}
            />
          )}
          {step === 2 && <StaffStep staff={staff} ownEmail={email} onChange={setStaff} />}
          {step === 3 && <LeaveStep form={leaveForm} />}
          {step === 4 && <UploadStep files={files} onChange={setFiles} />}
          {step === 5 && (
            <StartStep
              account={form.getValues()}
              address={siteAddress(subdomain)}
              staff={staff}
              workingDays={workingDays}
              files={files}
            />
          )}
          <div className="mt-8 flex items-center justify-between gap-3 border-t border-line pt-5">
            {step > 1 ? (
              <Button type="button" variant="secondary" onClick={() => go(step - 1)} disabled={submitting}>
                <ArrowLeft className="size-4" aria-hidden />
                {o.back}
              </Button>
            ) : (
              <span />
            )}
            {step < STEP_COUNT ? (
              <Button type="button" onClick={() => go(step + 1)} disabled={!stepValid}>
                {o.next}
                <ArrowRight className="size-4" aria-hidden />
              </Button>
            ) : (
              <Button type="button" onClick={() => void submit()} loading={submitting}>
                {!submitting && <Rocket className="size-4" aria-hidden />}
                {submitting ? o.start.submitting : o.start.submit}
              </Button>
            )}
          </div>
        </Card>
      </PageMain>
    </div>
  );
}
