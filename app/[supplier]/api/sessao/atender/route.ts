import { representativeActAs } from '@/lib/commerce/identity';
import { getSession } from '@/lib/session/server';
import { switchSession } from '@/lib/session/switch';

export const dynamic = 'force-dynamic';

/**
 * A representative starts acting for a client of their portfolio (form POST `idcliente`). The
 * API checks the portfolio with the representative's token and answers a new session as that
 * client that records the representative; the cookie is issued anew.
 */
export const POST = switchSession({
  loginReturnTo: '/conta/clientes',
  failurePath: '/conta/clientes?erro=1',
  async authorize({ idfornecedor }) {
    const session = await getSession();
    const token = session.token;
    if (!token || session.kind !== 'representante' || session.idfornecedor !== idfornecedor) return null;
    return async (idcliente) => {
      const auth = await representativeActAs(token, idfornecedor, idcliente);
      return { token: auth.token, idcliente: auth.usuario.idcliente, idfornecedor, kind: 'representante' };
    };
  },
});
