import { useState } from 'react';
import { t } from '../../platform/messages';
import { inputClass, SelectField } from '../../ui/Field';
import { cn } from '../../ui/cn';
import { ROLE_CHOICES, type OperatorUser, type UserInput } from './api';
import { EditingRow, type EditorFrame } from './EditableRows';
import { formatDays } from '../../platform/format-numbers';

const m = t.operatorPeople;

/** A user in edit mode (EditingRow): names and e-mail, role, work, active or not; the balance stays as it is. */
export function UserEditor({
  user,
  frame,
  onSave,
}: {
  user: OperatorUser;
  frame: EditorFrame;
  onSave: (input: UserInput) => void;
}) {
  const [values, setValues] = useState({
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
    position: user.position ?? '',
    department: user.department ?? '',
    isActive: user.isActive,
  });
  const set = (patch: Partial<typeof values>) => setValues((v) => ({ ...v, ...patch }));
  const input = (name: 'firstName' | 'lastName' | 'email' | 'position' | 'department', label: string) => (
    <input
      aria-label={label}
      placeholder={label}
      name={name}
      value={values[name]}
      onChange={(e) => set({ [name]: e.target.value })}
      className={cn(inputClass, 'min-w-28')}
    />
  );
  const submit = () =>
    onSave({ ...values, position: values.position.trim() || null, department: values.department.trim() || null });

  const names = (
    <div className="grid grid-cols-2 gap-2">
      {input('firstName', m.firstName)}
      {input('lastName', m.lastName)}
      <div className="col-span-2">{input('email', m.email)}</div>
    </div>
  );
  const role = (
    <SelectField
      labelHidden
      label={m.role}
      value={values.role}
      onChange={(e) => set({ role: e.target.value as OperatorUser['role'] })}
      className="min-w-28"
    >
      {ROLE_CHOICES.map((r) => (
        <option key={r} value={r}>
          {t.roles[r]}
        </option>
      ))}
    </SelectField>
  );
  const work = (
    <div className="grid gap-2">
      {input('position', m.position)}
      {input('department', m.department)}
    </div>
  );
  const status = (
    <SelectField
      labelHidden
      label={m.status}
      value={values.isActive ? 'true' : 'false'}
      onChange={(e) => set({ isActive: e.target.value === 'true' })}
      className="min-w-28"
    >
      <option value="true">{m.active}</option>
      <option value="false">{m.inactive}</option>
    </SelectField>
  );
  const balance = m.balanceValue(formatDays(user.usedLeaveDays), formatDays(user.annualLeaveDays));
  return (
    <EditingRow
      {...frame}
      testId="operator-user-editing"
      onSave={submit}
      cells={[
        { content: names, className: 'min-w-64' },
        { content: role },
        { content: work },
        { content: status },
        { content: balance, className: 'tabular-nums whitespace-nowrap text-muted' },
      ]}
      card={
        <>
          {names}
          <div className="grid grid-cols-2 gap-2">
            {role}
            {status}
          </div>
          {work}
          <p className="tabular-nums text-muted">
            {balance} <span className="text-xs">{m.balanceHint}</span>
          </p>
        </>
      }
    />
  );
}
