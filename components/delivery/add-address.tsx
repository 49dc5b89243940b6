'use client';

import { useRef } from 'react';
import { createPortal } from 'react-dom';

import { saveAddressAction } from '@/components/address/actions';
import { AddressFormDialog } from '@/components/address/address-form';

/**
 * 'Adicionar endereço' from the delivery panel (the checkout's 'Alterar endereço' among others): the
 * address book's form, and once saved the new address is chosen, so the shopper stays where they
 * were with a complete address (CEP, the street filled from it, the number typed). Loaded on click.
 */
export default function AddAddressDialog({
  base,
  onAdded,
  onClose,
}: {
  base: string;
  onAdded: (idendereco: string) => void;
  onClose: () => void;
}) {
  const created = useRef<string | null>(null);
  // Out of the page's DOM: at checkout the panel sits inside the order form, and a form inside a form
  // was submitted by the browser as a GET of /finalizar. Its submit event stops here too, so it never
  // reaches the order form's handler through the React tree.
  return createPortal(
    <div onSubmit={(e) => e.stopPropagation()}>
      <AddressFormDialog
        base={base}
        title="Adicionar endereço"
        submitLabel="Salvar e usar este endereço"
        idPrefix="entrega-novo-endereco"
        onSubmit={async (v) => {
          const r = await saveAddressAction(v, null);
          if (r.ok) created.current = r.idendereco;
          return r;
        }}
        onSaved={() => {
          if (created.current) onAdded(created.current);
        }}
        onClose={onClose}
      />
    </div>,
    document.body,
  );
}
