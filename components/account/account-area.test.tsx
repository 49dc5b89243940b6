import { act, render, screen } from '@testing-library/react';

import { AccountArea } from './account-area';

/**
 * The account area's one-shot message (the flash cookie) is the store's toast. A page refreshed in
 * place (router.refresh after the API-key login, decision 0039) brings the message as a new prop:
 * it is shown then, not only on a first render.
 */
describe('AccountArea: the flash message after a refresh in place', () => {
  beforeEach(() => {
    global.fetch = jest.fn().mockResolvedValue({ ok: true, json: async () => ({ logado: false }) });
    document.cookie = 'flash-mensagem=Chave%20de%20API%20inv%C3%A1lida; Path=/';
  });

  it('shows a message that arrives with a refresh, and takes its cookie away', async () => {
    const props = { base: '', initial: { logado: false } as const, representantes: false };
    const { rerender } = render(<AccountArea {...props} flash={null} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(async () => {
      rerender(<AccountArea {...props} flash="Chave de API inválida" />);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Chave de API inválida');
    expect(document.cookie).not.toContain('flash-mensagem');
    // Closed by the person, it stays closed while the prop is the same.
    await act(async () => {
      screen.getByRole('button', { name: 'Fechar' }).click();
    });
    await act(async () => {
      rerender(<AccountArea {...props} flash="Chave de API inválida" />);
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
