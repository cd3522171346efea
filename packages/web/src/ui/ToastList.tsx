import * as RadixToast from '@radix-ui/react-toast';
import { cn } from './cn';

export type ToastTone = 'success' | 'error' | 'info';
export interface ToastItem {
  id: number;
  tone: ToastTone;
  message: string;
}

/**
 * The toasts on screen (Radix): Toast.tsx's other half, in its own chunk, fetched by ToastProvider when
 * the first toast shows (the default export is what React.lazy loads; /test-design's Toast section shows it).
 */
function ToastList({ items, onClose }: { items: ToastItem[]; onClose: (id: number) => void }) {
  return (
    <RadixToast.Provider swipeDirection="right">
      {items.map((item) => (
        <RadixToast.Root
          key={item.id}
          duration={item.tone === 'error' ? 6000 : 3000}
          onOpenChange={(open) => !open && onClose(item.id)}
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
  );
}

export default ToastList;
