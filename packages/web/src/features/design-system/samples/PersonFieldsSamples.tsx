import { useController, useForm } from 'react-hook-form';
import { t } from '../../../platform/messages';
import { PersonFields } from '../../../ui/PersonFields';
import { SampleGroup } from '../Sample';

const empty = { phone: '', nationalId: '', birthDate: '', address: '', emergencyContact: '', emergencyPhone: '' };

/** One sample form: empty, or with a phone and a TC identity number the schemas refuse (their messages shown). */
function Sample({ withErrors }: { withErrors?: boolean }) {
  const form = useForm({ defaultValues: withErrors ? { ...empty, phone: '12', nationalId: '1234' } : empty });
  const birthDate = useController({ control: form.control, name: 'birthDate' }).field;
  const errors = withErrors
    ? { phone: { message: t.form.phoneInvalid(t.profile.phone) }, nationalId: { message: t.form.nationalIdLength } }
    : {};
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <PersonFields
        labels={t.profile}
        register={form.register}
        birthDate={birthDate}
        errors={errors}
        headings={
          withErrors ? undefined : { personal: t.register.personalSection, emergency: t.register.emergencySection }
        }
      />
    </div>
  );
}

export function PersonFieldsSamples() {
  return (
    <div className="space-y-6">
      <SampleGroup title={t.design.groups.states}>
        <Sample />
      </SampleGroup>
      <SampleGroup title={t.design.groups.error}>
        <Sample withErrors />
      </SampleGroup>
    </div>
  );
}
