import { findLeaveType, isCalendarDate, LEAVE_STATUS_LABELS } from '@paydos/domain';
import { useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { t } from '../../platform/messages';
import { useDebouncedValue } from '../../platform/use-debounced-value';
import { Alert } from '../../ui/Alert';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { LoadMore } from '../../ui/LoadMore';
import { DateField } from '../../ui/DateField';
import { SearchField, SelectField } from '../../ui/Field';
import { Spinner } from '../../ui/Spinner';
import { Table, Td, Th } from '../../ui/Table';
import { useAuditLog, type AuditEntry, type AuditFilters, type AuditScope } from './api';
import { formatDate, formatDateTime } from '../../platform/format-dates';

const m = t.audit;
const MASKED = '***';

/** The action in Turkish; an unknown code as it is. */
export const actionLabel = (action: string) => m.actions[action] ?? action;

/**
 * The audit log with its search and filters (kept in the URL, so a filtered view can be shared or
 * reloaded) and “load more”. One component for both readers: the operator (`/audit`, every
 * organization, with the address) and an organization's admin (`/organization`, its own part).
 */
export function AuditLog({ scope }: { scope: AuditScope }) {
  const [params, setParams] = useSearchParams();
  const filters: AuditFilters = {
    q: params.get('q') ?? '',
    action: params.get('action') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    ...(scope === 'operator' && params.get('organizationId') ? { organizationId: params.get('organizationId')! } : {}),
  };
  const { query: log, rows: entries, more } = useAuditLog(scope, filters);
  const setFilter = (key: keyof AuditFilters, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  const operator = scope === 'operator';

  return (
    <div className="space-y-4">
      <AuditFilterBar
        scope={scope}
        filters={filters}
        setFilter={setFilter}
        onClear={() => setParams({}, { replace: true })}
      />
      {log.isPending ? (
        <Spinner />
      ) : log.isError ? (
        <Alert tone="error" title={m.loadFailed}>
          {log.error.message}
        </Alert>
      ) : entries.length === 0 ? (
        <p className="rounded-lg border border-line bg-white p-5 text-sm text-muted">{m.empty}</p>
      ) : (
        <>
          <div className="hidden rounded-xl border border-line bg-white md:block" data-testid="audit-table">
            <Table aria-label={m.title}>
              <thead>
                <tr>
                  <Th>{m.when}</Th>
                  <Th>{m.who}</Th>
                  <Th>{m.what}</Th>
                  {operator && <Th>{m.organization}</Th>}
                  <Th>{m.changes}</Th>
                  {operator && <Th>{m.address}</Th>}
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr key={entry.id} className="align-top">
                    <Td className="whitespace-nowrap text-muted">{formatDateTime(entry.createdAt)}</Td>
                    <Td>
                      <Actor entry={entry} scope={scope} />
                    </Td>
                    <Td>
                      <p className="font-medium">{actionLabel(entry.action)}</p>
                      <Target entry={entry} />
                    </Td>
                    {operator && (
                      <Td>
                        <OrganizationCell entry={entry} />
                      </Td>
                    )}
                    <Td>
                      <Changes entry={entry} />
                    </Td>
                    {operator && <Td className="whitespace-nowrap text-muted">{entry.ipAddress ?? '—'}</Td>}
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
          <ul className="space-y-3 md:hidden" aria-label={m.title}>
            {entries.map((entry) => (
              <li key={entry.id} className="rounded-xl border border-line bg-white p-4 text-sm">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                  <p className="font-medium">{actionLabel(entry.action)}</p>
                  <p className="text-xs text-muted">{formatDateTime(entry.createdAt)}</p>
                </div>
                <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted">
                  <Actor entry={entry} scope={scope} />
                  {operator && <OrganizationCell entry={entry} />}
                  {operator && entry.ipAddress && <span>{entry.ipAddress}</span>}
                </div>
                <Target entry={entry} />
                <div className="mt-2">
                  <Changes entry={entry} />
                </div>
              </li>
            ))}
          </ul>
          <LoadMore {...more} />
        </>
      )}
    </div>
  );
}

function AuditFilterBar({
  scope,
  filters,
  setFilter,
  onClear,
}: {
  scope: AuditScope;
  filters: AuditFilters;
  setFilter: (key: keyof AuditFilters, value: string) => void;
  onClear: () => void;
}) {
  // The search box applies as one types, after a short pause (not on every key).
  const [query, setQuery] = useState(filters.q);
  useEffect(() => setQuery(filters.q), [filters.q]);
  const settled = useDebouncedValue(query.trim());
  useEffect(() => {
    if (settled !== filters.q) setFilter('q', settled);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a settled search applies; a filter change must not re-run it
  }, [settled]);
  const active = Object.values(filters).some(Boolean);
  return (
    <form
      role="search"
      className="grid grid-cols-2 gap-3 rounded-xl border border-line bg-white p-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1.3fr)_minmax(0,1fr)_minmax(0,1fr)]"
      onSubmit={(event) => {
        event.preventDefault();
        setFilter('q', query.trim());
      }}
    >
      <SearchField
        label={m.search}
        value={query}
        maxLength={200}
        placeholder={scope === 'operator' ? m.searchPlaceholder : m.organizationSearchPlaceholder}
        onChange={(event) => setQuery(event.target.value)}
        className="col-span-2 sm:col-span-1"
      />
      <SelectField
        label={m.action}
        className="col-span-2 sm:col-span-1"
        value={filters.action}
        onChange={(event) => setFilter('action', event.target.value)}
      >
        <option value="">{m.allActions}</option>
        {Object.entries(m.actions).map(([code, label]) => (
          <option key={code} value={code}>
            {label}
          </option>
        ))}
      </SelectField>
      <FilterDate label={m.from} value={filters.from} onChange={(value) => setFilter('from', value)} />
      <FilterDate label={m.to} value={filters.to} onChange={(value) => setFilter('to', value)} />
      {active && (
        <div className="col-span-2 lg:col-span-4">
          <Button type="button" variant="ghost" size="sm" onClick={onClear}>
            {m.clear}
          </Button>
        </div>
      )}
    </form>
  );
}

/** A date filter: what is typed stays in the box until it is a whole date (or empty), then goes to the URL. */
function FilterDate({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const [typed, setTyped] = useState(value);
  useEffect(() => setTyped(value), [value]);
  return (
    <DateField
      label={label}
      value={typed}
      onChange={(next) => {
        setTyped(next);
        if (next === '' || isCalendarDate(next)) onChange(next);
      }}
    />
  );
}

function Actor({ entry, scope }: { entry: AuditEntry; scope: AuditScope }) {
  const label =
    entry.actorKind === 'OPERATOR'
      ? scope === 'operator'
        ? entry.actorLabel
        : m.paydosOperator
      : entry.actorKind === 'USER'
        ? (entry.actorName ?? t.roles[entry.actorLabel as keyof typeof t.roles] ?? entry.actorLabel)
        : (m.systemJobs[entry.actorLabel] ?? entry.actorLabel);
  // The person's role beside their name (the name is read with the log; an erased person keeps only the role).
  const role =
    entry.actorKind === 'USER' && entry.actorName ? t.roles[entry.actorLabel as keyof typeof t.roles] : undefined;
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <Badge tone={entry.actorKind === 'OPERATOR' ? 'brand' : entry.actorKind === 'USER' ? 'green' : 'neutral'}>
        {m.actors[entry.actorKind]}
      </Badge>
      <span className="wrap-anywhere">{label}</span>
      {role && <span className="text-xs text-muted">({role})</span>}
    </span>
  );
}

function Target({ entry }: { entry: AuditEntry }) {
  if (!entry.targetType) return null;
  return (
    <p className="mt-0.5 text-xs text-muted wrap-anywhere">
      {m.targets[entry.targetType] ?? entry.targetType}
      {entry.targetName && <span className="text-ink"> · {entry.targetName}</span>}
    </p>
  );
}

function OrganizationCell({ entry }: { entry: AuditEntry }) {
  const organization = entry.organization;
  if (!organization) return <span className="text-muted">—</span>;
  return (
    <span className="wrap-anywhere">
      {organization.name ?? <span className="text-muted">({m.erased})</span>}
      {organization.subdomain && <span className="text-muted"> · {organization.subdomain}</span>}
    </span>
  );
}

/** before → after, one line per field; a masked personal value shows *** with why. */
function Changes({ entry }: { entry: AuditEntry }) {
  // An id (userId, ledgerEntryId…) is no word for a reader: whom the entry is about shows by name above.
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])].filter(
    (key) => !/Id$/.test(key),
  );
  if (keys.length === 0) return <span className="text-muted">{m.noChanges}</span>;
  return (
    <dl className="space-y-0.5 text-xs">
      {keys.map((key) => {
        const hasBefore = entry.before !== null && key in entry.before;
        const hasAfter = entry.after !== null && key in entry.after;
        return (
          <div key={key} className="flex flex-wrap gap-x-1.5">
            <dt className="font-medium text-ink">{m.fields[key] ?? key}:</dt>
            <dd className="wrap-anywhere text-muted">
              {hasBefore && <Value value={entry.before![key]} field={key} />}
              {hasBefore && hasAfter && <span aria-hidden> → </span>}
              {hasAfter && <Value value={entry.after![key]} field={key} />}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

function Value({ value, field }: { value: unknown; field: string }): ReactNode {
  if (value === MASKED) {
    return (
      <abbr title={m.maskedTooltip} className="cursor-help font-mono text-ink no-underline">
        {m.masked}
      </abbr>
    );
  }
  if (value === null || value === undefined || value === '') return <em>{m.emptyValue}</em>;
  const text =
    typeof value === 'boolean'
      ? value
        ? m.yes
        : m.no
      : typeof value === 'string'
        ? readable(value, field)
        : JSON.stringify(value);
  return <span className="text-ink">{text.length > 120 ? `${text.slice(0, 120)}…` : text}</span>;
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A date or an instant in the one Turkish format (docs/glossary.md), never as ISO; other text as it is. */
function readable(value: string, field: string): string {
  if (field === 'role') return t.roles[value as keyof typeof t.roles] ?? value;
  if (field === 'status' && Object.hasOwn(LEAVE_STATUS_LABELS, value))
    return LEAVE_STATUS_LABELS[value as keyof typeof LEAVE_STATUS_LABELS];
  if (field === 'leaveType') return findLeaveType(value)?.name ?? value;
  if (isCalendarDate(value)) return formatDate(value);
  if (ISO_INSTANT.test(value) && Number.isFinite(Date.parse(value))) return formatDateTime(value);
  return value;
}
