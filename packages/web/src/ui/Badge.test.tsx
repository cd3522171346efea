import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { Badge } from './Badge';

describe('Badge', () => {
  it('shows its text in the tone asked for, neutral by default', () => {
    renderUi(
      <>
        <Badge>Beklemede</Badge>
        <Badge tone="green">Onaylandı</Badge>
      </>,
    );
    expect(screen.getByText('Beklemede').className).toContain('bg-slate-100');
    expect(screen.getByText('Onaylandı').className).toContain('bg-emerald-100');
  });
});
