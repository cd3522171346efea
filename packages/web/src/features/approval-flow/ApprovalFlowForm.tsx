import { zodResolver } from '@hookform/resolvers/zod';
import type { ApprovalFlowBody, ApprovalFlowInput, ApprovalFlowResponse } from '@paydos/contract/approvals';
import { APPROVAL_FLOW_KINDS, leaveTypes, type LeaveTypeRoute } from '@paydos/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { failureMessage } from '../../platform/api';
import { t } from '../../platform/messages/approvals';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/Field';
import { useToast } from '../../ui/Toast';
import { useSaveApprovalFlow } from './api';
import { approvalFlowFormSchema, LEAVE_TYPE_ROUTES } from './flow-form-schema';

const m = t.approvalFlow;
type Routes = NonNullable<ApprovalFlowInput['leaveTypeRoutes']>;

/**
 * The flow's form, checked as the contract's approvalFlowBody checks it (flow-form-schema.ts). A leave type that takes the
 * flow's own route is left out of `leaveTypeRoutes` (its select shows "Akışın yolu"), as the server stores it.
 */
export function ApprovalFlowForm({ answer }: { answer: ApprovalFlowResponse }) {
  const toast = useToast();
  const save = useSaveApprovalFlow();
  const [suggestionsApplied, setSuggestionsApplied] = useState(false);
  const form = useForm<ApprovalFlowInput, unknown, ApprovalFlowBody>({
    resolver: zodResolver(approvalFlowFormSchema),
    defaultValues: { kind: answer.flow.kind, leaveTypeRoutes: { ...answer.flow.leaveTypeRoutes } },
  });
  const [kind, routes = {}] = form.watch(['kind', 'leaveTypeRoutes']);
  const setRoutes = (next: Routes) => form.setValue('leaveTypeRoutes', next, { shouldDirty: true });
  const setRoute = (code: string, route: LeaveTypeRoute | '') => {
    const next = { ...routes };
    if (route) next[code] = route;
    else delete next[code];
    setRoutes(next);
  };
  const suggestion = (code: string) => answer.suggestedRoutes.find((s) => s.leaveType === code);
  const applySuggestions = () => {
    setRoutes({ ...routes, ...Object.fromEntries(answer.suggestedRoutes.map((s) => [s.leaveType, s.route])) });
    setSuggestionsApplied(true);
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await save.mutateAsync(values);
      // The form goes on with what the server stored (no remount: the focus stays where it was).
      form.reset({ kind: result.flow.kind, leaveTypeRoutes: { ...result.flow.leaveTypeRoutes } });
      setSuggestionsApplied(false);
      toast(result.message ?? m.saved);
    } catch {
      // shown above the buttons
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5 p-5">
      <SelectField
        label={m.kind}
        hint={m.kindHints[kind]}
        error={form.formState.errors.kind?.message}
        {...form.register('kind')}
      >
        {APPROVAL_FLOW_KINDS.map((value) => (
          <option key={value} value={value}>
            {m.kinds[value]}
          </option>
        ))}
      </SelectField>
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium">{m.routesTitle}</legend>
        <p className="text-sm text-muted">{m.routesHint}</p>
        <div className="flex flex-wrap items-center gap-3">
          <Button
            type="button"
            variant="secondary"
            size="sm"
            disabled={answer.suggestedRoutes.length === 0}
            onClick={applySuggestions}
          >
            {m.suggest}
          </Button>
          <p className="text-xs text-muted">{m.suggestHint}</p>
        </div>
        {suggestionsApplied && <Alert tone="info">{m.suggestApplied}</Alert>}
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {leaveTypes.map((type) => {
            const value = routes[type.code] ?? '';
            const suggested = suggestion(type.code);
            return (
              <SelectField
                key={type.code}
                label={type.name}
                value={value}
                // Why the suggestion is what it is, while the select holds it.
                hint={suggested && suggested.route === value ? m.suggestedReason(suggested.reason) : undefined}
                onChange={(event) => setRoute(type.code, event.target.value as LeaveTypeRoute | '')}
              >
                <option value="">{`${m.routeOwn}: ${m.routes[kind]}`}</option>
                {LEAVE_TYPE_ROUTES.map((route) => (
                  <option key={route} value={route}>
                    {m.routes[route]}
                  </option>
                ))}
              </SelectField>
            );
          })}
        </div>
      </fieldset>
      {save.isError && (
        <Alert tone="error" title={m.saveFailed}>
          {failureMessage(save.error, m.saveFailed)}
        </Alert>
      )}
      <Button type="submit" loading={save.isPending}>
        {m.save}
      </Button>
    </form>
  );
}
