import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { t } from '../../platform/messages';
import { Alert } from '../../ui/Alert';
import { ConfirmDialog } from '../../ui/Dialog';
import { TextField } from '../../ui/Field';

const m = t.organizationDetail;

/** KVKK erasure asks the operator to type the subdomain; the button stays off until it matches (the server checks again). */
export function EraseOrganizationDialog({
  open,
  onOpenChange,
  name,
  subdomain,
  busy,
  error,
  onErase,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  name: string;
  subdomain: string;
  busy: boolean;
  error: string | null;
  onErase: (confirmSubdomain: string) => void;
}) {
  // The only rule is the match (no message: the button stays off until then); the server checks again.
  const schema = useMemo(
    () => z.object({ typed: z.string().refine((value) => value.trim().toLowerCase() === subdomain) }),
    [subdomain],
  );
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { typed: '' } });
  const typed = form.watch('typed');
  const matches = typed.trim().toLowerCase() === subdomain;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) form.reset();
        onOpenChange(next);
      }}
      title={m.eraseTitle}
      description={m.eraseConfirm(name)}
      tone="danger"
      confirmLabel={m.eraseButton}
      confirmDisabled={!matches}
      busy={busy}
      onConfirm={() => onErase(typed)}
    >
      <form onSubmit={form.handleSubmit((values) => onErase(values.typed))} className="space-y-3">
        <TextField
          label={m.eraseTypeLabel(subdomain)}
          {...form.register('typed')}
          autoComplete="off"
          spellCheck={false}
        />
        {error && <Alert tone="error">{error}</Alert>}
      </form>
    </ConfirmDialog>
  );
}
