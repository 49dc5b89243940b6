'use client';

import { lazy, Suspense, useEffect, useState, useTransition } from 'react';

import { Modal } from '@/components/ui/modal';
import type { AddressFormValues } from '@/lib/contract';

import {
  deleteAddressAction,
  makePrimaryAction,
  saveAddressAction,
  saveBillingAddressAction,
  type AddressActionResult,
} from './actions';

// The form (fields, CEP lookup, validation) loads when a button opens it, not with the address book
// (decision 0054).
const AddressFormDialog = lazy(() => import('./address-form').then((m) => ({ default: m.AddressFormDialog })));

/**
 * Interactive leaves of the address book page (app/[supplier]/conta/enderecos): the add, edit,
 * make-primary and delete buttons, and the billing address editor. Each calls a server action;
 * the page is re-rendered by the action's revalidation, and the outcome is announced in the
 * page's status region (AddressBookStatus).
 */
const STATUS_EVENT = 'enderecos:status';
type Status = { ok: boolean; mensagem: string };

function announce(status: Status) {
  window.dispatchEvent(new CustomEvent<Status>(STATUS_EVENT, { detail: status }));
}

function announceResult(r: AddressActionResult) {
  announce(r.ok ? { ok: true, mensagem: r.mensagem } : { ok: false, mensagem: r.erro });
}

/** The page's live region for the outcome of the last change. */
export function AddressBookStatus() {
  const [status, setStatus] = useState<Status | null>(null);
  useEffect(() => {
    const on = (e: Event) => setStatus((e as CustomEvent<Status>).detail);
    window.addEventListener(STATUS_EVENT, on);
    return () => window.removeEventListener(STATUS_EVENT, on);
  }, []);
  return (
    <div role="status" aria-live="polite" className="empty:hidden">
      {status && (
        <p
          className={`rounded px-3 py-2 text-sm ${status.ok ? 'bg-green-50 text-green-800' : 'bg-red-50 text-red-800'}`}
        >
          {status.mensagem}
        </p>
      )}
    </div>
  );
}

const primaryButton = 'rounded bg-primary px-5 py-2.5 font-semibold text-on-primary';
const secondaryButton = 'rounded border border-gray-500 px-3 py-1.5 text-sm font-semibold disabled:opacity-60';

export function AddAddressButton({ base }: { base: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={primaryButton} onClick={() => setOpen(true)}>
        Adicionar endereço
      </button>
      {open && (
        <Suspense fallback={null}>
          <AddressFormDialog
            base={base}
            title="Adicionar endereço"
            submitLabel="Salvar endereço"
            idPrefix="novo-endereco"
            onSubmit={(v) => saveAddressAction(v)}
            onSaved={(r) => announce({ ok: true, mensagem: r.mensagem ?? 'Endereço cadastrado' })}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}

type ItemProps = {
  base: string;
  idendereco: string;
  apelido: string;
  primario: boolean;
  values: AddressFormValues;
};

/** Editar, Tornar principal (not on the primary) and Excluir (after a confirmation) for one address. */
export function AddressItemActions({ base, idendereco, apelido, primario, values }: ItemProps) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [pending, start] = useTransition();
  const run = (action: () => Promise<AddressActionResult>) =>
    start(async () => {
      try {
        announceResult(await action());
      } catch {
        announce({ ok: false, mensagem: 'Não foi possível concluir a operação. Tente novamente.' });
      }
    });
  const named = <span className="sr-only"> {apelido}</span>;
  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" className={secondaryButton} onClick={() => setEditing(true)} disabled={pending}>
        Editar{named}
      </button>
      {!primario && (
        <button
          type="button"
          className={secondaryButton}
          disabled={pending}
          onClick={() => run(() => makePrimaryAction(idendereco))}
        >
          Tornar principal{named}
        </button>
      )}
      <button type="button" className={secondaryButton} disabled={pending} onClick={() => setConfirming(true)}>
        Excluir{named}
      </button>
      {editing && (
        <Suspense fallback={null}>
          <AddressFormDialog
            base={base}
            title={`Editar endereço ${apelido}`}
            submitLabel="Salvar alterações"
            idPrefix={`editar-${idendereco}`}
            initial={values}
            onSubmit={(v) => saveAddressAction(v, idendereco)}
            onSaved={(r) => announce({ ok: true, mensagem: r.mensagem ?? 'Endereço atualizado' })}
            onClose={() => setEditing(false)}
          />
        </Suspense>
      )}
      {confirming && (
        <ConfirmDialog
          title="Excluir endereço"
          text={`Excluir o endereço “${apelido}”? Esta ação não pode ser desfeita.`}
          confirmLabel="Sim, excluir"
          onConfirm={() => run(() => deleteAddressAction(idendereco))}
          onClose={() => setConfirming(false)}
        />
      )}
    </div>
  );
}

function ConfirmDialog({
  title,
  text,
  confirmLabel,
  onConfirm,
  onClose,
}: {
  title: string;
  text: string;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal
      open
      onClose={onClose}
      role="alertdialog"
      title={title}
      description={text}
      closeButton={false}
      className="w-[min(92vw,28rem)]"
    >
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className="rounded bg-red-700 px-4 py-2 font-semibold text-white"
          onClick={() => {
            onConfirm();
            onClose();
          }}
        >
          {confirmLabel}
        </button>
        <button
          type="button"
          data-autofocus
          className="rounded border border-gray-500 px-4 py-2 font-semibold"
          onClick={onClose}
        >
          Cancelar
        </button>
      </div>
    </Modal>
  );
}

/** Register or edit the billing address. */
export function BillingAddressButton({
  base,
  initial,
  label,
}: {
  base: string;
  initial?: AddressFormValues;
  label: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={secondaryButton} onClick={() => setOpen(true)}>
        {label}
      </button>
      {open && (
        <Suspense fallback={null}>
          <AddressFormDialog
            base={base}
            title="Endereço de faturamento"
            submitLabel="Salvar endereço de faturamento"
            idPrefix="faturamento"
            initial={initial}
            onSubmit={(v) => saveBillingAddressAction(v)}
            onSaved={(r) => announce({ ok: true, mensagem: r.mensagem ?? 'Endereço de faturamento salvo' })}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
