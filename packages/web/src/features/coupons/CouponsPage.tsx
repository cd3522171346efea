import { Pencil, Power, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { t } from '../../platform/messages';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card, CardHeader } from '../../ui/Card';
import { ConfirmDialog } from '../../ui/Dialog';
import { PageHeader } from '../../ui/PageHeader';
import { QueryBody } from '../../ui/QueryBody';
import { useToast } from '../../ui/Toast';
import { useCoupons, useCreateCoupon, useDeleteCoupon, useToggleCoupon, useUpdateCoupon, type Coupon } from './api';
import { CouponFields, toInput, useCouponForm } from './CouponFields';
import { useDocumentTitle } from '../../platform/document-title';
import { formatDate } from '../../platform/format-dates';

const m = t.coupons;

/** The server's state: whether checkout accepts the coupon today, and if not, why. */
const stateTone: Record<Coupon['state'], 'green' | 'neutral' | 'amber' | 'red'> = {
  ACTIVE: 'green',
  INACTIVE: 'neutral',
  NOT_STARTED: 'amber',
  EXPIRED: 'red',
};

function CreateCoupon() {
  const form = useCouponForm();
  const create = useCreateCoupon();
  const toast = useToast();
  const submit = form.handleSubmit((values) =>
    create.mutate(toInput(values), {
      onSuccess: () => {
        toast(m.created);
        form.reset();
      },
      onError: (error) => toast(error.message || m.createFailed, 'error'),
    }),
  );
  return (
    <Card>
      <CardHeader title={m.createTitle} />
      <form noValidate onSubmit={submit} className="grid grid-cols-1 gap-4 p-5">
        <CouponFields form={form} />
        <div className="flex justify-end">
          <Button type="submit" loading={create.isPending}>
            {m.create}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** The one row being edited (product §2: inline edit of one row at a time). */
function EditCoupon({ coupon, onDone }: { coupon: Coupon; onDone: () => void }) {
  const form = useCouponForm(coupon);
  const update = useUpdateCoupon();
  const toast = useToast();
  const submit = form.handleSubmit((values) =>
    update.mutate(
      { id: coupon.id, input: toInput(values) },
      {
        onSuccess: () => {
          toast(m.saved);
          onDone();
        },
        onError: (error) => toast(`${m.updateFailedTitle}: ${error.message || m.updateFailed}`, 'error'),
      },
    ),
  );
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={m.editLabel(coupon.code)}
      className="grid grid-cols-1 gap-4 bg-brand-50/40 p-4"
    >
      <CouponFields form={form} />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onDone}>
          {m.cancel}
        </Button>
        <Button type="submit" loading={update.isPending}>
          {m.save}
        </Button>
      </div>
    </form>
  );
}

function CouponSummary({ coupon, onEdit, onDelete }: { coupon: Coupon; onEdit: () => void; onDelete: () => void }) {
  const toggle = useToggleCoupon();
  const toast = useToast();
  const used = coupon.usageCount > 0;
  return (
    <div className="grid grid-cols-1 gap-3 p-4 md:grid-cols-[minmax(0,1.3fr)_minmax(0,1.4fr)_minmax(0,1fr)_auto] md:items-center">
      <div className="min-w-0">
        <p className="font-mono text-sm font-semibold wrap-anywhere text-ink">{coupon.code}</p>
        {coupon.description && <p className="text-sm text-muted wrap-anywhere">{coupon.description}</p>}
      </div>
      <div className="text-sm">
        <p>
          <span className="font-semibold">{m.discountText(coupon.discountPercent)}</span> ·{' '}
          {m.billing[coupon.billingType]} · {m.durationText(coupon.durationMonths)}
        </p>
        <p className="text-muted">
          {m.validity}: {formatDate(coupon.startDate)} – {formatDate(coupon.endDate)}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge tone={stateTone[coupon.state]}>{m.states[coupon.state]}</Badge>
        <span className="text-muted">
          {m.usage}: {m.usageText(coupon.usageCount)}
        </span>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" aria-label={m.editLabel(coupon.code)} onClick={onEdit}>
          <Pencil className="size-4" aria-hidden />
          {m.edit}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          aria-label={m.toggleLabel(coupon.code, coupon.isActive)}
          loading={toggle.isPending}
          onClick={() =>
            toggle.mutate(coupon.id, {
              onError: (error) => toast(`${m.toggleFailedTitle}: ${error.message || m.toggleFailed}`, 'error'),
            })
          }
        >
          <Power className="size-4" aria-hidden />
          {coupon.isActive ? m.toggleOff : m.toggleOn}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          aria-label={m.deleteLabel(coupon.code)}
          disabled={used}
          title={used ? m.usedCannotDelete : undefined}
          onClick={onDelete}
        >
          <Trash2 className="size-4 text-red-600" aria-hidden />
          {m.delete}
        </Button>
      </div>
    </div>
  );
}

/** Operator /coupons (product §2, §4, §5, §8): create, inline edit of one row, toggle, delete (not when used). */
export function CouponsPage() {
  useDocumentTitle(m.title);
  const coupons = useCoupons();
  const remove = useDeleteCoupon();
  const toast = useToast();
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Coupon | null>(null);
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader title={m.title} subtitle={m.subtitle} />
      <CreateCoupon />
      <Card>
        <CardHeader title={m.listTitle} />
        <QueryBody query={coupons} failed={m.loadFailed} empty={m.empty} isEmpty={(list) => list.length === 0}>
          {(list) => (
            <ul aria-label={m.listTitle} className="divide-y divide-line border-t border-line">
              {list.map((coupon) => (
                <li key={coupon.id}>
                  {editing === coupon.id ? (
                    <EditCoupon coupon={coupon} onDone={() => setEditing(null)} />
                  ) : (
                    <CouponSummary
                      coupon={coupon}
                      onEdit={() => setEditing(coupon.id)}
                      onDelete={() => setDeleting(coupon)}
                    />
                  )}
                </li>
              ))}
            </ul>
          )}
        </QueryBody>
      </Card>
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={m.deleteTitle}
        description={deleting ? m.deleteConfirm(deleting.code) : ''}
        confirmLabel={m.delete}
        tone="danger"
        busy={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => toast(m.deleted),
            onError: (error) => toast(`${m.deleteFailedTitle}: ${error.message || m.deleteFailed}`, 'error'),
            onSettled: () => setDeleting(null),
          })
        }
      />
    </div>
  );
}
