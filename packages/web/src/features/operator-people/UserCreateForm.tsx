import { zodResolver } from '@hookform/resolvers/zod';
import { istanbulToday, ROLES, TEXT_LIMITS } from '@paydos/domain';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { emailText, limitedText } from '../../platform/form-fields';
import { t } from '../../platform/messages';
import { Button } from '../../ui/Button';
import { Card, CardHeader } from '../../ui/Card';
import { DateField } from '../../ui/DateField';
import { SelectField, TextField } from '../../ui/Field';
import { ROLE_CHOICES, useCreateUser } from './api';
import { useAnsweredCommand } from './use-row-actions';

const m = t.operatorPeople;

/** Product §5 operator new user: e-mail, first and last name required; role EMPLOYEE and active by default. */
const schema = z.object({
  firstName: limitedText(m.firstName, TEXT_LIMITS.name, m.userRequired),
  lastName: limitedText(m.lastName, TEXT_LIMITS.name, m.userRequired),
  email: emailText(m.userRequired, t.staff.emailInvalid),
  role: z.enum(ROLES),
  position: limitedText(m.position, TEXT_LIMITS.name),
  department: limitedText(m.department, TEXT_LIMITS.name),
  startDate: z.string(),
});
type Values = z.infer<typeof schema>;
const empty: Values = {
  firstName: '',
  lastName: '',
  email: '',
  role: 'EMPLOYEE',
  position: '',
  department: '',
  startDate: '',
};

export function UserCreateForm({ organizationId }: { organizationId: string }) {
  const create = useCreateUser(organizationId);
  const answered = useAnsweredCommand();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: empty });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    const input = {
      ...values,
      position: values.position.trim() || null,
      department: values.department.trim() || null,
      startDate: values.startDate || null,
    };
    if (await answered(() => create.mutateAsync(input), m.createFailed)) form.reset(empty);
  });
  return (
    <Card>
      <CardHeader title={m.newUser} description={m.newUserHint} />
      <form
        onSubmit={(e) => void submit(e)}
        noValidate
        className="grid grid-cols-1 gap-4 p-5 sm:grid-cols-2 lg:grid-cols-3"
      >
        <TextField label={m.firstName} error={errors.firstName?.message} {...form.register('firstName')} />
        <TextField label={m.lastName} error={errors.lastName?.message} {...form.register('lastName')} />
        <TextField label={m.email} type="email" error={errors.email?.message} {...form.register('email')} />
        <SelectField label={m.role} {...form.register('role')}>
          {ROLE_CHOICES.map((role) => (
            <option key={role} value={role}>
              {t.roles[role]}
            </option>
          ))}
        </SelectField>
        <TextField label={m.position} error={errors.position?.message} {...form.register('position')} />
        <TextField label={m.department} error={errors.department?.message} {...form.register('department')} />
        <Controller
          control={form.control}
          name="startDate"
          render={({ field }) => (
            <DateField {...field} label={m.startDate} max={istanbulToday(new Date())} yearNavigation />
          )}
        />
        <div className="flex items-end sm:col-span-2 lg:col-span-2 lg:justify-end">
          <Button type="submit" loading={create.isPending}>
            {m.createUser}
          </Button>
        </div>
      </form>
    </Card>
  );
}
