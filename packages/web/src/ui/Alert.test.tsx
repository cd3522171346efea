import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { Alert } from './Alert';

describe('Alert', () => {
  it('an error is announced at once (role alert) with its title and text', () => {
    renderUi(
      <Alert tone="error" title="Kaydedilemedi">
        Sunucu hatası oluştu
      </Alert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Kaydedilemedi');
    expect(alert).toHaveTextContent('Sunucu hatası oluştu');
  });

  it('success and info are polite statuses, not alerts', () => {
    renderUi(
      <>
        <Alert tone="success">Kaydedildi</Alert>
        <Alert>Bilgi</Alert>
      </>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual(['Kaydedildi', 'Bilgi']);
  });
});
