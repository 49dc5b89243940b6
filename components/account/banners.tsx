import { pendingApprovalMessage } from '@/lib/session/can-submit';
import type { SessionState } from '@/lib/session/summary';

/**
 * 'Você está atendendo: <cliente>' (representative) / linked user in use; pending approval notice
 * (addressed to the representative when one serves the pending client).
 */
export function SessionBanners({ state, base }: { state: SessionState; base: string }) {
  if (!state.logado) return null;
  return (
    <>
      {state.kind === 'representante' && (
        <div
          role="status"
          aria-label="Atendimento"
          className="bg-secondary px-4 py-2 text-center text-sm text-on-primary"
        >
          {state.atendendo ? (
            <>
              Você está atendendo: <strong>{state.atendendo}</strong>{' '}
              <a href={`${base}/conta/clientes`} className="ml-2 underline">
                Trocar cliente
              </a>
            </>
          ) : (
            <>
              Representante {state.representante}: escolha um cliente.{' '}
              <a href={`${base}/conta/clientes`} className="ml-2 underline">
                Clientes
              </a>
            </>
          )}
        </div>
      )}
      {state.kind === 'vinculado' && (
        <div
          role="status"
          aria-label="Usuário vinculado"
          className="bg-secondary px-4 py-2 text-center text-sm text-on-primary"
        >
          Você está usando a conta de: <strong>{state.nome}</strong>{' '}
          <a href={`${base}/conta/usuarios`} className="ml-2 underline">
            Trocar usuário
          </a>
        </div>
      )}
      {(state.bloqueado || state.envioRestrito) && (
        <div
          role="status"
          aria-label="Cadastro em análise"
          data-pode-enviar="false"
          className="bg-amber-100 px-4 py-2 text-center text-sm text-amber-900"
        >
          {pendingApprovalMessage(state.kind)}
        </div>
      )}
    </>
  );
}
