// The public surface of billing: what other features, e2e and bench may use. Everything else is the feature's own.
export { paymentProviderFor, type PaymentProvider } from './payment-provider';
export { activateWithSeats } from './seats';
