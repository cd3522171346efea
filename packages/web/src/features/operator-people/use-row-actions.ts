import { useState } from 'react';
import { t } from '../../platform/messages';
import { useToast } from '../../ui/Toast';

const m = t.operatorPeople;

interface Mutation<Variables> {
  mutateAsync(variables: Variables): Promise<{ message: string }>;
}

/**
 * The operator's tables of one organization (users, leaves): one row edited inline at a time (product §2)
 * and a row deleted after its confirmation, each answered with the server's message as a toast.
 */
export function useRowActions<Row extends { id: string }, Input>(
  update: Mutation<Input & { id: string }>,
  remove: Mutation<string>,
) {
  const toast = useToast();
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const failed = (error: unknown, fallback: string) =>
    toast(error instanceof Error && error.message ? error.message : fallback, 'error');

  const save = async (input: Input & { id: string }) => {
    try {
      toast((await update.mutateAsync(input)).message);
      setEditing(null);
    } catch (error) {
      failed(error, m.saveFailed);
    }
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      toast((await remove.mutateAsync(deleting.id)).message);
    } catch (error) {
      failed(error, m.deleteFailed);
    }
    setDeleting(null);
  };
  return { editing, setEditing, deleting, setDeleting, save, confirmDelete };
}
