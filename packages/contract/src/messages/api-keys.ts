/** API keys and the public API /api/v1 (issue 26; docs/public-api.md). */
import { catalogue } from './catalogue';
export const apiKeys = /* @__PURE__ */ catalogue('api-keys.apiKeys', {
  nameRequired: 'Anahtar adı gerekli.',
  scopesRequired: 'En az bir yetki seçin.',
  scopeInvalid: 'Yetki geçersiz. Geçerli yetkiler: leave:read, leave:write, people:read.',
  scopeRepeated: 'Aynı yetki birden fazla seçilmiş.',
  notFound: 'API anahtarı bulunamadı.',
  alreadyRevoked: 'Bu API anahtarı zaten iptal edilmiş.',
  tooMany: (max: number) =>
    `Bir organizasyonun en fazla ${max} etkin API anahtarı olabilir. Önce kullanılmayan birini iptal edin.`,
  created: 'API anahtarı oluşturuldu. Gizli anahtarı şimdi kopyalayın: bir daha gösterilmeyecek.',
  revoked: 'API anahtarı iptal edildi. Bu anahtarla yapılan istekler artık reddedilir.',
  /** 401 on /api/v1: no key, an unknown, revoked or another organization's key, a session token. */
  invalid:
    'API anahtarı geçersiz veya iptal edilmiş. İsteği "Authorization: Bearer <API anahtarı>" başlığıyla gönderin.',
  /** 403 on /api/v1: the key lacks the route's scope. */
  missingScope: (scope: string) =>
    `Bu API anahtarının "${scope}" yetkisi yok. Yönetici, anahtarı bu yetkiyle yeniden oluşturmalıdır.`,
  /** A cancel is written on the authority of the ADMIN who created the key; once erased, no one's. */
  creatorGone: 'Bu anahtarı oluşturan Yönetici artık kayıtlı değil. İptal için yeni bir anahtar oluşturun.',
  personInvalid: 'Personel numarası geçersiz.',
  activeInvalid: 'Aktiflik "true" ya da "false" olmalıdır.',
  statusInvalid: 'Durum PENDING, APPROVED, REJECTED ya da CANCELLED olmalıdır.',
} as const);

export const apiKeysMessages = { apiKeys } as const;
