import { LEAVE_REASON_MAX_LENGTH } from '@paydos/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { limitedText } from '../../platform/form-fields';
import { Alert } from '../../ui/Alert';
import { ConfirmDialog } from '../../ui/Dialog';
import { TextAreaField } from '../../ui/Field';

/**
 * Reject and cancel: an optional reason (the server fills the spec's default when empty); approve: an
 * optional note for the next step and the requester (issue 23, `tone="primary"`).
 */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  label,
  placeholder,
  confirmLabel,
  onConfirm,
  busy,
  error,
  tone = 'danger',
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  label: string;
  placeholder: string;
  confirmLabel: string;
  onConfirm: (reason: string | undefined) => void;
  busy: boolean;
  error?: string | null;
  tone?: 'primary' | 'danger';
}) {
  const form = useForm({
    resolver: zodResolver(z.object({ reason: limitedText(label, LEAVE_REASON_MAX_LENGTH) })),
    defaultValues: { reason: '' },
  });
  const submit = form.handleSubmit(({ reason }) => onConfirm(reason || undefined));
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) form.reset();
        onOpenChange(next);
      }}
      title={title}
      description={description}
      tone={tone}
      confirmLabel={confirmLabel}
      busy={busy}
      onConfirm={() => void submit()}
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-3">
        {error && <Alert tone="error">{error}</Alert>}
        <TextAreaField
          label={label}
          placeholder={placeholder}
          maxLength={LEAVE_REASON_MAX_LENGTH}
          error={form.formState.errors.reason?.message}
          {...form.register('reason')}
        />
      </form>
    </ConfirmDialog>
  );
}
