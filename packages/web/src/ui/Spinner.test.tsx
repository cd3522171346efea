import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { FullPageSpinner, Spinner } from './Spinner';

describe('Spinner', () => {
  it('says "Yükleniyor..." to screen readers by default', () => {
    renderUi(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Yükleniyor...');
  });

  it('FullPageSpinner with a label shows it under the spinner, spoken once', () => {
    renderUi(<FullPageSpinner label="Giriş yapılıyor..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Giriş yapılıyor...');
    expect(screen.getAllByText('Giriş yapılıyor...')).toHaveLength(2);
    expect(screen.getAllByText('Giriş yapılıyor...')[1]).toHaveAttribute('aria-hidden', 'true');
  });
});
