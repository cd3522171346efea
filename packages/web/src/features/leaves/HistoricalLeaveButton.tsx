import { History } from 'lucide-react';
import { Link } from 'react-router';
import { t } from '../../platform/messages';
import { Button } from '../../ui/Button';

/** The employee page's past-leave recording (product §6): the batch page, opened for this employee. */
export function HistoricalLeaveButton({ employeeId }: { employeeId: string }) {
  return (
    <Button size="sm" variant="secondary" asChild>
      <Link to={`/historical-leave-data?employee=${encodeURIComponent(employeeId)}`}>
        <History className="size-4" aria-hidden />
        {t.historical.open}
      </Link>
    </Button>
  );
}
