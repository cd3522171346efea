import { ShieldCheck } from 'lucide-react';
import { t } from '../../platform/messages';
import { Button } from '../../ui/Button';
import { useDownloadAction } from '../../ui/use-download-action';
import { downloadPersonalData } from './api';

export function PersonalDataButton({ employeeId, name }: { employeeId: string; name: string }) {
  const { busy, start } = useDownloadAction(() => downloadPersonalData(employeeId, t.employee.personalDataFile(name)), {
    failed: t.employee.personalDataFailed,
  });
  return (
    <Button variant="secondary" loading={busy} onClick={start}>
      <ShieldCheck className="size-4" aria-hidden />
      {t.employee.personalData}
    </Button>
  );
}
