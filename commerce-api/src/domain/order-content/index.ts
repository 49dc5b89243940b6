/** What a supplier adds to the order: order characteristics and order instructions. */
export {
  UNKNOWN_CHARACTERISTIC,
  listCharacteristics,
  validateCharacteristics,
  type CharacteristicAnswer,
  type CharacteristicsCheck,
} from './characteristics';
export { getCustomContent, type CustomContentType } from './instructions';
