import { switchLinkedUser } from '@/lib/commerce/identity';
import { currentAccount, sessionFromAuth } from '@/lib/session/server';
import { switchSession } from '@/lib/session/switch';

export const dynamic = 'force-dynamic';

/**
 * Switch to a linked user, or back to the principal (form POST `idcliente`); one logged in at a
 * time. The principal's id comes from the API's user of this session, never from the browser.
 */
export const POST = switchSession({
  loginReturnTo: '/conta/usuarios',
  failurePath: '/conta/usuarios',
  async authorize({ idfornecedor }) {
    const account = await currentAccount(idfornecedor);
    if (account.status !== 'cliente') return null;
    const principal = account.usuario.usuarioPrincipal ?? account.usuario.idcliente;
    return async (target) =>
      sessionFromAuth(await switchLinkedUser(account.token, principal, target, idfornecedor), idfornecedor);
  },
});
