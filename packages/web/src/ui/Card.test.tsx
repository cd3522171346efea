import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { Card, CardHeader, StatCard } from './Card';

describe('Card', () => {
  it('CardHeader names the card with a heading, its description and its action', () => {
    renderUi(
      <Card data-testid="card">
        <CardHeader
          title="Şirket bilgileri"
          description="Faturada görünür"
          action={<button type="button">Düzenle</button>}
        />
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Şirket bilgileri' })).toBeInTheDocument();
    expect(screen.getByText('Faturada görünür')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Düzenle' })).toBeInTheDocument();
    expect(screen.getByTestId('card').className).toContain('rounded-xl');
  });

  it('StatCard shows a label and its value', () => {
    renderUi(<StatCard label="Bekleyen talepler" value={3} />);
    expect(screen.getByText('Bekleyen talepler')).toBeInTheDocument();
    expect(screen.getByText('3')).toBeInTheDocument();
  });
});
