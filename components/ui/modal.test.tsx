import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';

import { Modal, type ModalProps } from './modal';

// jsdom has <dialog> without showModal/close: a stand-in that opens, closes with a close event
// and, like a browser, turns an Escape nobody prevented into a cancel event that closes the
// topmost modal unless cancelled.
const proto = HTMLDialogElement.prototype;
const modals: HTMLDialogElement[] = [];
function showModal(this: HTMLDialogElement) {
  if (this.open) throw new DOMException('already open', 'InvalidStateError');
  this.setAttribute('open', '');
  modals.push(this);
}
function close(this: HTMLDialogElement) {
  if (!this.open) return;
  this.removeAttribute('open');
  modals.splice(modals.indexOf(this), 1);
  this.dispatchEvent(new Event('close'));
}
function onEscape(e: KeyboardEvent) {
  const top = modals.at(-1);
  if (e.key !== 'Escape' || e.defaultPrevented || !top) return;
  if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
}
beforeAll(() => {
  proto.showModal = showModal;
  proto.close = close;
  document.addEventListener('keydown', onEscape);
});
afterAll(() => document.removeEventListener('keydown', onEscape));
afterEach(() => modals.splice(0));

/** An opener button and the modal it controls, as the header dialogs are built. */
function Opened(props: Partial<ModalProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      <Modal title="Preferências" open={open} onClose={() => setOpen(false)} {...props}>
        <input aria-label="Campo" />
      </Modal>
    </>
  );
}

function openWithButton(props: Partial<ModalProps> = {}) {
  render(<Opened {...props} />);
  const opener = screen.getByRole('button', { name: 'Abrir' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'Preferências' }) };
}

