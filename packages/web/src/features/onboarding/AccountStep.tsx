import { normalizeSubdomain, subdomainFromName } from '@paydos/domain';
import type { UseFormReturn } from 'react-hook-form';
import { t } from '../../platform/messages';
import { PasswordField, TextField } from '../../ui/Field';
import { AvailabilityNote } from './AvailabilityNote';
import type { Availability } from './use-availability';
import type { AccountForm } from './wizard-schema';

const a = t.onboarding.account;

interface Props {
  form: UseFormReturn<AccountForm>;
  emailState: Availability;
  subdomainState: Availability;
  subdomainTouched: boolean;
  onSubdomainTouched(): void;
  siteAddress(subdomain: string): string;
}

/** Step 1: the admin's account and the company; the subdomain follows the company name until edited. */
export function AccountStep({
  form,
  emailState,
  subdomainState,
  subdomainTouched,
  onSubdomainTouched,
  siteAddress,
}: Props) {
  const { register, formState, setValue, watch } = form;
  const errors = formState.errors;
  const subdomain = watch('subdomain');
  const companyName = register('companyName');
  const subdomainField = register('subdomain');
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <TextField
        label={a.firstName}
        autoComplete="given-name"
        error={errors.firstName?.message}
        {...register('firstName')}
      />
      <TextField
        label={a.lastName}
        autoComplete="family-name"
        error={errors.lastName?.message}
        {...register('lastName')}
      />
      <div className="space-y-1.5">
        <TextField
          label={a.email}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        {!errors.email && <AvailabilityNote kind="email" state={emailState} />}
      </div>
      <TextField
        label={a.phone}
        type="tel"
        autoComplete="tel"
        maxLength={17}
        placeholder={a.phonePlaceholder}
        error={errors.phone?.message}
        {...register('phone')}
      />
      <PasswordField
        label={a.password}
        autoComplete="new-password"
        hint={a.passwordHint}
        error={errors.password?.message}
        className="sm:col-span-2"
        {...register('password')}
      />
      <TextField
        label={a.companyName}
        autoComplete="organization"
        error={errors.companyName?.message}
        {...companyName}
        onChange={(event) => {
          void companyName.onChange(event);
          if (!subdomainTouched)
            setValue('subdomain', subdomainFromName(event.target.value), { shouldValidate: true, shouldDirty: true });
        }}
      />
      <div className="space-y-1.5">
        <TextField
          label={a.subdomain}
          autoCapitalize="none"
          spellCheck={false}
          error={errors.subdomain?.message}
          hint={subdomain ? a.subdomainHint(siteAddress(subdomain)) : undefined}
          {...subdomainField}
          onChange={(event) => {
            onSubdomainTouched();
            // The domain's one rule: 'Şirket Adı!' becomes 'sirketadi' as it is typed (Turkish letters transliterated).
            event.target.value = normalizeSubdomain(event.target.value);
            void subdomainField.onChange(event);
          }}
        />
        {!errors.subdomain && <AvailabilityNote kind="subdomain" state={subdomainState} />}
      </div>
    </div>
  );
}
