import { useState } from 'react';
import { failureMessage } from '../platform/api';
import { useToast } from './Toast';

/**
 * A download started from a button: `busy` while it runs (the button's `loading`), then a toast that
 * it is done (when `done` is given) or the server's Turkish message, else `failed`.
 */
export function useDownloadAction(download: () => Promise<unknown>, messages: { done?: string; failed: string }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      await download();
      if (messages.done) toast(messages.done);
    } catch (error) {
      toast(failureMessage(error, messages.failed), 'error');
    } finally {
      setBusy(false);
    }
  };
  return { busy, start: () => void start() };
}
