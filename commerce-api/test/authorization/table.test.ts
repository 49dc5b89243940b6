/**
 * The authorization table names every call of the contract, and only those (decision 0037): a new
 * descriptor fails here until it is classified in test/authorization/classification.ts.
 */
import { pathParamNames } from '../../../lib/contract/endpoint';
import { ALL_ENDPOINTS } from '../../../lib/contract/endpoints';
import { CLASSIFICATION, entryKey, RELATION_GUARDS } from './classification';

const declared = ALL_ENDPOINTS.map(entryKey);

describe('authorization table', () => {
  it('classifies every declared call (classify the new call in test/authorization/classification.ts)', () => {
    const missing = declared.filter((k) => !(k in CLASSIFICATION));
    expect(missing).toEqual([]);
  });

  it('names no call that does not exist', () => {
    const unknown = Object.keys(CLASSIFICATION).filter((k) => !declared.includes(k));
    expect(unknown).toEqual([]);
  });

  it('a call that names a customer in its path is never public', () => {
    const open = ALL_ENDPOINTS.filter(
      (e) =>
        pathParamNames(e.path).some((n) => ['idcliente', 'idclient', 'numpedido', 'idlista', 'idfatura'].includes(n)) &&
        ['public'].includes(CLASSIFICATION[entryKey(e)]?.guard ?? ''),
    ).map(entryKey);
    // The reset link goes to the account's own confirmed email and answers only a masked address.
    expect(open).toEqual(['GET /v2/app/{token}/cliente/senha/recuperar/{idcliente}']);
  });

  it('every relation runs the calls of at least one guard', () => {
    for (const guards of Object.values(RELATION_GUARDS)) expect(guards.length).toBeGreaterThan(0);
  });
});
