export { createCardToken } from './card-token';
export { chargeOrder, type Charge, type ChargeRequest } from './charge';
export { confirmPayment } from './confirm';
export { paymentMethodFor, type PaymentMethodRow } from './methods';
