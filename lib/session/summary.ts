/**
 * What the browser may know about the session (zustand store, /api/sessao/estado): names and
 * flags only — never the token. Pure.
 */
import type { SessionKind } from './config';

export type SessionSummary = {
  logado: true;
  kind: SessionKind;
  /** Display name of the account in use (the client acted for, for a representative). */
  nome: string;
  idcliente: string | null;
  cadastro_aprovado: boolean;
  /** block-not-approved-user / support-budget hold the user (pending approval). */
  bloqueado: boolean;
  /** restrict-not-approved-user-submission: may browse, may not submit. */
  envioRestrito: boolean;
  /** Representative's name when a representative is logged in. */
  representante: string | null;
  /** Client the representative or principal acts for ('Você está atendendo: …'). */
  atendendo: string | null;
  /** Principal's id when logged in as a linked user. */
  usuarioPrincipal: string | null;
  principal: boolean;
  termosPendentes: boolean;
};

export type SessionState = SessionSummary | { logado: false; expirada?: boolean; mensagem?: string };
