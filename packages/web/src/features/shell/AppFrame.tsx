import * as RadixDialog from '@radix-ui/react-dialog';
import { Menu, X } from 'lucide-react';
import { Suspense, useRef, useState, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { t } from '../../platform/messages';
import { Spinner } from '../../ui/Spinner';
import { PageMain } from '../../ui/PageMain';

/**
 * The frame of every logged-in page: a fixed sidebar on wide screens, a top bar with a drawer on
 * phones. `sidebar` receives a callback that closes the drawer after navigation. The page is the
 * route's outlet unless `children` are given (the design sample page).
 */
export function AppFrame({
  brand,
  sidebar,
  footer,
  children,
}: {
  brand: ReactNode;
  sidebar: (close: () => void) => ReactNode;
  footer?: ReactNode;
  children?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  // A drawer closed by following one of its links leaves focus to the new page's heading
  // (features/shell/route-focus.ts), not to the menu button.
  const navigated = useRef(false);
  const close = () => {
    navigated.current = true;
    setOpen(false);
  };
  return (
    <div className="min-h-dvh lg:flex">
      <aside className="hidden w-64 shrink-0 flex-col border-r border-line bg-white lg:sticky lg:top-0 lg:flex lg:h-dvh">
        <div className="border-b border-line px-5 py-4">{brand}</div>
        {sidebar(close)}
        {footer && <div className="border-t border-line px-5 py-3">{footer}</div>}
      </aside>
      <header className="sticky top-0 z-30 flex items-center justify-between border-b border-line bg-white px-4 py-3 lg:hidden">
        {brand}
        <RadixDialog.Root open={open} onOpenChange={setOpen}>
          <RadixDialog.Trigger className="rounded-lg p-2 text-ink hover:bg-slate-100" aria-label={t.common.menu}>
            <Menu className="size-5" />
          </RadixDialog.Trigger>
          <RadixDialog.Portal>
            <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
            <RadixDialog.Content
              onOpenAutoFocus={() => (navigated.current = false)}
              onCloseAutoFocus={(event) => navigated.current && event.preventDefault()}
              className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85%] flex-col bg-white shadow-xl"
            >
              <div className="flex items-center justify-between border-b border-line px-4 py-3">
                <RadixDialog.Title asChild>{brand}</RadixDialog.Title>
                <RadixDialog.Close className="rounded-lg p-2 hover:bg-slate-100" aria-label={t.common.closeMenu}>
                  <X className="size-5" />
                </RadixDialog.Close>
              </div>
              <RadixDialog.Description className="sr-only">{t.common.menu}</RadixDialog.Description>
              {sidebar(close)}
              {footer && <div className="border-t border-line px-4 py-3">{footer}</div>}
            </RadixDialog.Content>
          </RadixDialog.Portal>
        </RadixDialog.Root>
      </header>
      <PageMain className="min-w-0 flex-1 p-4 sm:p-6 lg:p-8">
        {/* Pages are lazy chunks (app/lazy-page.ts): the frame stays while one arrives. */}
        <Suspense fallback={<Spinner />}>{children ?? <Outlet />}</Suspense>
      </PageMain>
    </div>
  );
}
