import { fieldsShared } from '@paydos/contract/messages/common';
import { catalogue } from '@paydos/contract/messages/catalogue';

/**
 * Travel leave (yol izni, issue 24 item 3; 4857 md. 56/4, docs/leave-rules.md section 15): the leave form's
 * fields and the lists' line. Not part of `t`: only the leave pages load these texts (the bundle budgets).
 */
export const travelLeaveTexts = /* @__PURE__ */ catalogue('travel-leave', {
  days: 'Yol izni',
  none: 'Yok',
  dayCount: (n: number) => `${n} gün`,
  daysHint:
    'İzninizi işyerinin bulunduğu yerden başka bir yerde geçirecekseniz gidiş ve dönüş için toplam 4 güne kadar ücretsiz yol izni (4857 md. 56). Yıllık izin bakiyenizden düşmez; iznin bitişinden sonraki iş günlerine eklenir.',
  destination: fieldsShared.travelDestination,
  destinationHint: 'Şehir veya ülke, ör. Trabzon',
  /** Under the day count: where the travel days fall and when work starts again. */
  placed: (first: string, last: string, count: number) =>
    count === 1 ? `Yol izni ${first} (ücretsiz).` : `Yol izni ${first} - ${last} (${count} gün, ücretsiz).`,
  /** A leave's line in the lists. */
  line: (count: number, destination: string | null, last: string) =>
    `+ ${count} gün yol izni${destination ? ` (${destination})` : ''}, ücretsiz · son gün ${last}`,
} as const);
