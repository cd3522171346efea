import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setPageLanguage } from '../../platform/page-language';
import { storageKeys } from '../../platform/storage';
import { renderUi } from '../../test/render';
import { LanguageSwitch } from './LanguageSwitch';

afterEach(() => setPageLanguage('tr'));

describe('LanguageSwitch (issue 26): the logged-out pages offer the other language, named in itself', () => {
  it('a Turkish page offers English; choosing it stores the visitor’s choice and reloads the page', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    renderUi(<LanguageSwitch />);
    const button = screen.getByRole('button', { name: 'Dili değiştir: English' });
    expect(button.querySelector('[lang="en"]')).toHaveTextContent('English');
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(button);
    expect(localStorage.getItem(storageKeys.visitorLanguage)).toBe('en');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('an English page offers Türkçe', () => {
    setPageLanguage('en');
    renderUi(<LanguageSwitch />);
    expect(screen.getByRole('button', { name: /Türkçe$/ }).querySelector('[lang="tr"]')).toHaveTextContent('Türkçe');
    expect(screen.queryByRole('button', { name: /English/ })).not.toBeInTheDocument();
  });

  it('is not shown to a signed-in person who chose a language (the profile page’s choice comes first)', () => {
    localStorage.setItem(storageKeys.user, JSON.stringify({ id: 'u-1', language: 'tr' }));
    renderUi(<LanguageSwitch />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
