import * as RadixToast from '@radix-ui/react-toast';
import { useCallback, useRef } from 'react';
import { cn } from './cn';
import { resultFocused, returnFocusFromResult } from './focus-result';

export type ToastTone = 'success' | 'error' | 'info';
export interface ToastAction {
  label: string;
  onClick: () => void;
}
export interface ToastItem {
  id: number;
  tone: ToastTone;
  message: string;
  action?: ToastAction;
}

/**
 * The toasts on screen (Radix): Toast.tsx's other half, in its own chunk, fetched by ToastProvider when
 * the first toast shows (the default export is what React.lazy loads; /test-design's Toast section shows it).
 */
function ToastList({ items, onClose }: { items: ToastItem[]; onClose: (id: number) => void }) {
  return (
    <RadixToast.Provider swipeDirection="right">
      {items.map((item) => (
        <Toast key={item.id} item={item} onClose={() => onClose(item.id)} />
      ))}
      <RadixToast.Viewport className="fixed right-4 bottom-4 z-50 flex w-80 max-w-[calc(100%-2rem)] flex-col gap-2" />
    </RadixToast.Provider>
  );
}

/**
 * One toast. It is a result (`data-result`, ui/focus-result.ts): focus comes to it when it shows, and
 * leaving it by Tab (past its last button) or its closing sends focus back to where it was before,
 * or to the page's heading, instead of past the end of the page.
 */
function Toast({ item, onClose }: { item: ToastItem; onClose: () => void }) {
  // A callback ref: Radix renders the toast into its viewport once that exists, so the element may
  // come a render later than this component; and on its way out it is still in the page here.
  const node = useRef<HTMLLIElement | null>(null);
  const ref = useCallback((toast: HTMLLIElement | null) => {
    const leaving = node.current;
    node.current = toast;
    if (leaving && !toast) {
      // Going (its time up, closed, or dismissed by its owner) while it has the focus (Radix moves it
      // to the viewport when it closes a focused toast itself): the focus goes back.
      const active = document.activeElement;
      if (leaving.contains(active) || (active && active === leaving.parentElement))
        setTimeout(returnFocusFromResult, 0);
    }
    if (!toast) return;
    toast.addEventListener('focusin', () => resultFocused());
    // Radix's viewport moves Tab between toasts and then past them; here Tab leaves the toast for the page.
    toast.addEventListener('keydown', (event) => {
      if (event.key !== 'Tab') return;
      const buttons = [...toast.querySelectorAll('button')];
      const out = event.shiftKey
        ? document.activeElement === toast
        : buttons.length === 0 || document.activeElement === buttons.at(-1);
      if (!out) return;
      event.preventDefault();
      event.stopPropagation();
      returnFocusFromResult();
    });
  }, []);
  return (
    <RadixToast.Root
      ref={ref}
      data-toast-id={item.id}
      data-result=""
      // ToastProvider times every toast (a toast with an action is dismissed by its owner).
      duration={Infinity}
      onOpenChange={(open) => !open && onClose()}
      className={cn(
        'flex items-center justify-between gap-3 rounded-lg border px-4 py-3 text-sm shadow-lg',
        item.tone === 'success' && 'border-emerald-200 bg-emerald-50 text-emerald-900',
        item.tone === 'error' && 'border-red-200 bg-red-50 text-red-900',
        item.tone === 'info' && 'border-sky-200 bg-sky-50 text-sky-900',
      )}
    >
      <RadixToast.Description>{item.message}</RadixToast.Description>
      {item.action && (
        <RadixToast.Action altText={item.action.label} asChild>
          <button
            type="button"
            className="shrink-0 rounded-md px-2 py-1 font-semibold underline underline-offset-2 hover:bg-white/60"
            onClick={item.action.onClick}
          >
            {item.action.label}
          </button>
        </RadixToast.Action>
      )}
    </RadixToast.Root>
  );
}

export default ToastList;
