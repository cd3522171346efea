import { failureMessage } from '../../platform/api';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { t } from '../../platform/messages';
import { Button } from '../../ui/Button';
import { useToast } from '../../ui/Toast';
import { downloadPersonalData } from './api';

export function PersonalDataButton({ employeeId, name }: { employeeId: string; name: string }) {
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const run = async () => {
    setBusy(true);
    try {
      await downloadPersonalData(employeeId, t.employee.personalDataFile(name));
    } catch (error) {
      toast(failureMessage(error, t.employee.personalDataFailed), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" loading={busy} onClick={() => void run()}>
      <ShieldCheck className="size-4" aria-hidden />
      {t.employee.personalData}
    </Button>
  );
}
