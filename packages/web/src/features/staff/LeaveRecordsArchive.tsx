import { istanbulToday } from '@paydos/domain';
import { FileArchive } from 'lucide-react';
import { useState } from 'react';
import { leaveRecordMessages } from '../../platform/messages/leave-record';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/Field';
import { TurkishOriginalButton } from '../../ui/TurkishOriginalButton';
import { useDownloadAction } from '../../ui/use-download-action';
import { downloadLeaveRecordsArchive } from '../leaves';

const m = leaveRecordMessages.leaveRecord;
/** The years offered: this one and the nine before it. */
const YEARS = 10;

/**
 * Everybody's leave records (Yönetmelik md. 20, docs/leave-rules.md section 12) of a year as one ZIP, a
 * PDF per active person whose service year was earned in it (ADMIN only; the server audits it).
 */
export function LeaveRecordsArchive() {
  const thisYear = Number(istanbulToday(new Date()).slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const { busy, start } = useDownloadAction(() => downloadLeaveRecordsArchive(year), {
    done: m.archiveDone,
    failed: m.archiveFailed,
  });
  return (
    <div className="flex flex-wrap items-center gap-2">
      <SelectField
        label={m.archiveYear}
        labelHidden
        value={year}
        onChange={(event) => setYear(Number(event.target.value))}
      >
        {Array.from({ length: YEARS }, (_, k) => thisYear - k).map((y) => (
          <option key={y} value={y}>
            {y}
          </option>
        ))}
      </SelectField>
      <Button variant="secondary" loading={busy} onClick={start}>
        {!busy && <FileArchive className="size-4" aria-hidden />}
        {m.archive}
      </Button>
      <TurkishOriginalButton
        download={() => downloadLeaveRecordsArchive(year, 'tr')}
        text={m.turkishOriginal}
        label={m.turkishOriginalOf(m.archive)}
        done={m.archiveDone}
        failed={m.archiveFailed}
      />
    </div>
  );
}
