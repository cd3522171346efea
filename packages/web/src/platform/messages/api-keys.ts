import { fieldsShared } from '@paydos/contract/messages/common';
import { apiKeys as apiKeysShared } from '@paydos/contract/messages/api-keys';
import { formatCount } from '../format-numbers';
import { catalogue } from '@paydos/contract/messages/catalogue';

/** API keys (issue 26): the "API anahtarları" card of /organization. */
export const apiKeysMessages = /* @__PURE__ */ catalogue('api-keys', {
  apiKeys: {
    title: 'API anahtarları',
    description:
      'Bordro, İK veya intranet sisteminiz Paydos’a bu anahtarlarla bağlanır (/api/v1). Her anahtar yalnız bu organizasyonun adresinde ve seçtiğiniz yetkilerle çalışır.',
    add: 'Anahtar oluştur',
    empty: 'Henüz API anahtarı yok.',
    listLabel: 'API anahtarı listesi',
    loadFailed: 'API anahtarları yüklenemedi.',
    createTitle: 'Yeni API anahtarı',
    formDescription: 'Anahtarı kullanacak sistemin adını verin ve yalnız gereken yetkileri seçin.',
    name: fieldsShared.apiKeyName,
    namePlaceholder: 'Ör. Bordro sistemi',
    nameRequired: apiKeysShared.nameRequired,
    scopes: fieldsShared.apiKeyScopes,
    scopesRequired: apiKeysShared.scopesRequired,
    scopeLabels: {
      'leave:read': 'İzinleri okuma',
      'leave:write': 'İzin talebi oluşturma ve iptal',
      'people:read': 'Personeli okuma',
    } as Record<string, string>,
    scopeHints: {
      'leave:read': 'İzin talepleri, bakiyeler ve aylık rapor (leave:read)',
      'leave:write': 'Bir çalışan adına talep; onaylı izni iptal (leave:write)',
      'people:read': 'Ad, e-posta, sicil no, departman, işe giriş (people:read)',
    } as Record<string, string>,
    create: 'Oluştur',
    createFailed: 'API anahtarı oluşturulamadı.',
    secretTitle: 'Gizli anahtar',
    secretUsage:
      'Sisteminiz bu anahtarı her istekte "Authorization: Bearer <anahtar>" başlığıyla, organizasyonunuzun adresine göndermelidir.',
    secretNotice: 'Bu anahtarı şimdi kopyalayıp güvenli bir yere kaydedin: bir daha gösterilmeyecek.',
    copy: 'Kopyala',
    copyLabel: 'Gizli anahtarı kopyala',
    copied: 'Anahtar panoya kopyalandı.',
    copyFailed: 'Kopyalanamadı; anahtarı seçip elle kopyalayın.',
    done: 'Kopyaladım, kapat',
    created: (date: string) => `Oluşturma: ${date}`,
    createdBy: (name: string) => `, ${name}`,
    lastUsed: (date: string) => `Son kullanım: ${date}`,
    neverUsed: 'Henüz kullanılmadı',
    revokedOn: (date: string) => `İptal: ${date}`,
    revokedBadge: 'İptal edildi',
    liveBadge: 'Etkin',
    revoke: 'İptal et',
    revokeLabel: (name: string) => `İptal et: ${name} anahtarı`,
    revokeTitle: 'Anahtar iptal edilsin mi?',
    revokeBody: (name: string) =>
      `"${name}" anahtarıyla yapılan istekler hemen reddedilir. Bu işlem geri alınamaz; gerekirse yeni bir anahtar oluşturursunuz.`,
    revokeFailed: 'Anahtar iptal edilemedi.',
    live: (count: number) => `${formatCount(count)} etkin anahtar`,
    docs: 'API belgesi (OpenAPI)',
  },
} as const);
