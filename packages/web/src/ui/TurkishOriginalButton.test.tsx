import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setPageLanguage } from '../platform/page-language';
import { renderUi } from '../test/render';
import { ToastProvider } from './Toast';
import { TurkishOriginalButton } from './TurkishOriginalButton';

afterEach(() => setPageLanguage('tr'));

const props = (download: () => Promise<unknown>) => ({
  download,
  text: 'Turkish original',
  label: 'Leave record: Turkish original (the legal record)',
  done: 'Leave record downloaded',
  failed: "Couldn't download the leave record",
});

describe('TurkishOriginalButton (issue 26: the Turkish version of a legal document is the legal record)', () => {
  it('an English page offers the Turkish original beside the download and fetches it on a click', async () => {
    setPageLanguage('en');
    const download = vi.fn(() => Promise.resolve());
    renderUi(<TurkishOriginalButton {...props(download)} />, { wrapper: ToastProvider });
    const button = screen.getByRole('button', { name: 'Leave record: Turkish original (the legal record)' });
    expect(button).toHaveTextContent('Turkish original');
    await userEvent.click(button);
    expect(download).toHaveBeenCalledOnce();
    // The toast says it is done and takes the focus (the button was disabled while it loaded).
    expect(await screen.findByText('Leave record downloaded')).toBeInTheDocument();
  });

  it('a Turkish page shows nothing: its download is already the Turkish one', () => {
    renderUi(<TurkishOriginalButton {...props(() => Promise.resolve())} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
