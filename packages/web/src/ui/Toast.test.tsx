import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render';
import { ToastProvider, useToast } from './Toast';

function Shower({ message, tone }: { message: string; tone?: 'success' | 'error' | 'info' }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast(message, tone)}>
      Göster
    </button>
  );
}

describe('Toast', () => {
  it('useToast shows the message (its list is fetched with the first toast)', async () => {
    const { user } = renderUi(
      <ToastProvider>
        <Shower message="Kaydedildi" />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Göster' }));
    expect(await screen.findByText('Kaydedildi')).toBeInTheDocument();
  });

  it('product §4: a success toast fades after 3 seconds, an error stays longer', async () => {
    // The toasts' timers start when they show: the clock is the test's from the start (it still runs by itself).
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderUi(
      <ToastProvider>
        <Shower message="Kaydedildi" />
        <Shower message="Kaydedilemedi" tone="error" />
      </ToastProvider>,
    );
    const [success, error] = screen.getAllByRole('button', { name: 'Göster' });
    await user.click(success!);
    await user.click(error!);
    await screen.findByText('Kaydedilemedi');
    try {
      await act(async () => vi.advanceTimersByTimeAsync(3500));
      expect(screen.queryByText('Kaydedildi')).toBeNull();
      expect(screen.getByText('Kaydedilemedi')).toBeInTheDocument();
      await act(async () => vi.advanceTimersByTimeAsync(3000));
      expect(screen.queryByText('Kaydedilemedi')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('outside a provider, showing a toast does nothing and does not throw', async () => {
    const { user } = renderUi(<Shower message="Kaydedildi" />);
    await user.click(screen.getByRole('button', { name: 'Göster' }));
    expect(screen.queryByText('Kaydedildi')).toBeNull();
  });
});
