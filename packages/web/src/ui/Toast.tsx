import { createContext, lazy, Suspense, useCallback, useContext, useState, type ReactNode } from 'react';
import type { ToastItem, ToastTone } from './ToastList';

// Radix's toast is not in the first load of any page: it is fetched with the first toast, and stays
// mounted from then on (its live region in place for the next ones).
const ToastList = lazy(() => import('./ToastList'));

const ToastContext = createContext<(message: string, tone?: ToastTone) => void>(() => undefined);

/** Success messages fade after 3 seconds (product §4); errors stay a little longer. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[] | null>(null);
  const show = useCallback((message: string, tone: ToastTone = 'success') => {
    setItems((current) => [...(current ?? []), { id: Date.now() + Math.random(), tone, message }]);
  }, []);
  const close = useCallback((id: number) => setItems((current) => (current ?? []).filter((item) => item.id !== id)), []);
  return (
    <ToastContext.Provider value={show}>
      {children}
      {items && (
        <Suspense fallback={null}>
          <ToastList items={items} onClose={close} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}

export const useToast = () => useContext(ToastContext);
