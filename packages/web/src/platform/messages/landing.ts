/** The main site's landing page, part of its first load (first-load.ts). */
import { catalogue } from '@paydos/contract/messages/catalogue';
export const landingMessages = /* @__PURE__ */ catalogue('landing', {
  landing: {
    title: 'Şirketinizin izinlerini dakikalar içinde düzene sokun',
    lead: 'Paydos, yıllık izinleri Türk İş Kanunu’na göre hesaplar, talepleri ve onayları tek yerde toplar.',
    login: 'Giriş Yap',
    trial: 'Ücretsiz Dene',
    heroBadge: 'İş Kanunu’na uygun izin yönetimi',
    heroTrial: '14 Gün Ücretsiz Deneyin',
    heroDemo: 'Demo İzle',
    demoFailed: 'Demo açılamadı. Lütfen biraz sonra tekrar deneyin.',
    reassurance: ['Kredi kartı gerekmez', 'Hemen kullanıma hazır', 'KVKK uyumlu'],
    featuresTitle: 'İzin süreçleriniz için ihtiyacınız olan her şey',
    featuresLead: 'Excel tablolarına ve e-posta zincirlerine veda edin.',
    features: [
      {
        title: 'Yasal izin hesaplama',
        body: 'Kıdeme göre 14, 20 ve 26 günlük yıllık izinler, resmi tatiller ve arife yarım günleri otomatik hesaplanır.',
      },
      {
        title: 'Tek tıkla onay',
        body: 'Personel talebini oluşturur, yönetici e-postayla haberdar olur ve tek tıkla onaylar ya da reddeder.',
      },
      { title: 'Aylık raporlar', body: 'Aylık izin raporunu CSV olarak, personel izin dökümünü PDF olarak indirin.' },
      {
        title: 'Otomatik bildirimler',
        body: 'Doğum günü, iş yıldönümü ve izin talepleri için e-postalar kendiliğinden gönderilir.',
      },
    ],
    pricingTitle: 'Şeffaf fiyatlandırma',
    pricingLead: 'Personel başına aylık ücret; gizli maliyet yok.',
    staffCount: 'Personel sayısı',
    staffValue: (n: number) => `${n} personel`,
    perPerson: (price: string) => `Personel başına aylık ${price}`,
    monthlyTotal: 'Aylık toplam',
    pricingIncludes: [
      'Sınırsız izin talebi ve onay',
      'E-posta bildirimleri',
      'PDF ve CSV raporlar',
      'Geçmiş izin verilerinizin ücretsiz aktarımı',
    ],
    pricingCta: '14 Gün Ücretsiz Başlayın',
    testimonialsTitle: 'Müşterilerimiz ne diyor?',
    testimonials: [
      {
        quote: 'İzin takibini Excel’den Paydos’a taşıdık; bayram arifelerini bile doğru hesaplıyor.',
        name: 'Selin Aydın',
        role: 'İK Müdürü, Marmara Lojistik',
      },
      {
        quote: 'Personelimiz talebini telefondan gönderiyor, ben tek tıkla onaylıyorum. Çok zaman kazandık.',
        name: 'Hakan Öztürk',
        role: 'Genel Müdür, Öztürk Yapı',
      },
      {
        quote: 'Kurulum on dakika sürdü. Geçmiş izin kayıtlarımızı da ekip bizim için aktardı.',
        name: 'Deniz Kara',
        role: 'Kurucu Ortak, Kara Tasarım Stüdyosu',
      },
    ],
    footerTagline: 'Türk şirketleri için izin yönetimi.',
    footerRights: (year: number) => `© ${year} Paydos. Tüm hakları saklıdır.`,
    footerLinks: { login: 'Şirket Girişi', trial: 'Ücretsiz Deneme', kvkk: 'KVKK Aydınlatma Metni' },
  },
} as const);
