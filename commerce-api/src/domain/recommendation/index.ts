export { recordFeedback, suggestProducts, type SuggestQuery } from './suggest';
