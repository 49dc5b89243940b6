/** localStorage key of the cart and other shopper state (spec 4 "Boot and persistence"). */
export const SAVED_STATE_KEY = 'saved-state';
