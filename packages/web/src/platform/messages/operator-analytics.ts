/** The operator's analytics page (product §2, §3 Stats, §9 averages). */
import { catalogue } from '@paydos/contract/messages/catalogue';
export const operatorAnalyticsMessages = /* @__PURE__ */ catalogue('operator-analytics', {
  analytics: {
    title: 'Analitik',
    subtitle: 'Paydos genelinde organizasyonlar, kullanıcılar, abonelikler ve izin talepleri.',
    loadFailed: 'İstatistikler yüklenemedi',
    totalOrganizations: 'Organizasyonlar',
    totalUsers: 'Kullanıcılar',
    activeSubscriptions: 'Aktif abonelikler',
    totalLeaveRequests: 'İzin talepleri',
    averagesTitle: 'Ortalamalar',
    usersPerOrganization: 'Organizasyon başına kullanıcı',
    leaveRequestsPerUser: 'Kullanıcı başına izin talebi',
    activeSubscriptionShare: 'Aktif aboneliği olan organizasyonlar',
    growthTitle: 'Yeni organizasyonlar ve kullanıcılar',
    growthDescription: 'Son 12 ayda her ay eklenenler.',
    newOrganizations: 'Yeni organizasyon',
    newUsers: 'Yeni kullanıcı',
    leaveTitle: 'İzin talepleri',
    leaveDescription: 'Her ay oluşturulan izin talepleri.',
    leaveRequests: 'İzin talebi',
    trialsTitle: 'Denemeler ve dönüşümler',
    trialsDescription: 'Her ay başlayan denemeler ve bunlardan ücretli plana geçenler.',
    trialsStarted: 'Başlayan deneme',
    trialsConverted: 'Ücretliye geçen',
  },
} as const);
