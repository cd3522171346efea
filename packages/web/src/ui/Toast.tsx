import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { focusResult } from './focus-result';
import type { ToastAction, ToastItem, ToastTone } from './ToastList';

// Radix's toast is not in the first load of any page: it is fetched with the first toast, and stays
// mounted from then on (its live region in place for the next ones).
const ToastList = lazy(() => import('./ToastList'));

export interface ToastOptions {
  /** A button in the toast ("Geri al"); such a toast stays until it is dismissed. */
  action?: ToastAction;
}

type Show = (message: string, tone?: ToastTone, options?: ToastOptions) => number;
const ToastContext = createContext<{ show: Show; dismiss: (id: number) => void }>({
  show: () => 0,
  dismiss: () => undefined,
});

/**
 * Success messages fade after 3 seconds (product §4); errors stay a little longer. A toast is the result
 * of what the user just did, so it takes the focus (issue 21: `focusResult`, ui/focus-result.ts), and
 * gives it back when it goes.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[] | null>(null);
  const dismiss = useCallback(
    (id: number) => setItems((current) => (current ?? []).filter((item) => item.id !== id)),
    [],
  );
  const show = useCallback<Show>(
    (message, tone = 'success', options = {}) => {
      const id = Date.now() + Math.random();
      setItems((current) => [...(current ?? []), { id, tone, message, action: options.action }]);
      focusResult(() => document.querySelector(`[data-toast-id="${id}"]`));
      // Timed here, not by Radix: Radix would hold a toast for as long as it has the focus, and every
      // toast gets it. A toast with an action is dismissed by its owner.
      if (!options.action) setTimeout(() => dismiss(id), tone === 'error' ? 6000 : 3000);
      return id;
    },
    [dismiss],
  );
  const value = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      {items && (
        <Suspense fallback={null}>
          <ToastList items={items} onClose={dismiss} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}

/** Shows a toast; answers its id (for `useDismissToast`). */
export const useToast = () => useContext(ToastContext).show;
export const useDismissToast = () => useContext(ToastContext).dismiss;
