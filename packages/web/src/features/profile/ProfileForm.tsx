import { zodResolver } from '@hookform/resolvers/zod';
import { isCalendarDate, istanbulToday, TEXT_LIMITS } from '@paydos/domain';
import { useController, useForm } from 'react-hook-form';
import { z } from 'zod';
import { ApiError } from '../../platform/api';
import { dateRefusal } from '../../platform/date-refusal';
import { limitedText, nationalIdText, phoneText } from '../../platform/form-fields';
import { t } from '../../platform/messages';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Field';
import { PersonFields } from '../../ui/PersonFields';
import { useToast } from '../../ui/Toast';
import { useUpdateProfile, type Profile } from './api';

const m = t.profile;
const schema = z.object({
  firstName: limitedText(m.firstName, TEXT_LIMITS.name, m.firstNameRequired),
  lastName: limitedText(m.lastName, TEXT_LIMITS.name, m.lastNameRequired),
  phone: phoneText(m.phone),
  birthDate: z
    .string()
    .refine((d) => !d || isCalendarDate(d), dateRefusal('invalidDate'))
    .refine((d) => !isCalendarDate(d) || d <= istanbulToday(new Date()), m.birthDateInFuture),
  nationalId: nationalIdText(),
  address: limitedText(m.address, TEXT_LIMITS.address),
  emergencyContact: limitedText(m.emergencyContact, TEXT_LIMITS.short),
  emergencyPhone: phoneText(m.emergencyPhone),
  position: limitedText(m.position, TEXT_LIMITS.name),
  department: limitedText(m.department, TEXT_LIMITS.name),
});
type Values = z.infer<typeof schema>;
const orNull = (v: string) => (v.trim() ? v.trim() : null);

/** Personal details for everyone; position and department only for an ADMIN (the server enforces it). */
export function ProfileForm({ profile, onDone }: { profile: Profile; onDone: () => void }) {
  const toast = useToast();
  const update = useUpdateProfile();
  const isAdmin = profile.role === 'ADMIN';
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      phone: profile.phone ?? '',
      birthDate: profile.birthDate ?? '',
      nationalId: profile.nationalId ?? '',
      address: profile.address ?? '',
      emergencyContact: profile.emergencyContact ?? '',
      emergencyPhone: profile.emergencyPhone ?? '',
      position: profile.position ?? '',
      department: profile.department ?? '',
    },
  });
  const errors = form.formState.errors;
  const birthDate = useController({ control: form.control, name: 'birthDate' }).field;
  const submit = form.handleSubmit(async (v) => {
    try {
      await update.mutateAsync({
        firstName: v.firstName,
        lastName: v.lastName,
        phone: orNull(v.phone),
        birthDate: orNull(v.birthDate),
        nationalId: orNull(v.nationalId),
        address: orNull(v.address),
        emergencyContact: orNull(v.emergencyContact),
        emergencyPhone: orNull(v.emergencyPhone),
        ...(isAdmin ? { position: orNull(v.position), department: orNull(v.department) } : {}),
      });
      toast(m.saved);
      onDone();
    } catch (error) {
      for (const [name, message] of Object.entries(error instanceof ApiError ? (error.fields ?? {}) : {})) {
        if (name in v) form.setError(name as keyof Values, { message });
      }
    }
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4 p-5 sm:grid-cols-2">
      {update.isError && (
        <Alert tone="error" title={m.saveFailed} className="sm:col-span-2">
          {update.error.message}
        </Alert>
      )}
      <TextField
        label={m.firstName}
        autoComplete="given-name"
        error={errors.firstName?.message}
        {...form.register('firstName')}
      />
      <TextField
        label={m.lastName}
        autoComplete="family-name"
        error={errors.lastName?.message}
        {...form.register('lastName')}
      />
      <PersonFields labels={m} register={form.register} birthDate={birthDate} errors={errors} />
      {isAdmin && (
        <>
          <TextField label={m.position} error={errors.position?.message} {...form.register('position')} />
          <TextField label={m.department} error={errors.department?.message} {...form.register('department')} />
        </>
      )}
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit" loading={update.isPending}>
          {t.common.save}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          {t.common.cancel}
        </Button>
      </div>
    </form>
  );
}
