export { cartContext, noClientToSave, type CartContext } from './access';
export { loadCart } from './read';
export { saveAndAnswer, saveCart, type SaveRequest } from './save';
export { cartView, type CartState, type ViewOptions } from './view';
export { unlockCart } from './unlock';
