/**
 * Splitting annual leave (issue 24 item 2; 4857 md. 56, Yönetmelik md. 6): the leave form's agreement. Not part of
 * `t`: only the leave forms load these texts (the bundle budgets hold the first load).
 */
import { catalogue } from '@paydos/contract/messages/catalogue';
export const splitLeaveMessages = /* @__PURE__ */ catalogue('split-leave', {
  agree: 'Yıllık iznimi bölerek kullanmayı kabul ediyorum',
  agreeHint:
    'Yıllık izin yalnızca anlaşmayla bölünür; bölümlerden biri en az 10 iş günü olmalıdır. Onayınız zamanıyla kaydedilir.',
  agreeRecord: 'Personel, yıllık iznini bölerek kullanmayı kabul etti',
  agreeRecordHint: 'İzin hizmet yılının iznini bölüyorsa gerekir; bölümlerden biri en az 10 iş günü olmalıdır.',
  required: 'Bölünmüş yıllık izin için bölerek kullanma onayı gerekli',
  overrideHint: 'Hiçbir bölümü 10 güne ulaşmayan bölmeyi yalnızca yönetici gerekçeyle kaydedebilir; işlem kayda geçer.',
} as const);
