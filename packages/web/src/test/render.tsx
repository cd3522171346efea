import { vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { AuthProvider, meQueryKey } from '../features/auth/AuthProvider';
import type { CurrentUser } from '@paydos/contract/auth';
import { session } from './api-stub';
import { SiteContext, type SiteInfo } from '../platform/site';
import { storageKeys } from '../platform/storage';
import { ToastProvider } from '../ui/Toast';

/** A signed-in ADMIN of "Örnek A.Ş."; pass fields to change. */
export function testUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 'u-admin',
    email: 'ayse@ornek.com.tr',
    firstName: 'Ayşe',
    lastName: 'Yılmaz',
    role: 'ADMIN',
    isActive: true,
    position: 'İK Müdürü',
    department: 'İnsan Kaynakları',
    startDate: '2020-01-06',
    annualLeaveDays: 14,
    usedLeaveDays: 0,
    organization: {
      id: 'o-1',
      name: 'Örnek A.Ş.',
      subdomain: 'ornek',
      logoUrl: null,
      leavePolicyJson: '{}',
      subscription: { status: 'ACTIVE', isTrialActive: false, trialEndsAt: null, paymentRequired: false },
    },
    ...overrides,
  };
}

export const organizationSite: SiteInfo = {
  site: { kind: 'organization', subdomain: 'ornek' },
  baseDomain: 'paydos.test',
};

/**
 * Renders `ui` as the app does (a fresh query cache, router, toasts, auth; `user` signs in without a
 * request, `site` gives the host's site) and returns Testing Library's queries with a user-event `user`.
 */
export function renderPage(
  ui: ReactElement,
  { user, site, route = '/', ...options }: { user?: CurrentUser; site?: SiteInfo; route?: string } & RenderOptions = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  session.user = user ?? null;
  if (user) {
    localStorage.setItem(storageKeys.token, 'test-token');
    localStorage.setItem(storageKeys.user, JSON.stringify(user));
    queryClient.setQueryData(meQueryKey, user);
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <SiteContext.Provider value={site ?? organizationSite}>
        <MemoryRouter initialEntries={[route]}>
          <ToastProvider>
            <AuthProvider>{children}</AuthProvider>
          </ToastProvider>
        </MemoryRouter>
      </SiteContext.Provider>
    </QueryClientProvider>
  );
  return { user: settledUser(), queryClient, ...render(ui, { wrapper, ...options }) };
}

/**
 * user-event without its per-key pauses (typing stays fast), but each action ends once what it started has
 * settled: a form's async validation (zodResolver) and the render it causes run inside act before the
 * test's next line reads the page.
 */
function settledUser() {
  const user = userEvent.setup({ delay: null });
  return new Proxy(user, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        const result = await (value as (...a: unknown[]) => unknown).apply(target, args);
        await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
        return result;
      };
    },
  });
}

/** Testing Library's render with a user-event `user`, for components that need no app around them. */
export function renderUi(ui: ReactElement, options?: RenderOptions) {
  return { user: settledUser(), ...render(ui, options) };
}

/** Pins today (Istanbul) for the date rules, leaving the timers real: `vi.useRealTimers()` after each test undoes it. */
export function today(date: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${date}T09:00:00Z`));
}
