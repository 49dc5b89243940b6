import { render } from '@testing-library/react';
import { useModalOnMount } from './use-modal-on-mount';

function Gate() {
  const dialog = useModalOnMount();
  return (
    <dialog ref={dialog} open aria-label="Portão">
      conteúdo
    </dialog>
  );
}

describe('useModalOnMount', () => {
  const proto = HTMLDialogElement.prototype;
  const real = { showModal: proto.showModal, close: proto.close };
  afterEach(() => {
    proto.showModal = real.showModal;
    proto.close = real.close;
  });

  it('closes the server-rendered non-modal dialog and reopens it as a modal, once', () => {
    const calls: string[] = [];
    proto.close = function (this: HTMLDialogElement) {
      calls.push(`close:${this.open}`);
      this.removeAttribute('open');
    };
    proto.showModal = function (this: HTMLDialogElement) {
      calls.push(`showModal:${this.open}`);
      this.setAttribute('open', '');
    };
    const { rerender } = render(<Gate />);
    rerender(<Gate />);
    expect(calls).toEqual(['close:true', 'showModal:false']);
  });
});
