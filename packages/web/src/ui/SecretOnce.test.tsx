import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { renderUi } from '../test/render';
import { SecretOnce } from './SecretOnce';
import { ToastProvider } from './Toast';

/** The toasts need their provider. */
const renderWithToasts = (ui: ReactElement) => renderUi(ui, { wrapper: ToastProvider });

const texts = { copy: 'Kopyala', copied: 'Anahtar kopyalandı', copyFailed: 'Kopyalanamadı' };

describe('SecretOnce', () => {
  it('shows the secret and the notice; the copy button writes the secret to the clipboard and says so', async () => {
    const { user } = renderWithToasts(
      <SecretOnce
        secret="pdk_live_abc"
        notice="Bir daha gösterilmeyecek."
        copyLabel="Gizli anahtarı kopyala"
        {...texts}
        testId="s"
      />,
    );
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    expect(screen.getByTestId('s')).toHaveTextContent('pdk_live_abc');
    expect(screen.getByRole('status')).toHaveTextContent('Bir daha gösterilmeyecek.');
    await user.click(screen.getByRole('button', { name: 'Gizli anahtarı kopyala' }));
    expect(writeText).toHaveBeenCalledWith('pdk_live_abc');
    expect(await screen.findByText('Anahtar kopyalandı')).toBeInTheDocument();
  });

  it('without a notice nothing but the secret and the button; the button is named by its text', () => {
    renderWithToasts(<SecretOnce secret="whsec_x" {...texts} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kopyala' })).toBeVisible();
  });

  it('a refused clipboard gives the error toast', async () => {
    const { user } = renderWithToasts(<SecretOnce secret="whsec_x" {...texts} />);
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Kopyala' }));
    expect(await screen.findByText('Kopyalanamadı')).toBeInTheDocument();
  });
});
