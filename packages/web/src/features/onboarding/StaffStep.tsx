import { zodResolver } from '@hookform/resolvers/zod';
import { istanbulToday } from '@paydos/domain';
import { Trash2, UserPlus } from 'lucide-react';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { t } from '../../platform/messages';
import { EmailAddress } from '../../ui/EmailAddress';
import { Button } from '../../ui/Button';
import { DateField } from '../../ui/DateField';
import { SelectField, TextField } from '../../ui/Field';
import { staffSchema, type StaffMember } from './wizard-schema';
import { formatDate } from '../../platform/format-dates';

const s = t.onboarding.staff;
const blank: StaffMember = {
  email: '',
  firstName: '',
  lastName: '',
  startDate: '',
  role: 'EMPLOYEE',
  department: '',
  position: '',
};

/** Step 2 (optional): people to invite; each is checked with the add-staff form's messages (product §5). */
export function StaffStep({
  staff,
  ownEmail,
  onChange,
}: {
  staff: StaffMember[];
  ownEmail: string;
  onChange(staff: StaffMember[]): void;
}) {
  const schema = useMemo(
    () => staffSchema({ taken: staff.map((m) => m.email.toLowerCase()), ownEmail }),
    [staff, ownEmail],
  );
  const form = useForm<StaffMember>({ resolver: zodResolver(schema), defaultValues: blank });
  const errors = form.formState.errors;
  const add = form.handleSubmit((member) => {
    onChange([...staff, { ...member, email: member.email.trim().toLowerCase() }]);
    form.reset(blank);
  });
  return (
    <div className="space-y-6">
      {/* A div, not a form: the wizard's own buttons must not submit it. */}
      <div
        className="grid gap-4 rounded-xl border border-line bg-canvas p-4 sm:grid-cols-2"
        onKeyDown={(e) => e.key === 'Enter' && (e.preventDefault(), void add())}
      >
        <TextField label={s.firstName} error={errors.firstName?.message} {...form.register('firstName')} />
        <TextField label={s.lastName} error={errors.lastName?.message} {...form.register('lastName')} />
        <TextField label={s.email} type="email" error={errors.email?.message} {...form.register('email')} />
        <Controller
          control={form.control}
          name="startDate"
          render={({ field }) => (
            <DateField
              {...field}
              label={s.startDate}
              max={istanbulToday(new Date())}
              yearNavigation
              error={errors.startDate?.message}
            />
          )}
        />
        <SelectField label={s.role} {...form.register('role')}>
          <option value="EMPLOYEE">{t.roles.EMPLOYEE}</option>
          <option value="MANAGER">{t.roles.MANAGER}</option>
          <option value="ADMIN">{t.roles.ADMIN}</option>
        </SelectField>
        <TextField label={`${s.department} ${s.optional}`} {...form.register('department')} />
        <TextField label={`${s.position} ${s.optional}`} {...form.register('position')} className="sm:col-span-2" />
        <div className="sm:col-span-2">
          <Button type="button" variant="secondary" onClick={() => void add()}>
            <UserPlus className="size-4" aria-hidden />
            {s.add}
          </Button>
        </div>
      </div>
      {staff.length === 0 ? (
        <p className="text-sm text-muted">{s.empty}</p>
      ) : (
        <div>
          <h3 className="mb-2 text-sm font-semibold text-ink">{s.listTitle(staff.length)}</h3>
          <ul
            className="divide-y divide-line rounded-xl border border-line bg-white"
            aria-label={s.listTitle(staff.length)}
          >
            {staff.map((member) => {
              const name = `${member.firstName} ${member.lastName}`;
              return (
                <li key={member.email} className="flex items-center justify-between gap-3 px-4 py-3">
                  <div className="min-w-0">
                    <p className="text-sm font-medium wrap-anywhere text-ink">{name}</p>
                    <p className="text-sm text-muted">
                      <EmailAddress address={member.email} /> · {t.roles[member.role]} · {formatDate(member.startDate)}
                    </p>
                  </div>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    aria-label={s.remove(name)}
                    onClick={() => onChange(staff.filter((m) => m !== member))}
                  >
                    <Trash2 className="size-4" aria-hidden />
                  </Button>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </div>
  );
}
