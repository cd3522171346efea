import { useState } from 'react';
import { t } from '../../../platform/messages';
import { PERSON_PICKER_LIMIT, PersonPicker, type PickerPerson } from '../../../ui/PersonPicker';
import { SampleGroup } from '../Sample';

const names = [
  ['Ayşe', 'Yılmaz', 'Muhasebe Uzmanı', 'Finans'],
  ['Mehmet', 'Kaya', 'Yazılım Geliştirici', 'Bilgi Teknolojileri'],
  ['Elif', 'Çelik', 'İnsan Kaynakları Uzmanı', 'İnsan Kaynakları'],
  ['Can', 'Demir', 'Satış Temsilcisi', 'Satış'],
  ['Zeynep', 'Şahin', null, 'Pazarlama'],
  ['Burak', 'Öztürk', 'Depo Sorumlusu', null],
] as const;
/** A made-up company of 60 people: enough that the list shows its first 20 and asks for more letters. */
const people: PickerPerson[] = Array.from({ length: 60 }, (_, i) => {
  const [firstName, lastName, position, department] = names[i % names.length]!;
  return {
    id: `sample-${i}`,
    firstName,
    lastName: i < names.length ? lastName : `${lastName} ${i}`,
    position,
    department,
  };
});

/** Stands in for the server: matches on name, answers the first 20 after a short wait. */
const sampleFetcher = (q: string) =>
  new Promise<PickerPerson[]>((resolve) => {
    const wanted = q.toLocaleLowerCase('tr');
    const found = people.filter((p) => `${p.firstName} ${p.lastName}`.toLocaleLowerCase('tr').includes(wanted));
    setTimeout(() => resolve(found.slice(0, PERSON_PICKER_LIMIT)), 150);
  });
const failingFetcher = () => Promise.reject(new Error('sample'));

export function PersonPickerSamples() {
  const [chosen, setChosen] = useState(people[2]!.id);
  const [empty, setEmpty] = useState('');
  const [broken, setBroken] = useState('');
  return (
    <SampleGroup title={t.design.groups.states} className="grid gap-4 sm:grid-cols-2">
      <PersonPicker
        label="Personel"
        value={chosen}
        onChange={setChosen}
        fetcher={sampleFetcher}
        selected={people[2]}
        hint="Seçili kişi; yazınca arama başlar."
      />
      <PersonPicker
        label="Onaylayan"
        value={empty}
        onChange={setEmpty}
        fetcher={sampleFetcher}
        error="Lütfen bir personel seçin"
      />
      <PersonPicker label="Sunucu hatası" value={broken} onChange={setBroken} fetcher={failingFetcher} />
      <PersonPicker label="Kapalı" value="" onChange={() => undefined} fetcher={sampleFetcher} disabled />
    </SampleGroup>
  );
}
