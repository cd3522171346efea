import { zodResolver } from '@hookform/resolvers/zod';
import { roleLabel } from '@paydos/domain';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { failureMessage } from '../../platform/api';
import { limitedText } from '../../platform/form-fields';
import { t } from '../../platform/messages';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { CheckboxField } from '../../ui/CheckboxField';
import { Dialog } from '../../ui/Dialog';
import { TextField } from '../../ui/Field';
import { Spinner } from '../../ui/Spinner';
import { useToast } from '../../ui/Toast';
import { useCreateTeam, useManagerCandidates, useUpdateTeam, type Team } from './api';

const m = t.teams;

/** The contract's limit (`createTeamBody`: 100 characters), refused here with a message naming the field. */
const schema = z.object({ name: limitedText(m.name, 100, m.nameRequired), managerIds: z.array(z.string()) });
type Values = z.infer<typeof schema>;

/**
 * A new team, or a team's new name and managers (issue 23 item 1): the managers are ticked from the
 * organization's active MANAGER and ADMIN people. `team` null: a new one.
 */
export function TeamDialog({
  team,
  open,
  onOpenChange,
}: {
  team: Team | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const toast = useToast();
  const create = useCreateTeam();
  const update = useUpdateTeam();
  const saving = team ? update : create;
  const candidates = useManagerCandidates(open);
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    values: { name: team?.name ?? '', managerIds: team?.managers.map((p) => p.id) ?? [] },
  });
  const close = (next: boolean) => {
    if (!next) {
      form.reset();
      create.reset();
      update.reset();
    }
    onOpenChange(next);
  };
  const submit = form.handleSubmit(async (values) => {
    const result = team ? await update.mutateAsync({ id: team.id, ...values }) : await create.mutateAsync(values);
    toast(result.message);
    close(false);
  });

  return (
    <Dialog open={open} onOpenChange={close} title={team ? m.editTitle : m.createTitle} description={m.formDescription}>
      <form onSubmit={(e) => void submit(e).catch(() => undefined)} className="space-y-4" noValidate>
        {saving.isError && <Alert tone="error">{failureMessage(saving.error, m.saveFailed)}</Alert>}
        <TextField
          label={m.name}
          maxLength={100}
          error={form.formState.errors.name?.message}
          {...form.register('name')}
        />
        <fieldset>
          <legend className="text-sm font-medium">{m.managers}</legend>
          <p className="text-sm text-muted">{m.managersHint}</p>
          {candidates.isPending ? (
            <div className="mt-2">
              <Spinner />
            </div>
          ) : candidates.isError ? (
            <Alert tone="error">{failureMessage(candidates.error, m.candidatesFailed)}</Alert>
          ) : candidates.data.length === 0 ? (
            <p className="mt-2 text-sm text-muted">{m.noCandidates}</p>
          ) : (
            <Controller
              control={form.control}
              name="managerIds"
              render={({ field }) => (
                <div className="mt-2 space-y-2">
                  {candidates.data.map((person) => (
                    <CheckboxField
                      key={person.id}
                      label={person.name}
                      hint={[roleLabel(person.role), person.department].filter(Boolean).join(' · ')}
                      checked={field.value.includes(person.id)}
                      onChange={(e) =>
                        field.onChange(
                          e.target.checked ? [...field.value, person.id] : field.value.filter((id) => id !== person.id),
                        )
                      }
                    />
                  ))}
                </div>
              )}
            />
          )}
        </fieldset>
        <div className="flex flex-wrap justify-end gap-2 pt-2">
          <Button type="button" variant="secondary" onClick={() => close(false)}>
            {t.common.cancel}
          </Button>
          <Button type="submit" loading={saving.isPending}>
            {team ? t.common.save : m.create}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
