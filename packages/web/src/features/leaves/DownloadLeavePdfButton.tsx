import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { t } from '../../platform/messages';
import { Button } from '../../ui/Button';
import { useToast } from '../../ui/Toast';
import { downloadLeavePdf } from './api';

/** The personal leave report as a PDF: mine when `employeeId` is undefined, else that employee's (ADMIN/MANAGER). */
export function DownloadLeavePdfButton({ employeeId }: { employeeId?: string }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadLeavePdf(employeeId);
      toast(t.leaves.pdfDone);
    } catch (error) {
      console.error(t.leaves.pdfExportError, error);
      toast(t.leaves.pdfError, 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" loading={busy} onClick={() => void download()}>
      {!busy && <FileDown className="size-4" aria-hidden />}
      {t.leaves.pdf}
    </Button>
  );
}
