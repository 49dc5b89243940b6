/**
 * Delivery context: the client's address book, the billing address, the point of a
 * saved address for the supplier look-up, and the CEP look-up and geocoding.
 */
export * from './book';
export * from './billing';
export * from './cep';
export { addressNotFound, cnpjAddressMismatch, formatAddressLine, taxOfficeLocation } from './fields';
export { ownAddressPoint } from './point';
