import { catalogue } from '@paydos/contract/messages/catalogue';

/**
 * The substitute's (vekil's) mails (substitute.ts): he stands in on an approved leave, it changed, it was cancelled,
 * he no longer does. `dates`: the leave's period already formatted in the mail's language.
 */
export const substituteMailTexts = /* @__PURE__ */ catalogue('server.delegations.substitute-mails', {
  period: (start: string, end: string) => `${start} - ${end}`,
  news: {
    approved: {
      subject: 'İzinde olacak bir çalışma arkadaşınızın vekilisiniz',
      line: (name: string, dates: string) =>
        `${name}, ${dates} tarihlerindeki onaylı izni için sizi vekil olarak belirledi. Ekip takviminde bu izinde vekil olarak adınız görünür.`,
    },
    updated: {
      subject: 'Vekili olduğunuz izin güncellendi',
      line: (name: string, dates: string) =>
        `Vekili olduğunuz izin güncellendi: ${name}, ${dates} tarihlerinde izinli.`,
    },
    cancelled: {
      subject: 'Vekili olduğunuz izin iptal edildi',
      line: (name: string, dates: string) =>
        `${name} adlı çalışanın ${dates} tarihlerindeki izni iptal edildi; vekilliğiniz sona erdi.`,
    },
    released: {
      subject: 'Artık vekil değilsiniz',
      line: (name: string, dates: string) =>
        `${name} adlı çalışanın ${dates} tarihlerindeki izninde vekil olarak artık siz yoksunuz.`,
    },
  },
  action: 'Ekip Takvimini Aç',
});
