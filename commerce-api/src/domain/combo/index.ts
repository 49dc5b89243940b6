export { comboNotFound, getCombo, listAllCombos, listClientCombos } from './read';
export { readCartCombos, readCombos, writeCartCombos, type ComboWithProducts, type StoredCombo } from './store';
export { comboImage, comboInDates, comboItems, comboSellable, toCombo } from './view';
