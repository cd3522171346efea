import { FileText, LogOut } from 'lucide-react';
import { useState } from 'react';
import { ApiError, failureMessage } from '../../platform/api';
import { t } from '../../platform/messages';
import { leaveRecordMessages } from '../../platform/messages/leave-record';
import { terminationMessages } from '../../platform/messages/termination';
import { Button } from '../../ui/Button';
import { TurkishOriginalButton } from '../../ui/TurkishOriginalButton';
import { DateField } from '../../ui/DateField';
import { useToast } from '../../ui/Toast';
import { useDownloadAction } from '../../ui/use-download-action';
import { downloadTerminationStatement, useEndEmployment } from './api';
import { formatDate } from '../../platform/format-dates';

const m = terminationMessages.termination;

/**
 * The employee page's end of employment (ADMIN): a person whose employment ended shows the last day
 * and the download of the Kullanılmayan Yıllık İzin Ücreti Hesap Belgesi; anyone else (not oneself)
 * can be given a last day of work, which deactivates them.
 */
export function Termination({
  employeeId,
  endDate,
  canEnd,
}: {
  employeeId: string;
  endDate: string | null | undefined;
  canEnd: boolean;
}) {
  const { busy, start } = useDownloadAction(() => downloadTerminationStatement(employeeId), {
    done: m.downloadDone,
    failed: m.downloadFailed,
  });
  const [editing, setEditing] = useState(false);
  if (endDate) {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm text-muted">{m.endedOn(formatDate(endDate))}</span>
        <Button variant="secondary" loading={busy} onClick={start}>
          {!busy && <FileText className="size-4" aria-hidden />}
          {m.download}
        </Button>
        <TurkishOriginalButton
          download={() => downloadTerminationStatement(employeeId, 'tr')}
          text={leaveRecordMessages.leaveRecord.turkishOriginal}
          label={leaveRecordMessages.leaveRecord.turkishOriginalOf(m.download)}
          done={m.downloadDone}
          failed={m.downloadFailed}
        />
      </div>
    );
  }
  if (!canEnd) return null;
  if (!editing)
    return (
      <Button variant="secondary" onClick={() => setEditing(true)}>
        <LogOut className="size-4" aria-hidden />
        {m.end}
      </Button>
    );
  return <EndEmploymentForm employeeId={employeeId} onDone={() => setEditing(false)} />;
}

function EndEmploymentForm({ employeeId, onDone }: { employeeId: string; onDone: () => void }) {
  const toast = useToast();
  const end = useEndEmployment(employeeId);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = async () => {
    if (!value) return setError(m.endDateRequired);
    try {
      const answer = await end.mutateAsync(value);
      toast(answer.message);
      onDone();
    } catch (failure) {
      const onField = failure instanceof ApiError && failure.status === 400 ? failure.message : undefined;
      if (onField) setError(onField);
      else toast(failureMessage(failure, m.endFailed), 'error');
    }
  };
  return (
    <form
      noValidate
      className="flex flex-wrap items-start gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <DateField
        label={m.endDate}
        value={value}
        onChange={(next) => {
          setValue(next);
          setError(undefined);
        }}
        error={error}
        hint={m.endHint}
        className="w-full max-w-64"
      />
      <div className="flex gap-2 pt-6">
        <Button type="submit" loading={end.isPending}>
          {m.confirm}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          {t.common.cancel}
        </Button>
      </div>
    </form>
  );
}
