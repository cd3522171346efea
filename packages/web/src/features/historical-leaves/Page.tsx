import { History, X } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { t } from '../../platform/messages';
import { Button } from '../../ui/Button';
import { Card, CardHeader } from '../../ui/Card';
import { PageHeader } from '../../ui/PageHeader';
import { HistoricalLeaveForm } from './HistoricalLeaveForm';
import { SentBatches } from './SentBatches';
import { useDocumentTitle } from '../../platform/document-title';

const m = t.historical;

/** Product §2 /historical-leave-data (ADMIN or MANAGER): the form opens, takes a list, sends it, then closes (product §4); the sent batches below. */
export function HistoricalLeavePage() {
  useDocumentTitle(m.title);
  // Opened from an employee page: the form is open with that person chosen.
  const [params, setParams] = useSearchParams();
  const preselected = params.get('employee') ?? undefined;
  const [open, setOpenState] = useState(preselected !== undefined);
  const setOpen = (next: boolean | ((o: boolean) => boolean)) => {
    setOpenState(next);
    if (preselected) setParams({}, { replace: true });
  };
  return (
    <div className="space-y-6">
      <PageHeader
        title={m.title}
        subtitle={m.subtitle}
        actions={
          <Button variant={open ? 'secondary' : 'primary'} onClick={() => setOpen((o) => !o)}>
            {open ? <X className="size-4" aria-hidden /> : <History className="size-4" aria-hidden />}
            {open ? m.close : m.open}
          </Button>
        }
      />
      {open ? (
        <Card>
          <CardHeader title={m.formTitle} description={m.dialogDescription} />
          <div className="p-5">
            <HistoricalLeaveForm
              initialEmployeeId={preselected}
              onDone={() => setOpen(false)}
              onCancel={() => setOpen(false)}
            />
          </div>
        </Card>
      ) : (
        <Card className="p-5 text-sm text-muted">{m.dialogDescription}</Card>
      )}
      <SentBatches />
    </div>
  );
}
