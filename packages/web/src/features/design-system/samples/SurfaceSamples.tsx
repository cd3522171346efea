import { useQuery } from '@tanstack/react-query';
import { CalendarCheck2, CalendarDays, Clock, Users } from 'lucide-react';
import { t } from '../../../platform/messages';
import { Badge } from '../../../ui/Badge';
import { BrandLink } from '../../../ui/BrandLink';
import { Button } from '../../../ui/Button';
import { Card, CardHeader, StatCard } from '../../../ui/Card';
import { DetailList } from '../../../ui/DetailList';
import { EmailAddress } from '../../../ui/EmailAddress';
import { PageHeader } from '../../../ui/PageHeader';
import { MAIN_ID } from '../../../ui/PageMain';
import { QueryBody } from '../../../ui/QueryBody';
import { ScrollRegion } from '../../../ui/ScrollRegion';
import { Table, Td, Th } from '../../../ui/Table';
import { SampleGroup } from '../Sample';
import { MONTH_NAMES } from '../../../platform/format-dates';

export function CardSamples() {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Card>
        <CardHeader
          title="Son izin talepleri"
          description="Son 30 gün"
          action={
            <Button size="sm" variant="secondary">
              Tümü
            </Button>
          }
        />
        <p className="p-5 text-sm text-muted">Kartın gövdesi.</p>
      </Card>
      <Card className="p-5 text-sm">Yalnız Card: başlıksız, dolgulu bir kutu.</Card>
    </div>
  );
}

export function StatCardSamples() {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <StatCard label="Kalan Yıllık İzin" value="14 gün" icon={<CalendarDays className="size-5" />} />
      <StatCard label="Bekleyen Talepler" value={3} tone="amber" icon={<Clock className="size-5" />} />
      <StatCard label="Toplam Personel" value={42} tone="sky" icon={<Users className="size-5" />} />
      <StatCard label="Bugün İzinde" value={2} tone="rose" icon={<CalendarCheck2 className="size-5" />} />
    </div>
  );
}

export function BrandLinkSamples() {
  return (
    <div className="rounded-lg border border-dashed border-line p-4">
      <BrandLink />
    </div>
  );
}

export function PageHeaderSamples() {
  return (
    <div className="rounded-lg border border-dashed border-line p-4">
      <PageHeader
        title="Personel Yönetimi"
        subtitle="Kurumunuzdaki personeli ve davetleri yönetin."
        actions={
          <>
            <Button variant="secondary">Dışa aktar</Button>
            <Button>Personel davet et</Button>
          </>
        }
      />
    </div>
  );
}

export function DetailListSamples() {
  return (
    <Card>
      <DetailList
        empty="Belirtilmemiş"
        items={[
          { label: 'Ad Soyad', value: 'Ayşe Yılmaz' },
          { label: 'E-posta', value: 'ayse.yilmaz@ornek.com' },
          { label: 'Departman', value: 'İnsan Kaynakları' },
          { label: 'Telefon', value: null },
          { label: 'İşe başlama tarihi', value: '01.03.2019' },
        ]}
      />
    </Card>
  );
}

const people = [
  { name: 'Ayşe Yılmaz', department: 'İnsan Kaynakları', role: 'Yönetici', active: true },
  { name: 'Mehmet Demir', department: 'Yazılım', role: 'Müdür', active: true },
  { name: 'Zeynep Kaya', department: 'Muhasebe', role: 'Personel', active: false },
];

