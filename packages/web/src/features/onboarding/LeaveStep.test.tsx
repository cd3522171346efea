import { zodResolver } from '@hookform/resolvers/zod';
import { screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../test/render';
import { LeaveStep } from './LeaveStep';
import { defaultLeaveSettings, leaveSettingsSchema, type LeaveSettingsForm } from './wizard-schema';

/** The step as the wizard holds it: one react-hook-form form, checked on every change. */
function Step() {
  const form = useForm<LeaveSettingsForm>({
    resolver: zodResolver(leaveSettingsSchema),
    defaultValues: defaultLeaveSettings,
    mode: 'onChange',
  });
  return (
    <>
      <LeaveStep form={form} />
      <output data-testid="valid">{String(form.formState.isValid)}</output>
    </>
  );
}
const band = (name: string) => screen.getByRole('spinbutton', { name });

describe('sign-up wizard, step 3: leave settings (LeaveStep)', () => {
  it('product §5: no working day: "En az bir çalışma günü seçilmelidir." and the step is not valid', async () => {
    const { user } = renderUi(<Step />);
    for (const day of ['Pazartesi', 'Salı', 'Çarşamba', 'Perşembe', 'Cuma'])
      await user.click(screen.getByRole('checkbox', { name: day }));
    expect(screen.getByText('En az bir çalışma günü seçilmelidir.')).toBeInTheDocument();
    expect(screen.getByTestId('valid')).toHaveTextContent('false');
  });

  it('product §5: 0-1 years takes 0..30 days, the other bands 14..30; outside: "14 ile 30 arasında bir sayı girin"', async () => {
    const { user } = renderUi(<Step />);
    expect(band('1-5 yıl')).toHaveAccessibleDescription('14-30 gün');
    await user.clear(band('1-5 yıl'));
    await user.type(band('1-5 yıl'), '13');
    expect(band('1-5 yıl')).toHaveAccessibleDescription('14 ile 30 arasında bir sayı girin');
    await user.clear(band('0-1 yıl'));
    await user.type(band('0-1 yıl'), '31');
    expect(band('0-1 yıl')).toHaveAccessibleDescription('0 ile 30 arasında bir sayı girin');
    expect(screen.getByTestId('valid')).toHaveTextContent('false');
    await user.clear(band('0-1 yıl'));
    await user.type(band('0-1 yıl'), '0');
    await user.clear(band('1-5 yıl'));
    await user.type(band('1-5 yıl'), '30');
    expect(screen.getByTestId('valid')).toHaveTextContent('true');
  });

  it('an empty band is refused too', async () => {
    const { user } = renderUi(<Step />);
    await user.clear(band('15+ yıl'));
    expect(band('15+ yıl')).toHaveAccessibleDescription('14 ile 30 arasında bir sayı girin');
  });
});
