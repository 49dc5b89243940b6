/**
 * A search answer said `action: 'logout'`: end the session (the identity feature's
 * POST <base>/api/sessao/sair, when it exists) and return the server's warning to show.
 */
export async function logoutAfterSearch(base: string, mensagem: string): Promise<string> {
  try {
    await fetch(`${base}/api/sessao/sair`, { method: 'POST', credentials: 'same-origin' });
  } catch {
    // No logout endpoint (or offline): the warning is still shown.
  }
  return mensagem;
}
