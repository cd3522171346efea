import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render';
import { Button } from './Button';
import { ConfirmDialog, Dialog } from './Dialog';

function Opener({ description }: { description?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Aç</Button>
      <Dialog open={open} onOpenChange={setOpen} title="Personel ekle" description={description}>
        <input aria-label="Ad" />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('opens named by its title; "Kapat" closes it and the focus goes back to the button that opened it', async () => {
    const { user } = renderUi(<Opener description="Davet e-postası gider" />);
    const opener = screen.getByRole('button', { name: 'Aç' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Personel ekle' });
    expect(dialog).toHaveAccessibleDescription('Davet e-postası gider');
    await user.click(screen.getByRole('button', { name: 'Kapat' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(opener).toHaveFocus();
  });

  it('Escape closes it', async () => {
    const { user } = renderUi(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Aç' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('without a description the title is its description for screen readers', async () => {
    const { user } = renderUi(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Aç' }));
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription('Personel ekle');
  });
});

describe('ConfirmDialog', () => {
  it('"Vazgeç" closes without confirming; the confirm button confirms', async () => {
    const onOpenChange = vi.fn();
    const onConfirm = vi.fn();
    const { user } = renderUi(
      <ConfirmDialog
        open
        onOpenChange={onOpenChange}
        title="Pasifleştir"
        description="Ayşe giriş yapamaz"
        confirmLabel="Pasifleştir"
        onConfirm={onConfirm}
        tone="danger"
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Vazgeç' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Pasifleştir' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('while busy the confirm button is disabled, so the action is not sent twice', () => {
    renderUi(
      <ConfirmDialog
        open
        onOpenChange={() => undefined}
        title="Sil"
        description="Geri alınamaz"
        confirmLabel="Sil"
        onConfirm={() => undefined}
        busy
      />,
    );
    expect(screen.getByRole('button', { name: 'Sil' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Vazgeç' })).toBeEnabled();
  });

  it('asks what the action needs (its children, e.g. a reason) and holds the action while confirmDisabled', async () => {
    const onConfirm = vi.fn();
    const { user } = renderUi(
      <ConfirmDialog
        open
        onOpenChange={() => undefined}
        title="Organizasyonu sil"
        confirmLabel="Sil"
        onConfirm={onConfirm}
        confirmDisabled
      >
        <label>
          Alt alan adı
          <input />
        </label>
      </ConfirmDialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Organizasyonu sil' })).toContainElement(
      screen.getByRole('textbox', { name: 'Alt alan adı' }),
    );
    await user.click(screen.getByRole('button', { name: 'Sil' }));
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
