import type { languageMessages as turkish } from '../language';
import type { Translation } from '@paydos/contract/messages/translation';

export const languageMessages: Translation<typeof turkish> = {
  language: {
    title: 'Language',
    label: 'Interface language',
    hint: 'Paydos is shown in this language; the page reloads when you change it. Legal terms (such as kıdem tazminatı, severance pay) stay in Turkish.',
    options: { tr: 'Türkçe', en: 'English' },
    saveFailed: 'Your language choice could not be saved',
    switchTo: 'Change language:',
  },
};
