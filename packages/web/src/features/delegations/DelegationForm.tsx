import { zodResolver } from '@hookform/resolvers/zod';
import { istanbulToday } from '@paydos/domain';
import { Controller, useController, useForm } from 'react-hook-form';
import { z } from 'zod';
import { ApiError, failureMessage } from '../../platform/api';
import { t } from '../../platform/messages';
import { delegationsMessages } from '../../platform/messages/delegations';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { DateRangeField } from '../../ui/DateRangeField';
import { PersonPicker } from '../../ui/PersonPicker';
import { useToast } from '../../ui/Toast';
import { useCurrentUser } from '../auth';
import { searchApprovers, useCreateDelegation } from './api';

const m = delegationsMessages.delegations;

/** The contract's rules (createDelegationBody) before sending: a delegate, both dates or none. */
const schema = z
  .object({
    approverId: z.string(),
    delegateId: z.string().min(1, m.delegateRequired),
    startDate: z.string(),
    endDate: z.string(),
  })
  .refine((values) => !values.startDate === !values.endDate, { message: m.datesTogether, path: ['endDate'] });
type Values = z.infer<typeof schema>;
const FIELDS = ['approverId', 'delegateId', 'startDate', 'endDate'] as const;

/**
 * Adds one of my delegates (issue 23 item 4): a Müdür or Yönetici colleague (docs/approval-rules.md
 * §3), and a period or none (while I am on approved leave). An ADMIN may name another approver
 * whose delegate it is (a Müdür who went on leave without setting one).
 */
export function DelegationForm({ onDone }: { onDone: (saved: boolean) => void }) {
  const forOthers = useCurrentUser().role === 'ADMIN';
  const create = useCreateDelegation();
  const toast = useToast();
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { approverId: '', delegateId: '', startDate: '', endDate: '' },
  });
  const errors = form.formState.errors;
  const start = useController({ control: form.control, name: 'startDate' }).field;
  const end = useController({ control: form.control, name: 'endDate' }).field;

  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await create.mutateAsync({
        ...(values.approverId ? { approverId: values.approverId } : {}),
        delegateId: values.delegateId,
        startDate: values.startDate || null,
        endDate: values.endDate || null,
      });
      toast(result.message);
      onDone(true);
    } catch (failure) {
      const fields = failure instanceof ApiError ? failure.fields : undefined;
      for (const [name, message] of Object.entries(fields ?? {}))
        if ((FIELDS as readonly string[]).includes(name)) form.setError(name as (typeof FIELDS)[number], { message });
    }
  });
  const failedWithoutField = create.isError && !(create.error instanceof ApiError && create.error.fields);

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={m.addTitle}
      className="grid grid-cols-1 gap-4 rounded-lg border border-line p-4"
    >
      {failedWithoutField && <Alert tone="error">{failureMessage(create.error, m.saveFailed)}</Alert>}
      {forOthers && (
        <Controller
          control={form.control}
          name="approverId"
          render={({ field }) => (
            <PersonPicker
              {...field}
              label={m.approver}
              hint={m.approverHint}
              placeholder={delegationsMessages.substitute.placeholder}
              fetcher={searchApprovers}
              error={errors.approverId?.message}
            />
          )}
        />
      )}
      <Controller
        control={form.control}
        name="delegateId"
        render={({ field }) => (
          <PersonPicker
            {...field}
            label={m.delegate}
            placeholder={delegationsMessages.substitute.placeholder}
            fetcher={searchApprovers}
            error={errors.delegateId?.message}
          />
        )}
      />
      <div className="space-y-2">
        <DateRangeField
          start={{ ...start, label: m.startDate, error: errors.startDate?.message }}
          end={{ ...end, label: m.endDate, error: errors.endDate?.message }}
          min={istanbulToday(new Date())}
        />
        <p className="text-sm text-muted">{m.datesHint}</p>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="secondary" onClick={() => onDone(false)}>
          {t.common.cancel}
        </Button>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {m.save}
        </Button>
      </div>
    </form>
  );
}
