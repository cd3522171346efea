import { randomUUID } from 'node:crypto';

/** What the card form sends; the number never leaves the provider call (only its last 4 digits are kept). */
export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
  holder: string;
}

export type ChargeResult =
  | { ok: true; reference: string; cardToken: string; last4: string }
  | { ok: false; reason: string; last4: string | null };

export type ChargeRequest = { amountKurus: number; idempotencyKey: string } & (
  { card: CardInput } | { cardToken: string }
);

/**
 * A card payment provider (product §D5: a demo now, a real one later behind the same interface).
 * `charge` authorizes and captures; a real provider answers a repeated idempotency key with the
 * first answer (a retried request charges once), so a key names one attempt: a checkout makes a new
 * one per request, a renewal one per period. `refund` gives back a charge whose write lost a race
 * (the other payment or renewal won), so nobody pays twice.
 */
export interface PaymentProvider {
  readonly name: string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  refund(reference: string): Promise<void>;
}

/** Declined at once (as on the card networks' test cards). */
export const DEMO_DECLINED_CARD = '4000000000000002';
/** Accepted at checkout, declined on every renewal: the failed-renewal path. */
export const DEMO_RENEWAL_DECLINED_CARD = '4000000000000341';

const RENEWAL_DECLINES = 'renewal-declined';

/** What a demo provider was asked, in order (tests give one to see the keys and refunds). */
export interface DemoProviderJournal {
  chargeKeys: string[];
  refunds: string[];
}

/**
 * Product §9: no card network, a fake delay (2 s in production, 0 in tests). Any number that passes
 * the form's checks is accepted, except the two test cards above.
 */
export function createDemoProvider(options: { delayMs: number; journal?: DemoProviderJournal }): PaymentProvider {
  const wait = () =>
    options.delayMs > 0 ? new Promise((resolve) => setTimeout(resolve, options.delayMs)) : Promise.resolve();
  return {
    name: 'demo',
    async charge(request) {
      options.journal?.chargeKeys.push(request.idempotencyKey);
      await wait();
      if ('card' in request) {
        const digits = request.card.number.replace(/\D/g, '');
        const last4 = digits.slice(-4);
        if (digits === DEMO_DECLINED_CARD) return { ok: false, reason: 'card_declined', last4 };
        const token = `demo_${randomUUID()}${digits === DEMO_RENEWAL_DECLINED_CARD ? `_${RENEWAL_DECLINES}` : ''}`;
        return { ok: true, reference: `demo_ch_${randomUUID()}`, cardToken: token, last4 };
      }
      if (request.cardToken.endsWith(RENEWAL_DECLINES)) return { ok: false, reason: 'card_declined', last4: null };
      return { ok: true, reference: `demo_ch_${randomUUID()}`, cardToken: request.cardToken, last4: '' };
    },
    async refund(reference) {
      options.journal?.refunds.push(reference);
    },
  };
}

/** The application's provider (the demo one until a real provider is chosen), for every feature that charges. */
export function paymentProviderFor(config: { paymentDelayMs: number }): PaymentProvider {
  return createDemoProvider({ delayMs: config.paymentDelayMs });
}
