import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render';
import { Button } from './Button';

describe('Button', () => {
  it('runs its action on click', async () => {
    const onClick = vi.fn();
    const { user } = renderUi(<Button onClick={onClick}>Kaydet</Button>);
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('while loading it is disabled and busy, so a second click cannot send twice', async () => {
    const onClick = vi.fn();
    const { user } = renderUi(
      <Button loading onClick={onClick}>
        Kaydet
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Kaydet' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('a disabled button is not busy', () => {
    renderUi(<Button disabled>Kaydet</Button>);
    expect(screen.getByRole('button', { name: 'Kaydet' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Kaydet' })).not.toHaveAttribute('aria-busy');
  });

  it('asChild gives a link the button look and keeps it a link', () => {
    renderUi(
      <Button asChild variant="secondary">
        <a href="/leaves">İzinlerim</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'İzinlerim' });
    expect(link).toHaveAttribute('href', '/leaves');
    expect(link).not.toHaveAttribute('disabled');
    expect(link.className).toContain('border-line');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('is type="submit" only when asked: a type passed through reaches the button', () => {
    renderUi(<Button type="submit">Gönder</Button>);
    expect(screen.getByRole('button', { name: 'Gönder' })).toHaveAttribute('type', 'submit');
  });
});
