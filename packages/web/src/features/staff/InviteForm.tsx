import { zodResolver } from '@hookform/resolvers/zod';
import { isCalendarDate, istanbulToday, TEXT_LIMITS } from '@paydos/domain';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { ApiError } from '../../platform/api';
import { dateRefusal } from '../../platform/date-refusal';
import { emailText, limitedText } from '../../platform/form-fields';
import { t } from '../../platform/messages';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card, CardHeader } from '../../ui/Card';
import { DateField } from '../../ui/DateField';
import { TextField } from '../../ui/Field';
import { useToast } from '../../ui/Toast';
import { useInvite } from './api';

const m = t.staff;

/** Product §5 invite form; the role is always EMPLOYEE from this form. */
const schema = z.object({
  firstName: limitedText(m.firstName, TEXT_LIMITS.name, m.firstNameRequired),
  lastName: limitedText(m.lastName, TEXT_LIMITS.name, m.lastNameRequired),
  email: emailText(m.emailRequired, m.emailInvalid),
  startDate: z
    .string()
    .refine((d) => !d || isCalendarDate(d), dateRefusal('invalidDate'))
    .refine((d) => !isCalendarDate(d) || d <= istanbulToday(new Date()), m.startDateInFuture),
});
type Values = z.infer<typeof schema>;

export function InviteForm() {
  const toast = useToast();
  const invite = useInvite();
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { firstName: '', lastName: '', email: '', startDate: '' },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    try {
      await invite.mutateAsync({ ...values, startDate: values.startDate || undefined, role: 'EMPLOYEE' });
      toast(m.inviteSent);
      form.reset();
    } catch (error) {
      // Field errors from the server land under their field; the rest shows in the alert.
      const fields = error instanceof ApiError ? error.fields : undefined;
      for (const [name, message] of Object.entries(fields ?? {})) {
        if (name in form.getValues()) form.setError(name as keyof Values, { message });
      }
    }
  });
  return (
    <Card>
      <CardHeader title={m.inviteTitle} description={m.inviteDescription} />
      <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4 p-5 sm:grid-cols-2 lg:grid-cols-4">
        {invite.isError && (
          <Alert tone="error" title={m.inviteFailed} className="sm:col-span-2 lg:col-span-4">
            {invite.error.message}
          </Alert>
        )}
        <TextField
          label={m.firstName}
          autoComplete="off"
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <TextField
          label={m.lastName}
          autoComplete="off"
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
        <TextField
          label={m.email}
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <Controller
          control={form.control}
          name="startDate"
          render={({ field }) => (
            <DateField
              {...field}
              label={m.startDate}
              max={istanbulToday(new Date())}
              yearNavigation
              hint={m.startDateHint}
              error={errors.startDate?.message}
            />
          )}
        />
        <div className="sm:col-span-2 lg:col-span-4">
          <Button type="submit" loading={invite.isPending}>
            {m.inviteSubmit}
          </Button>
        </div>
      </form>
    </Card>
  );
}
