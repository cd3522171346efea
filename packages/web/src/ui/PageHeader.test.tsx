import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { PageHeader } from './PageHeader';

describe('PageHeader', () => {
  it("is the page's one h1, with its subtitle and actions", () => {
    renderUi(<PageHeader title="Personel" subtitle="12 kişi" actions={<button type="button">Personel ekle</button>} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Personel' })).toBeInTheDocument();
    expect(screen.getByText('12 kişi')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Personel ekle' })).toBeInTheDocument();
  });

  it('without actions renders no empty action box', () => {
    const { container } = renderUi(<PageHeader title="Personel" />);
    expect(container.querySelectorAll('div')).toHaveLength(2);
  });
});
