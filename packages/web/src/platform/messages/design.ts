/** The design sample page (/test-design): the living index of `ui/` for the next engineer. */
import { catalogue } from '@paydos/contract/messages/catalogue';
export const designMessages = /* @__PURE__ */ catalogue('design', {
  design: {
    title: 'Tasarım Örneği',
    intro:
      'Paydos tasarım sisteminin canlı dizini: packages/web/src/ui içindeki her bileşen, durumlarıyla. Yeni bir bileşen yazmadan önce burada bakın; ui klasörüne eklenen her bileşen bu sayfaya da eklenir.',
    indexTitle: 'Bileşenler',
    indexLabel: 'Bileşen dizini',
    sampleOrganization: 'Örnek Kurum A.Ş.',
    sampleNavNotice: 'Örnek menü: bu sayfadaki bağlantılar bir yere götürmez.',
    groups: {
      variants: 'Varyantlar',
      sizes: 'Boyutlar',
      states: 'Durumlar',
      tones: 'Renk tonları',
      loading: 'Yükleniyor',
      error: 'Hata',
      empty: 'Boş',
      data: 'Veri',
      phoneTopBar: 'Telefonda üst çubuk (örnek)',
      phoneMenu: 'Telefonda açılan menü (örnek)',
    },
    sections: {
      button:
        'Her eylem düğmesi: primary, secondary, ghost ve danger varyantları; sm, md, lg boyutları. loading iken döner ve tıklanamaz; asChild bir bağlantıya düğme görünümü verir.',
      textField: 'Etiketli metin girişi. İpucu ya da hata altında görünür ve ekran okuyucuya bağlanır.',
      passwordField: 'Göster/gizle düğmeli şifre girişi; TextField ile aynı çerçeve.',
      searchField: 'Listelerin arama kutusu: sonunda büyüteç olan, arama türünde bir TextField.',
      selectField: 'Yerel seçim kutusu (telefonda iyi okunur); TextField ile aynı görünüm ve hata bağlantısı.',
      textAreaField: 'Çok satırlı metin girişi (açıklama, not).',
      checkboxField:
        'Tek bir açık/kapalı ayar: onay kutusu, etiketi ve altında ne işe yaradığı; satırın tamamı tıklanır.',
      checkboxGroupField:
        'Sabit değerlerden bir alt küme seçimi (API anahtarı yetkileri, webhook olayları): başlığıyla adlanan bir grup, her seçenek etiketi ve açıklamasıyla; hata grubun altında okunur.',
      secretOnce:
        'Yalnız bir kez gösterilen gizli anahtar: eş aralıklı yazıyla bir kutuda, tıklayınca tamamı seçilir; kopyala düğmesi bildirim gösterir.',
      fieldFrame:
        'Her alanın tek etiket-ipucu-hata çerçevesi; yeni bir giriş denetimi bunun içine konur (useFieldIds ile).',
      dateField:
        'Tek tarih: gg.aa.yyyy yazılır ya da Türkçe takvimden seçilir; resmî tatiller, arife yarım günleri ve çalışılmayan günler işaretlidir.',
      personPicker:
        'Personel seçimi: ad, soyad veya e-postanın bir kısmı yazılır, sunucu ilk 20 eşleşmeyi verir; oklar ve Enter ile seçilir, Esc kapatır.',
      personFields:
        'Kişinin kendi kaydı: telefon, TC Kimlik Numarası, doğum tarihi (gelecekte olamaz), adres ve acil durum kişisi. Profil ve davetle kayıt aynı alanları kullanır; kayıt sayfası başlıklarıyla gösterir.',
      loadMore:
        'Sayfalı bir listenin sonu: sonraki sayfa liste sonu görününce kendiliğinden, klavyeyle düğmeyle yüklenir.',
      dateInput:
        "DateField ve DateRangeField'ın ortak parçaları: gg.aa.yyyy kutusu (DateInput) ve takvimin açılır penceresi (CalendarPopover). Sayfalar bunları doğrudan kullanmaz; örnekleri yukarıdaki tarih alanlarıdır.",
      dateRangeField: 'Başlangıç ve bitiş: tek takvimde aralık seçimi; önce başlangıç, sonra bitiş günü.',
      turkishCalendar:
        'DateField ve DateRangeField açılır penceresindeki takvim: Pazartesi ile başlar, resmî tatilleri ve çalışılmayan günleri işaretler ve ekran okuyucuya adlarıyla söyler.',
      card: 'Sayfa içeriğinin beyaz zemini. CardHeader başlığı, açıklamayı ve sağda bir eylemi taşır.',
      statCard: 'Kontrol panelinin sayı kartı, dört renk tonuyla.',
      pageHeader: 'Sayfanın başlığı, alt başlığı ve eylemleri; eylemler telefonda alta kayar.',
      brandLink: 'Ürünün adı ve işareti; ana sayfaya götürür.',
      queryBody: 'Tek bir sorguyu gösteren kart gövdesi: yükleniyor, hata, boş ve veri durumları.',
      detailList: 'Bir kaydın etiket/değer satırları; boş değerler yer tutucu metinle görünür.',
      table:
        'Sütunlu liste. Sığmadığında sütunları sıkıştırmak yerine kendi içinde yana kayar (ScrollRegion). Telefonda hemen okunması gereken sayılar tutan bir tablo bunun yerine kartlara dönüşür.',
      scrollRegion:
        'Ekrandan geniş içeriğin kutusu (geniş tablo, ekip takvimi). Sığmadığında adı olan bir bölgedir: Tab ile odaklanır, oklarla kayar, odak çerçevesi görünür; gizli taraf gölgelenir ve altında yana kaydırılabildiği yazar. Sığınca sade bir kutudur.',
      pageMain:
        'Her sayfanın <main> öğesi (PageMain) ve her sayfada ilk Tab durağı olan "İçeriğe geç" bağlantısı (SkipLink): bağlantı odağı menüyü atlayıp doğrudan sayfanın içeriğine taşır. Bu sayfada da çalışır: adres çubuğundan sonra Tab tuşuna basın.',
      emailAddress:
        'E-posta adresi: satıra sığmazsa kelime ortasından değil, "@" işaretinden sonra ya da noktadan önce bölünür; adresin tamamı görünür kalır.',
      dialog: 'Odağı içinde tutan pencere; Esc, Kapat ya da dışarı tıklama ile kapanır ve odak açan düğmeye döner.',
      confirmDialog: 'Geri alınması zor bir eylemden önce onay ister; onaylanırken düğme döner.',
      toast:
        'Kısa bildirim: başarı 3 saniyede kaybolur, hata biraz daha kalır; odak bildirime gelir, kapanınca geri döner. Sayfalar useToast() ile gösterir; "Geri al" düğmeli olanı sahibi kapatır.',
      alert: 'Sayfa içi uyarı kutusu: hata, başarı ve bilgi tonları; başlıklı ya da başlıksız.',
      badge: 'Durum etiketi, beş renk tonuyla.',
      spinner: 'Yükleniyor göstergesi (ekran okuyucuya etiketiyle); FullPageSpinner bütün sayfayı kaplar.',
      navigation:
        'Oturum açılmış sayfaların çerçevesi (features/shell): geniş ekranda sabit kenar çubuğu, telefonda üst çubuk ve açılır menü. Bu sayfanın kendi çerçevesi gerçek AppFrame’dir: telefonda sağ üstteki menü düğmesiyle açılır. Örnek menüdeki bağlantılar bir yere götürmez.',
    },
  },
} as const);
