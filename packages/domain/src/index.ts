export * from './site/host';
