import * as RadixToast from '@radix-ui/react-toast';
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { cn } from './cn';

type Tone = 'success' | 'error' | 'info';
interface ToastItem {
  id: number;
  tone: Tone;
  message: string;
}

const ToastContext = createContext<(message: string, tone?: Tone) => void>(() => undefined);

/** Success messages fade after 3 seconds (spec §4); errors stay a little longer. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const show = useCallback((message: string, tone: Tone = 'success') => {
    setItems((current) => [...current, { id: Date.now() + Math.random(), tone, message }]);
  }, []);
  return (
    <ToastContext.Provider value={show}>
      <RadixToast.Provider swipeDirection="right">
        {children}
        {items.map((item) => (
          <RadixToast.Root
            key={item.id}
            duration={item.tone === 'error' ? 6000 : 3000}
            onOpenChange={(open) => !open && setItems((current) => current.filter((i) => i.id !== item.id))}
            className={cn(
              'rounded-lg border px-4 py-3 text-sm shadow-lg',
              item.tone === 'success' && 'border-emerald-200 bg-emerald-50 text-emerald-900',
              item.tone === 'error' && 'border-red-200 bg-red-50 text-red-900',
              item.tone === 'info' && 'border-sky-200 bg-sky-50 text-sky-900',
            )}
          >
            <RadixToast.Description>{item.message}</RadixToast.Description>
          </RadixToast.Root>
        ))}
        <RadixToast.Viewport className="fixed right-4 bottom-4 z-50 flex w-80 max-w-[calc(100%-2rem)] flex-col gap-2" />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}

export const useToast = () => useContext(ToastContext);
