import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render';
import { EraseOrganizationDialog } from './EraseOrganizationDialog';

const props = {
  open: true,
  onOpenChange: () => undefined,
  name: 'Örnek A.Ş.',
  subdomain: 'ornek',
  busy: false,
  error: null,
};
const erase = () => screen.getByRole('button', { name: 'Kalıcı olarak sil' });

describe('KVKK erasure of an organization (EraseOrganizationDialog)', () => {
  it('"Kalıcı olarak sil" stays disabled until the subdomain is typed (any case, spaces around)', async () => {
    const onErase = vi.fn();
    const { user } = renderUi(<EraseOrganizationDialog {...props} onErase={onErase} />);
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription(
      'Örnek A.Ş. ve tüm verileri kalıcı olarak silinecek. Bu işlem geri alınamaz.',
    );
    const box = screen.getByRole('textbox', { name: 'Onaylamak için alt alan adını yazın: ornek' });
    await user.type(box, 'orne');
    expect(erase()).toBeDisabled();
    await user.type(box, 'K ');
    expect(erase()).toBeEnabled();
    await user.click(erase());
    expect(onErase).toHaveBeenCalledWith('orneK ');
  });

  it('Enter in the box erases only when it matches', async () => {
    const onErase = vi.fn();
    const { user } = renderUi(<EraseOrganizationDialog {...props} onErase={onErase} />);
    const box = screen.getByRole('textbox', { name: /alt alan adını yazın/ });
    await user.type(box, 'baska{Enter}');
    expect(onErase).not.toHaveBeenCalled();
    await user.clear(box);
    await user.type(box, 'ornek{Enter}');
    expect(onErase).toHaveBeenCalledOnce();
  });

  it("while erasing the button is busy; the server's error is shown", () => {
    renderUi(
      <EraseOrganizationDialog
        {...props}
        busy
        error="Aktif aboneliği olan organizasyon silinemez"
        onErase={() => undefined}
      />,
    );
    expect(erase()).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Aktif aboneliği olan organizasyon silinemez');
  });

  it('closing the dialog forgets what was typed', async () => {
    const onOpenChange = vi.fn();
    const { user } = renderUi(
      <EraseOrganizationDialog {...props} onOpenChange={onOpenChange} onErase={() => undefined} />,
    );
    const box = screen.getByRole('textbox', { name: /alt alan adını yazın/ });
    await user.type(box, 'ornek');
    expect(erase()).toBeEnabled();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(box).toHaveValue('');
    expect(erase()).toBeDisabled();
  });
});
