import { useState } from 'react';
import { t } from '../../../platform/messages';
import { DateField } from '../../../ui/DateField';
import { DateRangeField } from '../../../ui/DateRangeField';
import { TurkishCalendar } from '../../../ui/TurkishCalendar';
import { SampleGroup } from '../Sample';

const grid = 'grid gap-4 sm:grid-cols-2';
const mondayToFriday = [1, 2, 3, 4, 5] as const;

export function DateFieldSamples() {
  const [chosen, setChosen] = useState('2026-10-29');
  const [empty, setEmpty] = useState('');
  const [birth, setBirth] = useState('1985-03-01');
  return (
    <SampleGroup title={t.design.groups.states} className={grid}>
      <DateField
        label="İşe giriş tarihi"
        value={chosen}
        onChange={setChosen}
        workingDays={mondayToFriday}
        hint="29 Ekim resmî tatil olarak işaretlidir."
      />
      <DateField label="Geçerlilik tarihi" value={empty} onChange={setEmpty} error="Lütfen geçerli bir tarih seçin." />
      <DateField
        label="Doğum tarihi"
        value={birth}
        onChange={setBirth}
        yearNavigation
        hint="Ay ve yıl listeden seçilir."
      />
      <DateField label="Kayıt tarihi" value="2026-01-05" onChange={() => undefined} disabled />
    </SampleGroup>
  );
}

export function DateRangeFieldSamples() {
  const [startDate, setStartDate] = useState('2026-10-27');
  const [endDate, setEndDate] = useState('2026-10-30');
  return (
    <SampleGroup title={t.design.groups.states} className="block">
      <DateRangeField
        workingDays={mondayToFriday}
        start={{ label: 'Başlangıç tarihi', value: startDate, onChange: setStartDate }}
        end={{
          label: 'Bitiş tarihi',
          value: endDate,
          onChange: setEndDate,
          hint: '28 Ekim öğleden sonra ve 29 Ekim sayılmaz.',
        }}
      />
    </SampleGroup>
  );
}

/** DateInput and CalendarPopover are parts, not fields: their samples are the two fields that are made of them. */
export function DateInputSamples() {
  return (
    <SampleGroup title="Bu parçalardan yapılan alanlar">
      <a href="#date-field" className="text-sm font-medium text-brand-700 underline">
        DateField
      </a>
      <a href="#date-range-field" className="text-sm font-medium text-brand-700 underline">
        DateRangeField
      </a>
    </SampleGroup>
  );
}

export function TurkishCalendarSamples() {
  const [date, setDate] = useState('2026-10-29');
  return (
    <SampleGroup title={t.design.groups.states} className="block">
      <div className="inline-block rounded-xl border border-line bg-white p-3">
        <TurkishCalendar selection={{ mode: 'single', date }} onPick={setDate} workingDays={mondayToFriday} />
      </div>
    </SampleGroup>
  );
}
