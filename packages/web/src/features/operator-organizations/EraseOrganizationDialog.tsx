import { useState } from 'react';
import { t } from '../../platform/messages';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
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
  const [typed, setTyped] = useState('');
  const matches = typed.trim().toLowerCase() === subdomain;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setTyped('');
        onOpenChange(next);
      }}
      title={m.eraseTitle}
      description={m.eraseConfirm(name)}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t.common.cancel}
          </Button>
          <Button variant="danger" disabled={!matches} loading={busy} onClick={() => onErase(typed)}>
            {m.eraseButton}
          </Button>
        </>
      }
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (matches) onErase(typed);
        }}
        className="space-y-3"
      >
        <TextField
          label={m.eraseTypeLabel(subdomain)}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
        {error && <Alert tone="error">{error}</Alert>}
      </form>
    </Dialog>
  );
}
