import { istanbulToday, recordServiceYears } from '@paydos/domain';
import { FileText } from 'lucide-react';
import { useState } from 'react';
import { leaveRecordMessages } from '../../platform/messages/leave-record';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/Field';
import { TurkishOriginalButton } from '../../ui/TurkishOriginalButton';
import { useDownloadAction } from '../../ui/use-download-action';
import { downloadLeaveRecord } from './leave-record-api';
import { formatDate } from '../../platform/format-dates';

const m = leaveRecordMessages.leaveRecord;

/**
 * The leave record of Yönetmelik md. 20 (docs/leave-rules.md section 12) of a chosen service year, as a
 * PDF: one of the years the person has earned (the domain's `recordServiceYears`, latest first). Mine
 * when `employeeId` is left out, else that person's (the employee page, ADMIN only).
 */
export function LeaveRecordDownload({
  startDate,
  employeeId,
}: {
  startDate: string | null | undefined;
  employeeId?: string;
}) {
  const years = startDate ? recordServiceYears(startDate, istanbulToday(new Date())) : [];
  const [chosen, setChosen] = useState<number | null>(null);
  const serviceYear = chosen ?? years[0]?.serviceYear;
  const { busy, start } = useDownloadAction(() => downloadLeaveRecord(serviceYear!, employeeId), {
    done: m.downloadDone,
    failed: m.downloadFailed,
  });
  if (!years.length) return <p className="self-center text-sm text-muted">{m.noYearYet}</p>;
  return (
    <div className="flex max-w-full flex-wrap items-center gap-2">
      <SelectField
        label={m.serviceYear}
        labelHidden
        className="max-w-full min-w-0"
        value={serviceYear}
        onChange={(event) => setChosen(Number(event.target.value))}
      >
        {years.map((y) => (
          <option key={y.serviceYear} value={y.serviceYear}>
            {m.serviceYearOption(y.serviceYear, formatDate(y.earnedOn), formatDate(y.endsOn))}
          </option>
        ))}
      </SelectField>
      <Button variant="secondary" loading={busy} onClick={start}>
        {!busy && <FileText className="size-4" aria-hidden />}
        {m.download}
      </Button>
      <TurkishOriginalButton
        download={() => downloadLeaveRecord(serviceYear!, employeeId, 'tr')}
        text={m.turkishOriginal}
        label={m.turkishOriginalOf(m.download)}
        done={m.downloadDone}
        failed={m.downloadFailed}
      />
    </div>
  );
}
