import { useState } from 'react';
import { t } from '../../../platform/messages';
import {
  FieldFrame,
  PasswordField,
  SearchField,
  SelectField,
  TextAreaField,
  TextField,
  useFieldIds,
} from '../../../ui/Field';
import { CheckboxField } from '../../../ui/CheckboxField';
import { CheckboxGroupField } from '../../../ui/CheckboxGroupField';
import { SampleGroup } from '../Sample';

const grid = 'grid gap-4 sm:grid-cols-2';

export function TextFieldSamples() {
  return (
    <SampleGroup title={t.design.groups.states} className={grid}>
      <TextField label="Ad Soyad" placeholder="Ayşe Yılmaz" />
      <TextField label="E-posta" type="email" defaultValue="ayse@ornek.com" hint="Giriş için kullanılır." />
      <TextField label="Telefon" defaultValue="0532" error="Geçerli bir telefon numarası girin" />
      <TextField label="Kurum alan adı" defaultValue="ornek-kurum" disabled hint="Değiştirilemez." />
    </SampleGroup>
  );
}

export function SearchFieldSamples() {
  return (
    <SampleGroup title={t.design.groups.states} className={grid}>
      <SearchField label="Personel ara" placeholder="Ad, soyad veya e-posta" />
      <SearchField label="Ara" defaultValue="Yılmaz" disabled />
    </SampleGroup>
  );
}

export function PasswordFieldSamples() {
  return (
    <SampleGroup title={t.design.groups.states} className={grid}>
      <PasswordField label="Şifre" defaultValue="gizli-sifre" hint="En az 6 karakter." />
      <PasswordField label="Şifre (tekrar)" defaultValue="123" error="Şifreler eşleşmiyor" />
      <PasswordField label="Eski şifre" defaultValue="gizli-sifre" disabled />
    </SampleGroup>
  );
}

const leaveTypes = (
  <>
    <option value="">Seçin</option>
    <option value="ANNUAL">Yıllık izin</option>
    <option value="SICK">Hastalık izni</option>
    <option value="UNPAID">Ücretsiz izin</option>
  </>
);

export function SelectFieldSamples() {
  return (
    <SampleGroup title={t.design.groups.states} className={grid}>
      <SelectField label="İzin türü" defaultValue="ANNUAL" hint="Yıllık izin bakiyeden düşer.">
        {leaveTypes}
      </SelectField>
      <SelectField label="İzin türü" defaultValue="" error="İzin türü seçin">
        {leaveTypes}
      </SelectField>
      <SelectField label="İzin türü" defaultValue="SICK" disabled>
        {leaveTypes}
      </SelectField>
    </SampleGroup>
  );
}

export function TextAreaFieldSamples() {
  return (
    <SampleGroup title={t.design.groups.states} className={grid}>
      <TextAreaField label="Açıklama" placeholder="İzin nedeninizi yazın" hint="İsteğe bağlı." />
      <TextAreaField
        label="Adres (sınırlı, sayaçlı)"
        maxLength={500}
        defaultValue="Moda Cd. No: 12, Kadıköy, İstanbul"
        hint="maxLength ile sayaç gösterilir."
      />
      <TextAreaField label="Red nedeni" defaultValue="" error="Red nedeni girin" />
      <TextAreaField label="Yönetici notu" defaultValue="Onaylandı, iyi tatiller." disabled />
    </SampleGroup>
  );
}

/** A control of its own inside the one labelled frame, as DateField does. */
export function FieldFrameSamples() {
  const { inputId, control } = useFieldIds(undefined, undefined, 'Etiket, ipucu ve hata aynı çerçeveden gelir.');
  return (
    <SampleGroup title={t.design.groups.states} className={grid}>
      <FieldFrame inputId={inputId} label="Renk" hint="Etiket, ipucu ve hata aynı çerçeveden gelir.">
        <input type="color" defaultValue="#0f766e" className="h-10 w-20 rounded-lg border border-line" {...control} />
      </FieldFrame>
    </SampleGroup>
  );
}

export function CheckboxFieldSamples() {
  return (
    <SampleGroup title={t.design.groups.states} className={grid}>
      <CheckboxField
        label="Doğum günü e-postaları"
        hint="Açıkken çalışanlara doğum günlerinde kutlama e-postası gider."
        defaultChecked
      />
      <CheckboxField label="Haftalık özet" error="Kaydedilemedi: bağlantı koptu" />
      <CheckboxField label="Kapatılamaz bildirim" hint="Yönetici tarafından açık tutuluyor." defaultChecked disabled />
    </SampleGroup>
  );
}

const reportOptions = [
  { value: 'leave', label: 'İzin raporu', hint: 'Ay sonunda onaylanan izinler' },
  { value: 'balance', label: 'Bakiye raporu', hint: 'Her çalışanın kalan izni' },
  { value: 'absence', label: 'Devamsızlık raporu' },
];

function ReportPicker({ initial, error }: { initial: string[]; error?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <CheckboxGroupField
      legend="Gönderilecek raporlar"
      options={reportOptions}
      value={value}
      onChange={setValue}
      error={error}
    />
  );
}

export function CheckboxGroupFieldSamples() {
  return (
    <SampleGroup title={t.design.groups.states} className={grid}>
      <ReportPicker initial={['leave']} />
      <ReportPicker initial={[]} error="En az bir rapor seçin" />
    </SampleGroup>
  );
}
