import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../test/render';
import { UploadStep } from './UploadStep';

function Step() {
  const [files, setFiles] = useState<File[]>([]);
  return <UploadStep files={files} onChange={setFiles} />;
}
const file = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type: 'text/csv' });

describe('sign-up wizard, step 4: past leave files (UploadStep)', () => {
  it('lists the chosen files with their size; each can be removed', async () => {
    const { user } = renderUi(<Step />);
    await user.upload(screen.getByTestId('onboarding-files'), [file('izinler.csv', 2048), file('eski.xlsx', 10)]);
    expect(screen.getByText('izinler.csv')).toBeInTheDocument();
    expect(screen.getByText('2 KB')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'eski.xlsx dosyasını kaldır' }));
    expect(screen.queryByText('eski.xlsx')).toBeNull();
  });

  it('at most 5 files: the sixth is refused by name', async () => {
    const { user } = renderUi(<Step />);
    await user.upload(
      screen.getByTestId('onboarding-files'),
      Array.from({ length: 6 }, (_, i) => file(`dosya-${i + 1}.csv`, 10)),
    );
    expect(screen.getByText('dosya-6.csv eklenemedi: kurulumda en fazla 5 dosya yüklenebilir')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
  });

  it('at most 10 MB together: a file past it is refused by name', async () => {
    const { user } = renderUi(<Step />);
    await user.upload(screen.getByTestId('onboarding-files'), [
      file('buyuk.csv', 6 * 1024 * 1024),
      file('ikinci.csv', 5 * 1024 * 1024),
    ]);
    expect(screen.getByText('ikinci.csv eklenemedi: kurulumda toplam en fazla 10 MB yüklenebilir')).toBeInTheDocument();
    expect(screen.getByText('buyuk.csv')).toBeInTheDocument();
  });
});
