import { formatLira, formatTurkishDate, toIstanbulDate } from '@paydos/domain';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { t } from '../../platform/messages';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card, CardHeader } from '../../ui/Card';
import { Table, Td, Th } from '../../ui/Table';
import { useToast } from '../../ui/Toast';
import { downloadReceipt, type Payment } from './api';

const m = t.billing;
const day = (iso: string) => formatTurkishDate(toIstanbulDate(new Date(iso)));

/** The payment history with amounts in lira and a receipt PDF for each successful payment. */
export function PaymentHistory({ payments }: { payments: Payment[] }) {
  const toast = useToast();
  const [busy, setBusy] = useState<string | null>(null);
  const download = async (payment: Payment) => {
    setBusy(payment.id);
    try {
      await downloadReceipt(payment);
    } catch (error) {
      toast(error instanceof Error ? error.message : m.receiptError, 'error');
    } finally {
      setBusy(null);
    }
  };
  return (
    <Card>
      <CardHeader title={m.historyTitle} />
      {payments.length === 0 ? (
        <p className="p-5 text-sm text-muted">{m.historyEmpty}</p>
      ) : (
        <Table aria-label={m.historyTitle}>
          <thead>
            <tr>
              <Th>{m.colDate}</Th>
              <Th>{m.colPlan}</Th>
              <Th>{m.colPeriod}</Th>
              <Th>{m.colPeople}</Th>
              <Th className="text-right">{m.colAmount}</Th>
              <Th>{m.colStatus}</Th>
              <Th>{m.colReceipt}</Th>
            </tr>
          </thead>
          <tbody>
            {payments.map((payment) => (
              <tr key={payment.id} data-testid="payment-row">
                <Td className="whitespace-nowrap">{day(payment.createdAt)}</Td>
                <Td>
                  {m.planNames[payment.billingType]}
                  {payment.kind === 'RENEWAL' && <span className="text-muted"> · {m.renewal}</span>}
                  {payment.couponCode && <span className="block text-xs text-muted">{`${payment.couponCode} (%${payment.discountPercent})`}</span>}
                </Td>
                <Td className="whitespace-nowrap">{payment.periodStart && payment.periodEnd ? `${day(payment.periodStart)} - ${day(payment.periodEnd)}` : '—'}</Td>
                <Td>{payment.userCount}</Td>
                <Td className="text-right whitespace-nowrap">{formatLira(payment.amountTL)}</Td>
                <Td>
                  <Badge tone={payment.status === 'SUCCEEDED' ? 'green' : 'red'}>{m.statuses[payment.status]}</Badge>
                </Td>
                <Td>
                  {payment.status === 'SUCCEEDED' && (
                    <Button size="sm" variant="secondary" loading={busy === payment.id} onClick={() => void download(payment)}>
                      <Download className="size-4" aria-hidden />
                      {m.receipt}
                    </Button>
                  )}
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Card>
  );
}
