import type { Translation } from '@paydos/contract/messages/translation';
import type * as turkish from '../layout-texts';

export const mailLayoutTexts: Translation<typeof turkish.mailLayoutTexts> = {
  greeting: (firstName) => `Hello ${firstName},`,
  buttonFallback: "If the button doesn't work, paste this address into your browser:",
  footer: 'This email was sent by Paydos leave management.',
  signature: 'Paydos leave management',
};