export function TableSamples() {
  return (
    <Card>
      <Table>
        <thead>
          <tr>
            <Th>Ad Soyad</Th>
            <Th>Departman</Th>
            <Th>Rol</Th>
            <Th>Durum</Th>
          </tr>
        </thead>
        <tbody>
          {people.map((person) => (
            <tr key={person.name}>
              <Td className="font-medium">{person.name}</Td>
              <Td>{person.department}</Td>
              <Td>{person.role}</Td>
              <Td>{person.active ? <Badge tone="green">Aktif</Badge> : <Badge>Pasif</Badge>}</Td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Card>
  );
}

type Leave = { id: number; text: string };

/** Real queries, each held in one state, so QueryBody is shown as pages use it. */
function useSampleQuery(state: 'loading' | 'error' | 'empty' | 'data') {
  return useQuery<Leave[], Error>({
    queryKey: ['design-system', 'query-body', state],
    queryFn: () => {
      if (state === 'loading') return new Promise<Leave[]>(() => undefined);
      if (state === 'error') return Promise.reject(new Error('Sunucu hatası oluştu'));
      if (state === 'empty') return Promise.resolve([]);
      return Promise.resolve([
        { id: 1, text: 'Yıllık izin · 12-16 Ağustos · 5 gün' },
        { id: 2, text: 'Hastalık izni · 3 Eylül · 1 gün' },
      ]);
    },
    retry: false,
    staleTime: Infinity,
  });
}

function QueryBodyState({ state, title }: { state: 'loading' | 'error' | 'empty' | 'data'; title: string }) {
  const query = useSampleQuery(state);
  return (
    <div>
      <h3 className="mb-2 text-xs font-semibold tracking-wide text-muted uppercase">{title}</h3>
      <Card>
        <QueryBody
          query={query}
          failed="İzinler yüklenemedi"
          empty="Henüz izin talebi yok."
          isEmpty={(data) => data.length === 0}
        >
          {(data) => (
            <ul className="divide-y divide-line text-sm">
              {data.map((leave) => (
                <li key={leave.id} className="px-5 py-3">
                  {leave.text}
                </li>
              ))}
            </ul>
          )}
        </QueryBody>
      </Card>
    </div>
  );
}

export function QueryBodySamples() {
  const g = t.design.groups;
  return (
    <SampleGroup title={t.design.groups.states} className="grid gap-4 sm:grid-cols-2">
      <QueryBodyState state="loading" title={g.loading} />
      <QueryBodyState state="error" title={g.error} />
      <QueryBodyState state="empty" title={g.empty} />
      <QueryBodyState state="data" title={g.data} />
    </SampleGroup>
  );
}

/** A wide box in a narrow one: here always wider than the card, so the region, its ring and its cue show at any width. */
export function ScrollRegionSamples() {
  return (
    <div className="space-y-4">
      <SampleGroup title="Sığmayan içerik (Tab ile odaklanır, oklarla kayar)" className="block">
        <Card className="overflow-hidden">
          <ScrollRegion label="Örnek geniş tablo">
            <table className="min-w-[72rem] text-left text-sm">
              <thead>
                <tr>
                  {MONTH_NAMES.map((month) => (
                    <Th key={month}>{month}</Th>
                  ))}
                </tr>
              </thead>
              <tbody>
                <tr>
                  {MONTH_NAMES.map((month, index) => (
                    <Td key={month} className="tabular-nums">
                      {(index + 1) * 3} gün
                    </Td>
                  ))}
                </tr>
              </tbody>
            </table>
          </ScrollRegion>
        </Card>
      </SampleGroup>
      <SampleGroup title="Sığan içerik (sade kutu: odak durağı yok)" className="block">
        <Card className="overflow-hidden">
          <ScrollRegion label="Örnek dar tablo">
            <p className="p-4 text-sm">Bu içerik kutusuna sığar; bölge olmaz, Tab ile atlanır.</p>
          </ScrollRegion>
        </Card>
      </SampleGroup>
    </div>
  );
}

/**
 * The page's own <main> and skip link are the live sample (a second <main> would be a second landmark): the button
 * focuses the skip link as the first Tab of the page would, so its look when focused can be seen.
 */
export function PageMainSamples() {
  return (
    <SampleGroup title="İlk Tab durağı">
      <Button variant="secondary" onClick={() => document.querySelector<HTMLElement>(`a[href="#${MAIN_ID}"]`)?.focus()}>
        "İçeriğe geç" bağlantısını göster
      </Button>
    </SampleGroup>
  );
}

/** A short and a long address in a narrow column: the long one wraps after "@" and before dots. */
export function EmailAddressSamples() {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Card className="p-4 text-sm">
        <EmailAddress address="ayse.yilmaz@ornek.com" />
      </Card>
      <Card className="w-60 max-w-full p-4 text-sm">
        <EmailAddress address="mehmet.emin.kahramanmaraslioglu@guneydoguanadolutekstil.com.tr" />
      </Card>
    </div>
  );
}
