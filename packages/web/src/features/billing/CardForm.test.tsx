import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi, today } from '../../test/render';
import { CardForm } from './CardForm';

const field = (name: string) => screen.getByRole('textbox', { name });
const pay = () => screen.getByRole('button', { name: '1.234,00 ₺ Öde' });

describe('card form (CardForm)', () => {
  beforeEach(() => today('2026-06-01'));

  it('every field refused when empty or wrong, each with its Turkish message; nothing paid', async () => {
    const onPay = vi.fn();
    const { user } = renderUi(<CardForm payLabel="1.234,00 ₺ Öde" busy={false} onPay={onPay} />);
    await user.type(field('Kart numarası'), '4242 4242 4242 4241');
    await user.type(field('CVC'), '12');
    await user.type(field('Kart üzerindeki isim'), 'A');
    await user.type(field('Son kullanma (AA/YY)'), '13');
    await user.click(pay());
    expect(field('Kart numarası')).toHaveAccessibleDescription('Geçerli bir kart numarası girin.');
    expect(field('Son kullanma (AA/YY)')).toHaveAccessibleDescription('Son kullanma tarihini AA/YY biçiminde girin.');
    expect(field('CVC')).toHaveAccessibleDescription('Güvenlik kodu 3 veya 4 haneli olmalıdır.');
    expect(field('Kart üzerindeki isim')).toHaveAccessibleDescription('Kart sahibinin adını girin.');
    expect(onPay).not.toHaveBeenCalled();
  });

  it('a card that expired last month: "Kartın son kullanma tarihi geçmiş."', async () => {
    const { user } = renderUi(<CardForm payLabel="1.234,00 ₺ Öde" busy={false} onPay={() => undefined} />);
    await user.type(field('Son kullanma (AA/YY)'), '0526');
    expect(field('Son kullanma (AA/YY)')).toHaveValue('05/26');
    await user.click(pay());
    expect(field('Son kullanma (AA/YY)')).toHaveAccessibleDescription('Kartın son kullanma tarihi geçmiş.');
  });

  it('the number is grouped by four as typed; a valid card is handed on', async () => {
    const onPay = vi.fn();
    const { user } = renderUi(<CardForm payLabel="1.234,00 ₺ Öde" busy={false} onPay={onPay} />);
    await user.type(field('Kart numarası'), '4242424242424242');
    expect(field('Kart numarası')).toHaveValue('4242 4242 4242 4242');
    await user.type(field('Son kullanma (AA/YY)'), '0627');
    await user.type(field('CVC'), '123');
    await user.type(field('Kart üzerindeki isim'), 'Ayşe Yılmaz');
    await user.click(pay());
    expect(onPay.mock.calls[0]?.[0]).toEqual({
      number: '4242 4242 4242 4242',
      expiry: '06/27',
      cvc: '123',
      holder: 'Ayşe Yılmaz',
    });
  });

  it('while paying the button is busy and disabled', () => {
    renderUi(<CardForm payLabel="1.234,00 ₺ Öde" busy onPay={() => undefined} />);
    expect(pay()).toBeDisabled();
  });
});
