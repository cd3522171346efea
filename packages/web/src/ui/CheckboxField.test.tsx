import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { CheckboxField } from './CheckboxField';

describe('CheckboxField', () => {
  it('the whole label toggles it, the hint describes it', async () => {
    const { user } = renderUi(<CheckboxField label="Yöneticiye e-posta gönder" hint="Her yeni talepte" />);
    const box = screen.getByRole('checkbox', { name: /Yöneticiye e-posta gönder/ });
    await user.click(screen.getByText('Her yeni talepte'));
    expect(box).toBeChecked();
    expect(box).toHaveAccessibleDescription('Her yeni talepte');
  });

  it('an error is announced and read with the box, after the hint', () => {
    renderUi(<CheckboxField label="Bildirimler" hint="Her yeni talepte" error="Ayar kaydedilemedi" />);
    const box = screen.getByRole('checkbox');
    expect(screen.getByRole('alert')).toHaveTextContent('Ayar kaydedilemedi');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Her yeni talepte Ayar kaydedilemedi');
  });

  it('disabled, it cannot be changed', async () => {
    const { user } = renderUi(<CheckboxField label="Bildirimler" disabled />);
    await user.click(screen.getByText('Bildirimler'));
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });
});
