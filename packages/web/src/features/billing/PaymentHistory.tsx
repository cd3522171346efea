import { Download } from 'lucide-react';
import { useState } from 'react';
import { t } from '../../platform/messages';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card, CardHeader } from '../../ui/Card';
import { Table, Td, Th } from '../../ui/Table';
import { useToast } from '../../ui/Toast';
import { LoadMore } from '../../ui/LoadMore';
import { QueryBody } from '../../ui/QueryBody';
import { downloadReceipt, usePaymentHistory, type Payment } from './api';
import { formatInstantDate } from '../../platform/format-dates';
import { formatLira } from '../../platform/format-numbers';

const m = t.billing;

type Receipt = { busy: string | null; download: (payment: Payment) => void };

const StatusBadge = ({ payment }: { payment: Payment }) => (
  <Badge tone={payment.status === 'SUCCEEDED' ? 'green' : 'red'}>{m.statuses[payment.status]}</Badge>
);

const kindLabel: Record<Payment['kind'], string> = {
  CHECKOUT: '',
  RENEWAL: ` · ${m.renewal}`,
  SEATS: ` · ${m.seatsPayment}`,
};
const planLabel = (payment: Payment) => `${m.planNames[payment.billingType]}${kindLabel[payment.kind]}`;
const couponLabel = (payment: Payment) =>
  payment.couponCode ? `${payment.couponCode} (%${payment.discountPercent})` : null;

function ReceiptButton({ payment, receipt }: { payment: Payment; receipt: Receipt }) {
  if (payment.status !== 'SUCCEEDED') return null;
  return (
    <Button
      size="sm"
      variant="secondary"
      loading={receipt.busy === payment.id}
      onClick={() => receipt.download(payment)}
    >
      <Download className="size-4" aria-hidden />
      {m.receipt}
    </Button>
  );
}

/** Phones: one card per payment, the amount and the receipt first. */
function PaymentCards({ payments, receipt }: { payments: Payment[]; receipt: Receipt }) {
  return (
    <ul className="divide-y divide-line sm:hidden" aria-label={m.historyTitle}>
      {payments.map((payment) => (
        <li key={payment.id} className="space-y-2 p-4" data-testid="payment-card">
          <div className="flex items-center justify-between gap-3">
            <span className="font-semibold">{formatLira(payment.amountTL)}</span>
            <StatusBadge payment={payment} />
          </div>
          <p className="text-sm text-muted">{`${formatInstantDate(payment.createdAt)} · ${planLabel(payment)} · ${payment.userCount} ${m.colPeople.toLocaleLowerCase('tr-TR')}`}</p>
          {couponLabel(payment) && <p className="text-xs text-muted wrap-anywhere">{couponLabel(payment)}</p>}
          <ReceiptButton payment={payment} receipt={receipt} />
        </li>
      ))}
    </ul>
  );
}

function PaymentTable({ payments, receipt }: { payments: Payment[]; receipt: Receipt }) {
  return (
    <div className="hidden sm:block">
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
              <Td className="whitespace-nowrap">{formatInstantDate(payment.createdAt)}</Td>
              <Td>
                {planLabel(payment)}
                {couponLabel(payment) && <span className="block text-xs text-muted">{couponLabel(payment)}</span>}
              </Td>
              <Td className="whitespace-nowrap">
                {payment.periodStart && payment.periodEnd
                  ? `${formatInstantDate(payment.periodStart)} - ${formatInstantDate(payment.periodEnd)}`
                  : '—'}
              </Td>
              <Td>{payment.userCount}</Td>
              <Td className="text-right whitespace-nowrap">{formatLira(payment.amountTL)}</Td>
              <Td>
                <StatusBadge payment={payment} />
              </Td>
              <Td>
                <ReceiptButton payment={payment} receipt={receipt} />
              </Td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}

/** The payment history with amounts in lira and a receipt PDF for each successful payment (a table; cards on phones). */
export function PaymentHistory() {
  const history = usePaymentHistory();
  const toast = useToast();
  const [busy, setBusy] = useState<string | null>(null);
  const download = async (payment: Payment) => {
    setBusy(payment.id);
    try {
      await downloadReceipt(payment);
      toast(m.receiptDone);
    } catch (error) {
      toast(error instanceof Error ? error.message : m.receiptError, 'error');
    } finally {
      setBusy(null);
    }
  };
  const receipt: Receipt = { busy, download: (payment) => void download(payment) };
  return (
    <Card>
      <CardHeader title={m.historyTitle} />
      <QueryBody
        query={{ ...history.query, data: history.rows }}
        failed={m.historyFailed}
        empty={m.historyEmpty}
        isEmpty={(payments) => payments.length === 0}
      >
        {(payments) => (
          <>
            <PaymentCards payments={payments} receipt={receipt} />
            <PaymentTable payments={payments} receipt={receipt} />
            <LoadMore {...history.more} />
          </>
        )}
      </QueryBody>
    </Card>
  );
}
