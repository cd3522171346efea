import { failureMessage } from '../../platform/api';
import { useState } from 'react';
import { t } from '../../platform/messages';
import { useToast } from '../../ui/Toast';

const m = t.operatorPeople;

interface Mutation<Variables> {
  mutateAsync(variables: Variables): Promise<{ message: string }>;
}

/**
 * A command of the operator's people pages answered as a toast: the server's message, or its error
 * (else `fallback`). True when the command went through.
 */
export function useAnsweredCommand() {
  const toast = useToast();
  return async (command: () => Promise<{ message: string }>, fallback: string) => {
    try {
      toast((await command()).message);
      return true;
    } catch (error) {
      toast(failureMessage(error, fallback), 'error');
      return false;
    }
  };
}

/**
 * The operator's tables of one organization (users, leaves): one row edited inline at a time (product §2)
 * and a row deleted after its confirmation, each answered with the server's message as a toast.
 */
export function useRowActions<Row extends { id: string }, Input>(
  update: Mutation<Input & { id: string }>,
  remove: Mutation<string>,
) {
  const answered = useAnsweredCommand();
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);

  const save = async (input: Input & { id: string }) => {
    if (await answered(() => update.mutateAsync(input), m.saveFailed)) setEditing(null);
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    await answered(() => remove.mutateAsync(deleting.id), m.deleteFailed);
    setDeleting(null);
  };
  return { editing, setEditing, deleting, setDeleting, save, confirmDelete };
}
