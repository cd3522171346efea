import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ApiError, failureMessage } from '../../platform/api';
import { t } from '../../platform/messages';
import { leaveRecordMessages } from '../../platform/messages/leave-record';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Field';
import { useToast } from '../../ui/Toast';
import { useSetRegistryNumber } from './api';

const m = leaveRecordMessages.leaveRecord;

/** The server's rule (contract `registryNumberBody`): up to 30 letters, digits, spaces and "-", "/", "."; empty clears it. */
const schema = z.object({
  registryNumber: z
    .string()
    .trim()
    .max(30, m.registryInvalid)
    .regex(/^[\p{L}\p{N} ./-]*$/u, m.registryInvalid),
});
type Values = z.infer<typeof schema>;

/**
 * A person's registry number (sicil no) on the employee page: the leave record of Yönetmelik md. 20
 * carries it (docs/leave-rules.md section 12). An ADMIN edits it in place; a number another person
 * has is the server's 409, shown under the field.
 */
export function RegistryNumber({
  employeeId,
  value,
  canEdit,
}: {
  employeeId: string;
  value: string | null;
  canEdit: boolean;
}) {
  const [editing, setEditing] = useState(false);
  if (!editing) {
    return (
      <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className={value ? 'text-ink' : 'text-muted italic'}>{value ?? t.profile.notGiven}</span>
        {canEdit && (
          <Button variant="ghost" size="sm" className="-my-1.5" onClick={() => setEditing(true)}>
            <Pencil className="size-3.5" aria-hidden />
            {m.registryEdit}
            <span className="sr-only"> ({m.registryEditWhat})</span>
          </Button>
        )}
      </span>
    );
  }
  return <RegistryNumberForm employeeId={employeeId} value={value} onDone={() => setEditing(false)} />;
}

function RegistryNumberForm({
  employeeId,
  value,
  onDone,
}: {
  employeeId: string;
  value: string | null;
  onDone: () => void;
}) {
  const toast = useToast();
  const save = useSetRegistryNumber(employeeId);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { registryNumber: value ?? '' } });
  const submit = form.handleSubmit(async ({ registryNumber }) => {
    try {
      const answer = await save.mutateAsync(registryNumber);
      toast(answer.message);
      onDone();
    } catch (error) {
      // A duplicate (409) or a refused value (400) belongs to the field; anything else to the toast.
      const onField =
        error instanceof ApiError && (error.status === 409 ? error.message : error.fields?.registryNumber);
      if (onField) form.setError('registryNumber', { message: onField });
      else toast(failureMessage(error, m.registryFailed), 'error');
    }
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-wrap items-start gap-2">
      <TextField
        label={m.registryNumber}
        labelHidden
        autoFocus
        autoComplete="off"
        className="w-full max-w-56"
        hint={m.registryHint}
        error={form.formState.errors.registryNumber?.message}
        {...form.register('registryNumber')}
      />
      <div className="flex gap-2">
        <Button type="submit" size="md" loading={save.isPending}>
          {t.common.save}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          {t.common.cancel}
        </Button>
      </div>
    </form>
  );
}
