/**
 * Issue 24 item 2 (4857 md. 56/3, Yönetmelik md. 6; docs/leave-rules.md section 8): splitting annual leave by
 * agreement, one part at least 10 days. Not part of `messages`: only the server and the leave request schema read
 * these texts, so no site's first load carries them (the bundle budgets).
 */
import { catalogue } from './catalogue';
/** The request schema's one text, its own export so the schema's chunk carries only it. */
export const splitAgreedInvalid = 'Bölerek kullanım onayı evet veya hayır olmalıdır.';

export const splitLeave = /* @__PURE__ */ catalogue('split-leave.splitLeave', {
  splitAgreementRequired: (year: string, part: number, admin: boolean) =>
    `Bu talep, ${year} hizmet yılının yıllık iznini bölüyor (${part}. bölüm). Yıllık izin ancak işçi ile işverenin anlaşmasıyla bölünebilir (4857 md. 56); ` +
    (admin
      ? 'personelin bölerek kullanmayı kabul ettiğini işaretleyin.'
      : 'izninizi bölerek kullanmayı kabul ettiğinizi işaretleyin.'),
  splitNoMinimumPart: (year: string, left: string, admin: boolean) =>
    `Yıllık izin bölünerek kullanılırsa bölümlerden biri en az 10 gün olmalıdır (4857 md. 56, Yönetmelik md. 6). ${year} hizmet yılında 10 günlük bölüm yok ve bu talepten sonra kalan ${left} gün buna yetmiyor. ` +
    (admin
      ? 'Yine de kaydetmek için bir gerekçe yazın (işlem kayda geçer).'
      : 'En az 10 günlük bir bölüm talep edin veya yöneticinize başvurun.'),
  splitOverrideAdminOnly:
    '10 günlük bölümü olmayan bölünmüş yıllık izne yalnızca Yönetici rolündeki biri gerekçe yazarak izin verebilir.',
  /** A split part's USAGE line in the ledger (leaves/split-rule.ts `withSplitPart`). */
  splitPart: (year: string, part: number, agreedAt: string, overrideReason: string | null) =>
    `${year} hizmet yılı yıllık izninin ${part}. bölümü (bölünerek kullanım, 4857 md. 56); personelin bölerek kullanım onayı: ${agreedAt}` +
    (overrideReason ? `; 10 günlük bölüm şartı yönetici gerekçesiyle aşıldı: ${overrideReason}` : ''),
} as const);
