import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { BrandLink } from './BrandLink';

describe('BrandLink', () => {
  it('is a link home named by the product, its mark hidden from screen readers; a class places it', () => {
    renderUi(
      <MemoryRouter>
        <BrandLink className="mb-6" />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Paydos' });
    expect(link).toHaveAttribute('href', '/');
    expect(link).toHaveClass('mb-6', 'text-brand-800');
    expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
