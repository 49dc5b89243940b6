/** Products with this tag make a cart recurring and are the only ones a subscription repeats (decision 0035). */
export const SUBSCRIPTION_TAG = 'assinatura';
