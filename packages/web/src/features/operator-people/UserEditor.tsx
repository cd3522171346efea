import { formatDays } from '@paydos/domain';
import { useState, type KeyboardEvent } from 'react';
import { t } from '../../platform/messages';
import { Button } from '../../ui/Button';
import { inputClass } from '../../ui/Field';
import { Td } from '../../ui/Table';
import { cn } from '../../ui/cn';
import { ROLE_CHOICES, type OperatorUser, type UserInput } from './api';

const m = t.operatorPeople;

/**
 * A user in edit mode: the row's cells become inputs, with save and cancel; on a phone (`card`) the same
 * inputs stacked in the user's card. Escape cancels.
 */
export function UserEditor({
  user,
  busy,
  layout,
  onSave,
  onCancel,
}: {
  user: OperatorUser;
  busy: boolean;
  layout: 'row' | 'card';
  onSave: (input: UserInput) => void;
  onCancel: () => void;
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
      className={cn(inputClass, 'h-9 min-w-28')}
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
    <select
      aria-label={m.role}
      value={values.role}
      onChange={(e) => set({ role: e.target.value as OperatorUser['role'] })}
      className={cn(inputClass, 'h-9 min-w-28')}
    >
      {ROLE_CHOICES.map((r) => (
        <option key={r} value={r}>
          {t.roles[r]}
        </option>
      ))}
    </select>
  );
  const work = (
    <div className="grid gap-2">
      {input('position', m.position)}
      {input('department', m.department)}
    </div>
  );
  const status = (
    <select
      aria-label={m.status}
      value={values.isActive ? 'true' : 'false'}
      onChange={(e) => set({ isActive: e.target.value === 'true' })}
      className={cn(inputClass, 'h-9 min-w-28')}
    >
      <option value="true">{m.active}</option>
      <option value="false">{m.inactive}</option>
    </select>
  );
  const balance = m.balanceValue(formatDays(user.usedLeaveDays), formatDays(user.annualLeaveDays));
  const buttons = (
    <>
      <Button size="sm" loading={busy} onClick={submit}>
        {m.save}
      </Button>
      <Button size="sm" variant="secondary" onClick={onCancel}>
        {m.cancel}
      </Button>
    </>
  );
  const cancelOnEscape = (e: KeyboardEvent) => e.key === 'Escape' && onCancel();

  if (layout === 'card') {
    return (
      <li
        data-testid="operator-user-editing"
        className="space-y-2 bg-brand-50/40 px-4 py-4 text-sm"
        onKeyDown={cancelOnEscape}
      >
        {names}
        <div className="grid grid-cols-2 gap-2">
          {role}
          {status}
        </div>
        {work}
        <p className="tabular-nums text-muted">
          {balance} <span className="text-xs">{m.balanceHint}</span>
        </p>
        <div className="flex justify-end gap-2">{buttons}</div>
      </li>
    );
  }
  return (
    <tr data-testid="operator-user-editing" className="bg-brand-50/40" onKeyDown={cancelOnEscape}>
      <Td className="min-w-64">{names}</Td>
      <Td>{role}</Td>
      <Td>{work}</Td>
      <Td>{status}</Td>
      <Td className="tabular-nums whitespace-nowrap text-muted">{balance}</Td>
      <Td>
        <div className="grid justify-end gap-1">{buttons}</div>
      </Td>
    </tr>
  );
}
