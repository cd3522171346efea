/** Issue 26: the interface language card of the profile page and the logged-out pages' switch. Each language is named in itself. */
import { catalogue } from '@paydos/contract/messages/catalogue';
export const languageMessages = /* @__PURE__ */ catalogue('language', {
  language: {
    title: 'Dil',
    label: 'Arayüz dili',
    hint: 'Paydos’u bu dilde görürsünüz; değiştirince sayfa yeniden yüklenir. Yasal terimler (örneğin kıdem tazminatı) Türkçe kalır.',
    options: { tr: 'Türkçe', en: 'English' },
    saveFailed: 'Dil tercihiniz kaydedilemedi',
    /** The switch's button, read before the other language's own name ("Dili değiştir: English"). */
    switchTo: 'Dili değiştir:',
  },
} as const);
