import { zodResolver } from '@hookform/resolvers/zod';
import { isCalendarDate } from '@paydos/domain';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { dateRefusal } from '../../platform/date-refusal';
import { limitedText } from '../../platform/form-fields';
import { t } from '../../platform/messages';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { DateField } from '../../ui/DateField';
import { TextField } from '../../ui/Field';
import { useToast } from '../../ui/Toast';
import { useAddAdjustment } from './api';

const m = t.ledger;

/** "1,5" and "1.5" both read as 1.5: Turkish users type a decimal comma. */
const parseDays = (value: string) => Number(value.trim().replace(',', '.'));

const schema = z.object({
  days: z
    .string()
    .trim()
    .min(1, m.daysRequired)
    .refine((v) => Number.isFinite(parseDays(v)), m.daysHalf)
    .refine((v) => parseDays(v) !== 0, m.daysNonZero)
    .refine((v) => Number.isInteger(parseDays(v) * 2), m.daysHalf),
  // The server's limit (the contract's `adjustmentBody`), refused here with a message naming the field.
  reason: limitedText(m.adjustReason, 500, m.reasonRequired),
  effectiveDate: z.string().refine((d) => !d || isCalendarDate(d), dateRefusal('invalidDate')),
});
type Values = z.infer<typeof schema>;

export function AdjustmentDialog({
  employeeId,
  open,
  onOpenChange,
}: {
  employeeId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const toast = useToast();
  const mutation = useAddAdjustment(employeeId);
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { days: '', reason: '', effectiveDate: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    await mutation.mutateAsync({
      days: parseDays(values.days),
      reason: values.reason,
      ...(values.effectiveDate ? { effectiveDate: values.effectiveDate } : {}),
    });
    toast(m.adjustSaved);
    form.reset();
    onOpenChange(false);
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={m.adjustTitle} description={m.adjustDescription}>
      <form onSubmit={(e) => void submit(e).catch(() => undefined)} className="space-y-3" noValidate>
        {mutation.isError && <Alert tone="error">{mutation.error.message || m.adjustFailed}</Alert>}
        <TextField
          label={m.adjustDays}
          inputMode="decimal"
          error={form.formState.errors.days?.message}
          {...form.register('days')}
        />
        <TextField label={m.adjustReason} error={form.formState.errors.reason?.message} {...form.register('reason')} />
        <Controller
          control={form.control}
          name="effectiveDate"
          render={({ field, fieldState }) => (
            <DateField {...field} label={m.adjustDate} error={fieldState.error?.message} />
          )}
        />
        <div className="flex justify-end gap-2 pt-2">
          <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
            {t.common.cancel}
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {m.adjustSubmit}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
