import { screen } from '@testing-library/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { PasswordField, SearchField, SelectField, TextAreaField, TextField } from './Field';

describe('TextField', () => {
  it('the label names the input; the hint describes it', () => {
    renderUi(<TextField label="Ad" hint="Belgelerde görünür" />);
    const input = screen.getByRole('textbox', { name: 'Ad' });
    expect(input).toHaveAccessibleDescription('Belgelerde görünür');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('an error replaces the hint, marks the input invalid and is read with it', () => {
    renderUi(<TextField label="Ad" hint="Belgelerde görünür" error="Ad gerekli" />);
    const input = screen.getByRole('textbox', { name: 'Ad' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Ad gerekli');
    expect(screen.queryByText('Belgelerde görünür')).toBeNull();
  });

  it('a disabled field cannot be typed in', async () => {
    const { user } = renderUi(<TextField label="Alt alan adı" disabled defaultValue="ornek" />);
    const input = screen.getByRole('textbox', { name: 'Alt alan adı' });
    await user.type(input, 'x');
    expect(input).toHaveValue('ornek');
    expect(input).toBeDisabled();
  });
});

describe('SearchField', () => {
  it('is a search box with its label', async () => {
    const { user } = renderUi(<SearchField label="Ara" />);
    const box = screen.getByRole('searchbox', { name: 'Ara' });
    await user.type(box, 'Ayşe');
    expect(box).toHaveValue('Ayşe');
  });
});

describe('PasswordField', () => {
  it('hides the password until "Şifreyi göster", then "Şifreyi gizle" hides it again', async () => {
    const { user } = renderUi(<PasswordField label="Şifre" defaultValue="gizli-şifre" />);
    const input = screen.getByLabelText('Şifre');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Şifreyi göster' }));
    expect(input).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Şifreyi gizle' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('the show button never submits the form around it', async () => {
    let submitted = 0;
    const { user } = renderUi(
      <form onSubmit={(e) => (e.preventDefault(), submitted++)}>
        <PasswordField label="Şifre" />
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Şifreyi göster' }));
    expect(submitted).toBe(0);
  });
});

describe('SelectField', () => {
  it('a labelled native select with its error', async () => {
    const { user } = renderUi(
      <SelectField label="İzin türü" error="İzin türü seçin" defaultValue="">
        <option value="">Seçin</option>
        <option value="annual_paid">Yıllık izin</option>
      </SelectField>,
    );
    const select = screen.getByRole('combobox', { name: 'İzin türü' });
    expect(select).toHaveAccessibleDescription('İzin türü seçin');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    await user.selectOptions(select, 'Yıllık izin');
    expect(select).toHaveValue('annual_paid');
  });
});

describe('TextAreaField', () => {
  it('with maxLength it counts what is typed against the limit, in Turkish digits grouping ("0 / 1.000")', async () => {
    const { user } = renderUi(<TextAreaField label="Açıklama" maxLength={1000} />);
    const box = screen.getByRole('textbox', { name: 'Açıklama' });
    expect(screen.getByText('0 / 1.000')).toBeInTheDocument();
    await user.type(box, 'Aile ziyareti');
    expect(screen.getByText('13 / 1.000')).toBeInTheDocument();
    expect(box).toHaveAccessibleDescription('Karakter sayısı: 13 / 1.000');
  });

  it('the counter turns red at the limit and the browser stops there', async () => {
    const { user } = renderUi(<TextAreaField label="Açıklama" maxLength={5} />);
    await user.type(screen.getByRole('textbox', { name: 'Açıklama' }), 'abcdefg');
    expect(screen.getByRole('textbox', { name: 'Açıklama' })).toHaveValue('abcde');
    expect(screen.getByText('5 / 5')).toHaveClass('text-red-700');
  });

  it("counts a value a form library fills in after mounting (react-hook-form's defaults, a reset)", () => {
    renderUi(<TextAreaField label="Açıklama" maxLength={100} defaultValue="Önceden yazılmış" />);
    expect(screen.getByText('16 / 100')).toBeInTheDocument();
  });

  it("react-hook-form's reset() after a submit empties the field without an event: the counter goes back to 0", async () => {
    function Form() {
      const form = useForm({ defaultValues: { reason: '' } });
      return (
        <form onSubmit={form.handleSubmit(() => form.reset())}>
          <TextAreaField label="Açıklama" maxLength={100} {...form.register('reason')} />
          <button type="submit">Ekle</button>
        </form>
      );
    }
    const { user } = renderUi(<Form />);
    await user.type(screen.getByRole('textbox', { name: 'Açıklama' }), 'Yaz tatili');
    expect(screen.getByText('10 / 100')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ekle' }));
    expect(screen.getByRole('textbox', { name: 'Açıklama' })).toHaveValue('');
    expect(await screen.findByText('0 / 100')).toBeInTheDocument();
  });

  it('a controlled value is counted from the value', async () => {
    function Controlled() {
      const [value, setValue] = useState('ab');
      return <TextAreaField label="Not" maxLength={10} value={value} onChange={(e) => setValue(e.target.value)} />;
    }
    const { user } = renderUi(<Controlled />);
    expect(screen.getByText('2 / 10')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Not' }), 'c');
    expect(screen.getByText('3 / 10')).toBeInTheDocument();
  });

  it('the error and the counter are both read with the field', () => {
    renderUi(<TextAreaField label="Açıklama" maxLength={10} error="Açıklama gerekli" />);
    expect(screen.getByRole('textbox', { name: 'Açıklama' })).toHaveAccessibleDescription(
      'Açıklama gerekli Karakter sayısı: 0 / 10',
    );
  });

  it('without maxLength there is no counter', () => {
    renderUi(<TextAreaField label="Açıklama" />);
    expect(screen.queryByText(/\//)).toBeNull();
  });
});
