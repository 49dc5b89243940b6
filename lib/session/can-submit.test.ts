import { canSubmit, holdsUnapproved, LOGIN_TO_BUY_MESSAGE, PENDING_APPROVAL_MESSAGE } from './can-submit';

describe('canSubmit', () => {
  it('visitors must log in', () => {
    expect(canSubmit({ logado: false, tags: [] })).toEqual({ ok: false, motivo: LOGIN_TO_BUY_MESSAGE });
  });
  it('approved users submit', () => {
    expect(canSubmit({ logado: true, cadastro_aprovado: true, tags: ['block-not-approved-user'] })).toEqual({
      ok: true,
    });
  });
  it('unapproved users cannot submit where approval is required', () => {
    for (const tag of ['block-not-approved-user', 'support-budget', 'restrict-not-approved-user-submission']) {
      expect(canSubmit({ logado: true, cadastro_aprovado: false, tags: [tag] })).toEqual({
        ok: false,
        motivo: PENDING_APPROVAL_MESSAGE,
      });
    }
    expect(canSubmit({ logado: true, cadastro_aprovado: false, tags: ['has-delivery'] })).toEqual({ ok: true });
  });
  it('only block/support-budget hold the user', () => {
    expect(holdsUnapproved(['support-budget'])).toBe(true);
    expect(holdsUnapproved(['restrict-not-approved-user-submission'])).toBe(false);
  });
});
