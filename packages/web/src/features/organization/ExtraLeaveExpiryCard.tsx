import type { ExtraLeaveExpiryResponse } from '@paydos/contract/extra-leave-expiry';
import { useState } from 'react';
import { failureMessage } from '../../platform/api';
import { t } from '../../platform/messages';
import { terminationMessages } from '../../platform/messages/termination';
import { Button } from '../../ui/Button';
import { Card, CardHeader } from '../../ui/Card';
import { TextField } from '../../ui/Field';
import { Spinner } from '../../ui/Spinner';
import { useToast } from '../../ui/Toast';
import { useExtraLeaveExpiry, useSetExtraLeaveExpiry } from './api';
import { formatDate } from '../../platform/format-dates';

const m = terminationMessages.expiry;

/** The server's rule (contract `extraLeaveExpiryBody`): empty, or whole months from 0 to 60. */
function parsed(value: string): { months: number | null } | { error: string } {
  const text = value.trim();
  if (text === '') return { months: null };
  if (!/^\d+$/.test(text)) return { error: m.monthsInvalid };
  const months = Number(text);
  return months > 60 ? { error: m.monthsRange } : { months };
}

/**
 * Issue 24 (4857 md. 59; docs/leave-rules.md §14): after how many months past the end of a service
 * year the unused extra days (above the legal minimum) expire. Statutory days never do.
 */
export function ExtraLeaveExpiryCard() {
  const current = useExtraLeaveExpiry();
  return (
    <Card>
      <CardHeader title={m.title} description={m.description} />
      <div className="p-5">{current.data ? <ExpiryForm current={current.data} /> : <Spinner />}</div>
    </Card>
  );
}

function ExpiryForm({ current }: { current: ExtraLeaveExpiryResponse }) {
  const toast = useToast();
  const save = useSetExtraLeaveExpiry();
  const [value, setValue] = useState(current.months === null ? '' : String(current.months));
  const [error, setError] = useState<string | undefined>();
  const submit = async () => {
    const result = parsed(value);
    if ('error' in result) return setError(result.error);
    try {
      await save.mutateAsync(result.months);
      toast(m.saved);
    } catch (failure) {
      setError(failureMessage(failure, m.failed));
    }
  };
  return (
    <form
      noValidate
      className="flex flex-wrap items-start gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <TextField
        label={m.months}
        inputMode="numeric"
        className="w-full max-w-40"
        value={value}
        error={error}
        hint={m.hint}
        onChange={(e) => {
          setValue(e.target.value);
          setError(undefined);
        }}
      />
      <div className="pt-6">
        <Button type="submit" loading={save.isPending}>
          {t.common.save}
        </Button>
      </div>
      <p className="w-full text-sm text-muted">
        {current.months !== null && current.from ? m.since(formatDate(current.from)) : m.never}
      </p>
    </form>
  );
}
