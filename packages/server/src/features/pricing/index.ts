// The public surface of pricing: what other features, e2e and bench may use. Everything else is the feature's own.
export { currentPrice } from './current-price';
