import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render';
import { ReasonDialog } from './ReasonDialog';

const props = {
  open: true,
  onOpenChange: () => undefined,
  title: 'Talebi reddet',
  label: 'Red sebebi',
  placeholder: 'İsteğe bağlı',
  confirmLabel: 'Reddet',
  busy: false,
};

describe('reject/cancel reason (ReasonDialog)', () => {
  it('the reason is optional: empty or blank goes as none, otherwise trimmed', async () => {
    const onConfirm = vi.fn();
    const { user } = renderUi(<ReasonDialog {...props} onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Reddet' }));
    await user.type(screen.getByRole('textbox', { name: 'Red sebebi' }), '  Yoğun dönem  ');
    await user.click(screen.getByRole('button', { name: 'Reddet' }));
    expect(onConfirm.mock.calls).toEqual([[undefined], ['Yoğun dönem']]);
  });

  it('the reason is limited to 1000 characters, with its counter', () => {
    renderUi(<ReasonDialog {...props} onConfirm={() => undefined} />);
    expect(screen.getByRole('textbox', { name: 'Red sebebi' })).toHaveAttribute('maxLength', '1000');
    expect(screen.getByText('0 / 1.000')).toBeInTheDocument();
  });

  it("while busy the confirm button is disabled; the server's error is shown", () => {
    renderUi(<ReasonDialog {...props} busy error="Bu talep zaten sonuçlandırılmış" onConfirm={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Reddet' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Bu talep zaten sonuçlandırılmış');
  });

  it('closing the dialog forgets the reason typed', async () => {
    const onOpenChange = vi.fn();
    const { user } = renderUi(<ReasonDialog {...props} onOpenChange={onOpenChange} onConfirm={() => undefined} />);
    const box = screen.getByRole('textbox', { name: 'Red sebebi' });
    await user.type(box, 'Yoğun dönem');
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(box).toHaveValue('');
  });
});
