import { ArrowLeft, CalendarDays, Users } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../platform/api';
import { t } from '../../platform/messages';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card, CardHeader, StatCard } from '../../ui/Card';
import { DetailList } from '../../ui/DetailList';
import { ConfirmDialog } from '../../ui/Dialog';
import { PageHeader } from '../../ui/PageHeader';
import { Spinner } from '../../ui/Spinner';
import { useToast } from '../../ui/Toast';
import { useEraseOrganization, useOrganization, useSetOrganizationActive, type OrganizationDetail } from './api';
import { EraseOrganizationDialog } from './EraseOrganizationDialog';
import { AccessBadge, PlanCell } from './PlanCell';
import { useDocumentTitle } from '../../platform/document-title';
import { LEAVE_STATUSES } from '@paydos/domain';
import { formatInstantDate } from '../../platform/format-dates';
import { formatCount } from '../../platform/format-numbers';

const m = t.organizationDetail;

/** Operator /organizations/{id}: the organization, its figures, links to its users and leaves, suspension and erasure. */
export function OrganizationDetailPage() {
  const { id = '' } = useParams();
  const query = useOrganization(id);
  useDocumentTitle(query.data?.organization.name ?? t.documentTitle.organizationDetail);
  return (
    <div className="space-y-6">
      <Link
        to="/organizations"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {m.back}
      </Link>
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <Alert
          tone="error"
          title={query.error instanceof ApiError && query.error.status === 404 ? m.notFound : m.loadFailed}
        >
          {query.error.message}
        </Alert>
      ) : (
        <OrganizationView organization={query.data.organization} />
      )}
    </div>
  );
}

function OrganizationView({ organization }: { organization: OrganizationDetail }) {
  const leaves = organization.figures.leaveRequests;
  return (
    <>
      <PageHeader
        title={<span className="wrap-anywhere">{organization.name}</span>}
        subtitle={
          <span className="inline-flex flex-wrap items-center gap-2">
            <span className="wrap-anywhere">{organization.subdomain}</span>
            <AccessBadge status={organization.accessStatus} />
          </span>
        }
        actions={
          <>
            <Button variant="secondary" asChild>
              <Link to={`/organizations/${organization.id}/users`}>
                <Users className="size-4" aria-hidden />
                {m.users}
              </Link>
            </Button>
            <Button variant="secondary" asChild>
              <Link to={`/organizations/${organization.id}/leaves`}>
                <CalendarDays className="size-4" aria-hidden />
                {m.leaves}
              </Link>
            </Button>
          </>
        }
      />
      <div className="grid grid-cols-3 gap-3 sm:gap-4">
        <StatCard label={m.totalUsers} value={formatCount(organization._count.users)} />
        <StatCard label={m.activeUsers} value={formatCount(organization.figures.activeUsers)} tone="sky" />
        <StatCard label={m.pendingInvitations} value={formatCount(organization._count.invitations)} tone="amber" />
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader title={m.infoTitle} />
          <DetailList
            empty={m.noValue}
            items={[
              { label: m.createdAt, value: formatInstantDate(organization.createdAt) },
              { label: m.subscriptionTitle, value: <PlanCell subscription={organization.subscription} /> },
              { label: m.description, value: organization.description },
              { label: m.address, value: organization.address },
              { label: m.phone, value: organization.phone },
              { label: m.website, value: organization.website },
            ]}
          />
        </Card>
        <Card>
          <CardHeader title={m.leaveTitle} />
          <DetailList
            empty="0"
            items={[
              ...LEAVE_STATUSES.map((status) => ({
                label: m.leaveStatuses[status],
                value: formatCount(leaves[status]),
              })),
              { label: m.leaveTotal, value: <strong>{formatCount(leaves.total)}</strong> },
            ]}
          />
        </Card>
      </div>
      <AccountActions organization={organization} />
    </>
  );
}

function AccountActions({ organization }: { organization: OrganizationDetail }) {
  const toast = useToast();
  const navigate = useNavigate();
  const setActive = useSetOrganizationActive();
  const erase = useEraseOrganization();
  const [confirming, setConfirming] = useState(false);
  const [erasing, setErasing] = useState(false);
  const { id, name, subdomain, isActive } = organization;

  const changeStatus = () =>
    setActive.mutate(
      { id, input: !isActive },
      {
        onSuccess: (result) => {
          setConfirming(false);
          toast(result.message);
        },
        onError: (error) => {
          setConfirming(false);
          toast(error.message || m.actionFailed, 'error');
        },
      },
    );

  return (
    <Card>
      <CardHeader title={m.dangerTitle} />
      <div className="grid grid-cols-1 gap-4 p-5 md:grid-cols-2">
        <div className="space-y-3">
          <p className="text-sm text-muted">{isActive ? m.suspendHint : m.reactivateHint}</p>
          <Button variant={isActive ? 'secondary' : 'primary'} onClick={() => setConfirming(true)}>
            {isActive ? m.suspend : m.reactivate}
          </Button>
        </div>
        <div className="space-y-3">
          <p className="text-sm text-muted">{m.eraseHint}</p>
          <Button variant="danger" onClick={() => setErasing(true)}>
            {m.erase}
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={isActive ? m.suspendTitle : m.reactivateTitle}
        description={isActive ? m.suspendConfirm(name) : m.reactivateConfirm(name)}
        confirmLabel={isActive ? m.suspend : m.reactivate}
        tone={isActive ? 'danger' : 'primary'}
        busy={setActive.isPending}
        onConfirm={changeStatus}
      />
      <EraseOrganizationDialog
        open={erasing}
        onOpenChange={(open) => {
          setErasing(open);
          if (!open) erase.reset();
        }}
        name={name}
        subdomain={subdomain}
        busy={erase.isPending}
        error={erase.error?.message ?? null}
        onErase={(confirmSubdomain) =>
          erase.mutate(
            { id, input: confirmSubdomain },
            {
              onSuccess: (result) => {
                toast(result.message);
                void navigate('/organizations', { replace: true });
              },
            },
          )
        }
      />
    </Card>
  );
}