describe('Modal', () => {
  it('is closed until opened, then open as a modal, labelled by its title and described by its description', () => {
    render(<Opened description="Escolha o que aceitar." />);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    const dialog = screen.getByRole('dialog', { name: 'Preferências' });
    expect(dialog).toHaveAttribute('open');
    expect(modals).toEqual([dialog]);
    expect(dialog).toHaveAccessibleDescription('Escolha o que aceitar.');
    expect(screen.getByRole('heading', { level: 2, name: 'Preferências' })).toBeInTheDocument();
  });

  it('has a close button named Fechar that closes it and gives the focus back to the opener', () => {
    const { opener, dialog } = openWithButton();
    screen.getByLabelText('Campo').focus();
    fireEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(dialog).not.toHaveAttribute('open');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes on Escape and gives the focus back to the opener', () => {
    const { opener, dialog } = openWithButton();
    const field = screen.getByLabelText('Campo');
    field.focus();
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(dialog).not.toHaveAttribute('open');
    expect(opener).toHaveFocus();
    // And opens again.
    fireEvent.click(opener);
    expect(dialog).toHaveAttribute('open');
  });

  it('stays open on Escape when mandatory, without a Fechar button', () => {
    const { dialog } = openWithButton({ mandatory: true });
    expect(screen.queryByRole('button', { name: 'Fechar' })).toBeNull();
    fireEvent.keyDown(screen.getByLabelText('Campo'), { key: 'Escape' });
    expect(dialog).toHaveAttribute('open');
    // Even when the browser asks to close it (cancel event).
    expect(dialog.dispatchEvent(new Event('cancel', { cancelable: true }))).toBe(false);
    expect(dialog).toHaveAttribute('open');
  });

  it('closes and gives the focus back when its owner unmounts it', () => {
    function Owner() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Excluir
          </button>
          {open && (
            <Modal open role="alertdialog" title="Excluir endereço" closeButton={false} onClose={() => setOpen(false)}>
              <button type="button">Sim, excluir</button>
              <button type="button" data-autofocus onClick={() => setOpen(false)}>
                Cancelar
              </button>
            </Modal>
          )}
        </>
      );
    }
    render(<Owner />);
    const opener = screen.getByRole('button', { name: 'Excluir' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('alertdialog', { name: 'Excluir endereço' });
    expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Fechar' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(dialog).not.toHaveAttribute('open');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('server-rendered open (works without JavaScript) is reopened as a modal once, and does not report a close', async () => {
    const calls: string[] = [];
    const stub = { showModal: proto.showModal, close: proto.close };
    // As in browsers, the close event comes in a later task.
    proto.close = function (this: HTMLDialogElement) {
      calls.push(`close:${this.open}`);
      this.removeAttribute('open');
      setTimeout(() => this.dispatchEvent(new Event('close')));
    };
    proto.showModal = function (this: HTMLDialogElement) {
      calls.push(`showModal:${this.open}`);
      showModal.call(this);
    };
    const onClose = jest.fn();
    try {
      const gate = <Modal open serverOpen mandatory title="Você tem mais de 18 anos?" onClose={onClose} />;
      const { rerender } = render(gate);
      rerender(gate);
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
      expect(calls).toEqual(['close:true', 'showModal:false']);
      expect(onClose).not.toHaveBeenCalled();
      expect(screen.getByRole('dialog', { name: 'Você tem mais de 18 anos?' })).toHaveAttribute('open');
    } finally {
      Object.assign(proto, stub);
    }
  });

  it('server-open with its content still streaming: turned modal only once the content replaced the placeholder', async () => {
    render(
      <Modal open serverOpen mandatory title="Informe seu endereço">
        <p data-streaming-panel>Carregando…</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Informe seu endereço' });
    // Hydrated before the server's stream ended: still the server's non-modal dialog (app/globals.css keeps it unseen).
    expect(dialog).toHaveAttribute('open');
    expect(modals).toEqual([]);

    // The stream's script puts the content in the placeholder's place.
    await act(async () => {
      const field = document.createElement('input');
      field.setAttribute('aria-label', 'CEP');
      field.setAttribute('data-autofocus', '');
      dialog.querySelector('[data-streaming-panel]')!.replaceWith(field);
    });
    expect(modals).toEqual([dialog]);
    expect(screen.getByRole('textbox', { name: 'CEP' })).toHaveFocus();
  });

  it('in the server HTML: open (usable without JavaScript) only when serverOpen, labelled either way', () => {
    const gate = renderToString(<Modal open serverOpen mandatory title="Informe seu endereço" />);
    expect(gate).toMatch(/^<dialog open="" aria-labelledby="([^"]+)"/);
    expect(gate).toContain(`id="${/aria-labelledby="([^"]+)"/.exec(gate)![1]}"`);
    expect(gate).not.toContain('Fechar');
    const login = renderToString(<Modal open={false} title="Entrar ou cadastrar" />);
    expect(login).not.toMatch(/<dialog[^>]* open/);
    expect(login).toContain('aria-label="Fechar"');
  });

  it('Tab on the last control goes to the first, Shift+Tab on the first to the last (not out of the dialog)', () => {
    const { dialog } = openWithButton();
    const close = screen.getByRole('button', { name: 'Fechar' });
    const field = screen.getByLabelText('Campo');
    field.focus();
    expect(fireEvent.keyDown(field, { key: 'Tab' })).toBe(false);
    expect(close).toHaveFocus();
    expect(fireEvent.keyDown(close, { key: 'Tab', shiftKey: true })).toBe(false);
    expect(field).toHaveFocus();
    // In between, the browser moves the focus itself.
    expect(fireEvent.keyDown(close, { key: 'Tab' })).toBe(true);
    expect(dialog).toHaveAttribute('open');
  });

  it('Tab wrapping leaves a dialog opened inside it to that dialog', () => {
    function Nested() {
      const [inner, setInner] = useState(false);
      return (
        <Modal open title="Menu" closeButton={false}>
          <button type="button" onClick={() => setInner(true)}>
            Entrega
          </button>
          <Modal open={inner} title="Entrega e retirada" onClose={() => setInner(false)}>
            <input aria-label="CEP" />
          </Modal>
          <a href="#entrar">Entrar</a>
        </Modal>
      );
    }
    render(<Nested />);
    fireEvent.click(screen.getByRole('button', { name: 'Entrega' }));
    const cep = screen.getByLabelText('CEP');
    cep.focus();
    // The inner dialog's last control wraps to the inner dialog's first, never to the outer's.
    fireEvent.keyDown(cep, { key: 'Tab' });
    expect(screen.getByRole('button', { name: 'Fechar' })).toHaveFocus();
    // The outer dialog's last control is its own link, not the inner field.
    const link = screen.getByRole('link', { name: 'Entrar' });
    link.focus();
    fireEvent.keyDown(link, { key: 'Tab' });
    expect(screen.getByRole('button', { name: 'Entrega' })).toHaveFocus();
  });

  it('a drawer keeps the same dialog semantics', () => {
    openWithButton({ variant: 'drawer', side: 'left' });
    const dialog = screen.getByRole('dialog', { name: 'Preferências' });
    expect(dialog).toHaveAttribute('data-modal', 'left');
    act(() => screen.getByRole('button', { name: 'Fechar' }).click());
    expect(dialog).not.toHaveAttribute('open');
  });

  it("open from the first paint (no opener) or with its opener gone: closing gives the focus to the page's h1, never <body>", () => {
    function Page({ gate }: { gate: boolean }) {
      return (
        <>
          <main id="conteudo" tabIndex={-1}>
            <h1>Vinhos</h1>
          </main>
          {gate && (
            <Modal open serverOpen mandatory title="Você tem mais de 18 anos?">
              <button type="button">Sim</button>
            </Modal>
          )}
        </>
      );
    }
    const { rerender } = render(<Page gate />);
    screen.getByRole('button', { name: 'Sim' }).focus();
    rerender(<Page gate={false} />);
    expect(screen.getByRole('heading', { name: 'Vinhos' })).toHaveFocus();

    // The opener re-rendered away by what opened the dialog (as an 'Adicionar' replaced by a stepper was).
    function Vanishing() {
      const [open, setOpen] = useState(false);
      return (
        <>
          {!open && (
            <button type="button" onClick={() => setOpen(true)}>
              Abrir
            </button>
          )}
          <Modal title="Preferências" open={open} onClose={() => setOpen(false)}>
            <input aria-label="Campo" />
          </Modal>
        </>
      );
    }
    render(<Vanishing />);
    const opener = screen.getByRole('button', { name: 'Abrir' });
    opener.focus();
    fireEvent.click(opener);
    screen.getByLabelText('Campo').focus();
    fireEvent.keyDown(screen.getByLabelText('Campo'), { key: 'Escape' });
    expect(screen.getByRole('heading', { name: 'Vinhos' })).toHaveFocus();
  });
});
