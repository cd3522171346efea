import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, stubApi, writes, type StubAnswer } from '../../test/api-stub';
import { renderPage, testUser } from '../../test/render';
import { AdjustmentDialog } from './AdjustmentDialog';

const field = (name: string) => screen.getByRole('textbox', { name });
const submit = () => screen.getByRole('button', { name: 'Düzeltmeyi Kaydet' });

function renderDialog(routes: Record<string, StubAnswer | 'hang'> = {}) {
  const onOpenChange = vi.fn();
  const api = stubApi(routes);
  return {
    onOpenChange,
    ...api,
    ...renderPage(<AdjustmentDialog employeeId="u-2" open onOpenChange={onOpenChange} />, { user: testUser() }),
  };
}

describe('balance adjustment (AdjustmentDialog)', () => {
  it('empty: "Gün sayısı gerekli" and "Düzeltme sebebi gerekli"; nothing sent', async () => {
    const { user, sent } = renderDialog();
    await user.click(submit());
    expect(field('Gün (ör. 2, -1,5)')).toHaveAccessibleDescription('Gün sayısı gerekli');
    expect(field('Sebep')).toHaveAccessibleDescription('Düzeltme sebebi gerekli');
    expect(writes(sent)).toHaveLength(0);
  });

  it('zero days, a quarter day and a reason over 500 characters are refused with their messages', async () => {
    const { user } = renderDialog();
    await user.type(field('Gün (ör. 2, -1,5)'), '0');
    await user.click(field('Sebep'));
    await user.paste('a'.repeat(501));
    await user.click(submit());
    expect(field('Gün (ör. 2, -1,5)')).toHaveAccessibleDescription('Gün sayısı sıfır olamaz');
    expect(field('Sebep')).toHaveAccessibleDescription('Sebep en fazla 500 karakter olabilir');
    await user.clear(field('Gün (ör. 2, -1,5)'));
    await user.type(field('Gün (ör. 2, -1,5)'), '1,25');
    await user.click(submit());
    expect(field('Gün (ör. 2, -1,5)')).toHaveAccessibleDescription(
      'Gün sayısı yarım günün katı olmalıdır (ör. 1, 1,5, -2)',
    );
  });

  it('a decimal comma is read ("-1,5" is -1.5); saved with the toast and the dialog closes', async () => {
    const { user, sent, onOpenChange } = renderDialog({
      'POST /employee/u-2/ledger-adjustments': { body: { id: 'a-1' } },
    });
    await user.type(field('Gün (ör. 2, -1,5)'), '-1,5');
    await user.type(field('Sebep'), 'Devir düzeltmesi');
    await user.click(submit());
    expect(await screen.findByText('Bakiye düzeltmesi kaydedildi')).toBeInTheDocument();
    expect(writes(sent)[0]?.body).toEqual({ days: -1.5, reason: 'Devir düzeltmesi' });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("a refusal shows the server's message; the button is busy meanwhile", async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    const { user } = renderDialog({
      'POST /employee/u-2/ledger-adjustments': () => new Promise((resolve) => (answer = resolve)),
    });
    await user.type(field('Gün (ör. 2, -1,5)'), '2');
    await user.type(field('Sebep'), 'Devir');
    await user.click(submit());
    await waitFor(() => expect(submit()).toBeDisabled());
    answer(apiError(400, 'Bakiye eksiye düşemez'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bakiye eksiye düşemez');
  });
});
