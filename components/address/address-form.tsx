'use client';

import { useEffect, useId, useRef, useState, useTransition, type ReactNode } from 'react';

import { Modal } from '@/components/ui/modal';
import type { AddressFormValues } from '@/lib/contract';
import { DEFAULT_COUNTRY, UFS } from '@/lib/contract/address-constants';
import { readCepLookupBody } from '@/lib/contract/cep-lookup';
import { maskCep } from '@/lib/rules/cep';

import { CepInput } from './cep-input';

/**
 * The address form (delivery or billing address): labelled fields, CEP masked as typed
 * ('05435-000') and looked up when its 8 digits are in (street, district, city and state filled,
 * coordinates kept for the save). `onSubmit` saves (a server action); on failure its message is
 * shown above the form and its per-field messages next to the fields, and nothing typed is lost.
 */
export type AddressSubmitResult =
  { ok: true; mensagem?: string } | { ok: false; erro: string; campos?: Record<string, string> };

export const EMPTY_ADDRESS: AddressFormValues = {
  apelido: '',
  cep: '',
  rua: '',
  numero: '',
  complemento: '',
  bairro: '',
  cidade: '',
  uf: '',
  pontoref: '',
  pais: DEFAULT_COUNTRY,
  lat: null,
  lng: null,
};

type Props = {
  /** Storefront base ('' on the supplier's domain, '/<slug>' on the shared host): the CEP look-up is `${base}/api/cep/{cep}`. */
  base: string;
  initial?: Partial<AddressFormValues>;
  onSubmit: (values: AddressFormValues) => Promise<AddressSubmitResult>;
  /** Called after a successful save (e.g. close the dialog). */
  onSaved?: (result: { mensagem?: string }) => void;
  submitLabel?: string;
  /** Extra buttons next to submit (e.g. Cancelar). */
  actions?: ReactNode;
  /** Accessible name of the form. */
  label?: string;
  /** Prefix of the field ids (several forms on one page). */
  idPrefix?: string;
};

type Field = Exclude<keyof AddressFormValues, 'lat' | 'lng'>;

/** A copy of the field messages without `keys`. */
function without(campos: Record<string, string>, ...keys: string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(campos).filter(([k]) => !keys.includes(k)));
}

const input = 'w-full rounded border border-gray-500 px-3 py-2 aria-[invalid=true]:border-red-700';

export function AddressForm({
  base,
  initial,
  onSubmit,
  onSaved,
  submitLabel = 'Salvar endereço',
  actions,
  label = 'Endereço',
  idPrefix,
}: Props) {
  const autoId = useId();
  const prefix = idPrefix ?? `endereco${autoId.replace(/[^a-zA-Z0-9]/g, '')}`;
  const [values, setValues] = useState<AddressFormValues>(() => ({
    ...EMPTY_ADDRESS,
    ...initial,
    cep: maskCep(initial?.cep ?? ''),
    pais: initial?.pais || DEFAULT_COUNTRY,
  }));
  const [erro, setErro] = useState<string | null>(null);
  const [campos, setCampos] = useState<Record<string, string>>({});
  const [cepStatus, setCepStatus] = useState<{ kind: 'buscando' | 'ok' | 'erro'; mensagem: string } | null>(null);
  const [pending, start] = useTransition();
  const lookup = useRef<AbortController | null>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => () => lookup.current?.abort(), []);
  useEffect(() => {
    if (erro) errorRef.current?.focus();
  }, [erro]);

  const set = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (campos[field]) setCampos((c) => without(c, field));
  };

  async function lookupCep(digits: string) {
    lookup.current?.abort();
    const controller = new AbortController();
    lookup.current = controller;
    setCepStatus({ kind: 'buscando', mensagem: 'Buscando o CEP…' });
    try {
      const res = await fetch(`${base}/api/cep/${digits}`, {
        signal: controller.signal,
        headers: { accept: 'application/json' },
        cache: 'no-store',
      });
      const body = readCepLookupBody(await res.json());
      if (controller.signal.aborted) return;
      if (!body) {
        setCepStatus({
          kind: 'erro',
          mensagem: 'Não foi possível consultar o CEP agora. Preencha o endereço manualmente.',
        });
        return;
      }
      if (!body.ok) {
        setCepStatus({ kind: 'erro', mensagem: body.mensagem });
        return;
      }
      const hit = body;
      setValues((v) => ({
        ...v,
        rua: hit.rua || v.rua,
        bairro: hit.bairro || v.bairro,
        cidade: hit.cidade || v.cidade,
        uf: hit.uf || v.uf,
        pais: hit.pais || v.pais,
        lat: hit.lat,
        lng: hit.lng,
      }));
      setCampos((c) => without(c, 'cep', 'rua', 'bairro', 'cidade', 'uf'));
      setCepStatus({
        kind: 'ok',
        mensagem: `Endereço encontrado: ${hit.rua ? `${hit.rua}, ` : ''}${hit.bairro}, ${hit.cidade} – ${hit.uf}`,
      });
    } catch {
      if (!controller.signal.aborted)
        setCepStatus({
          kind: 'erro',
          mensagem: 'Não foi possível consultar o CEP agora. Preencha o endereço manualmente.',
        });
    }
  }

  const onCep = (masked: string) => {
    const digits = masked.replace(/\D/g, '');
    const before = values.cep.replace(/\D/g, '');
    // A new CEP drops the coordinates of the previous one (the API geocodes it if none come).
    setValues((v) => ({ ...v, cep: masked, ...(digits !== before ? { lat: null, lng: null } : {}) }));
    if (campos.cep) setCampos((c) => without(c, 'cep'));
    if (digits.length === 8 && digits !== before) void lookupCep(digits);
    else if (digits.length < 8) {
      lookup.current?.abort();
      setCepStatus(null);
    }
  };

  const submit = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    start(async () => {
      setErro(null);
      let r: AddressSubmitResult;
      try {
        r = await onSubmit(values);
      } catch {
        r = { ok: false, erro: 'Não foi possível salvar o endereço. Tente novamente.' };
      }
      if (!r.ok) {
        setErro(r.erro);
        setCampos(r.campos ?? {});
        return;
      }
      setCampos({});
      onSaved?.({ mensagem: r.mensagem });
    });
  };

  const fieldProps = (field: Field) => {
    const err = campos[field] ?? (field === 'cep' && cepStatus?.kind === 'erro' ? cepStatus.mensagem : undefined);
    const id = `${prefix}-${field}`;
    return {
      id,
      name: field,
      value: values[field],
      'aria-invalid': err ? (true as const) : undefined,
      'aria-describedby': err ? `${id}-erro` : field === 'cep' && cepStatus ? `${id}-status` : undefined,
      className: input,
      error: err,
    };
  };

  const text = (
    field: Field,
    labelText: string,
    opts: { required?: boolean; autoComplete?: string; className?: string } = {},
  ) => {
    const { error, ...p } = fieldProps(field);
    return (
      <div className={opts.className}>
        <label htmlFor={p.id} className="mb-1 block text-sm font-medium">
          {labelText}
          {opts.required ? (
            <span aria-hidden="true"> *</span>
          ) : (
            <span className="font-normal text-gray-700"> (opcional)</span>
          )}
        </label>
        <input
          {...p}
          type="text"
          required={opts.required}
          autoComplete={opts.autoComplete}
          onChange={(e) => set(field, e.target.value)}
        />
        {error && (
          <p id={`${p.id}-erro`} className="mt-1 text-sm text-red-800">
            {error}
          </p>
        )}
      </div>
    );
  };

  const cep = fieldProps('cep');
  const uf = fieldProps('uf');
  const { error: cepError, ...cepInput } = cep;
  const { error: ufError, ...ufInput } = uf;
  return (
    <form onSubmit={submit} aria-label={label} noValidate={false} className="grid grid-cols-1 gap-3 sm:grid-cols-6">
      {erro && (
        <p
          ref={errorRef}
          tabIndex={-1}
          role="alert"
          className="rounded bg-red-50 px-3 py-2 text-sm text-red-800 sm:col-span-6"
        >
          {erro}
        </p>
      )}
      {text('apelido', 'Apelido', { className: 'sm:col-span-6' })}
      <div className="sm:col-span-2">
        <label htmlFor={cepInput.id} className="mb-1 block text-sm font-medium">
          CEP<span aria-hidden="true"> *</span>
        </label>
        <CepInput {...cepInput} required onValueChange={onCep} />
        {cepError ? (
          <p id={`${cepInput.id}-erro`} className="mt-1 text-sm text-red-800" role={campos.cep ? undefined : 'alert'}>
            {cepError}
          </p>
        ) : (
          <p id={`${cepInput.id}-status`} className="mt-1 text-sm text-gray-700" role="status" aria-live="polite">
            {cepStatus?.mensagem ?? ''}
          </p>
        )}
      </div>
      {text('rua', 'Rua', { required: true, autoComplete: 'address-line1', className: 'sm:col-span-4' })}
      {text('numero', 'Número', { required: true, className: 'sm:col-span-2' })}
      {text('complemento', 'Complemento', { autoComplete: 'address-line2', className: 'sm:col-span-4' })}
      {text('bairro', 'Bairro', { required: true, autoComplete: 'address-level3', className: 'sm:col-span-3' })}
      {text('cidade', 'Cidade', { required: true, autoComplete: 'address-level2', className: 'sm:col-span-3' })}
      <div className="sm:col-span-2">
        <label htmlFor={ufInput.id} className="mb-1 block text-sm font-medium">
          UF<span aria-hidden="true"> *</span>
        </label>
        <select {...ufInput} required autoComplete="address-level1" onChange={(e) => set('uf', e.target.value)}>
          <option value="">Selecione</option>
          {UFS.map((u) => (
            <option key={u} value={u}>
              {u}
            </option>
          ))}
        </select>
        {ufError && (
          <p id={`${ufInput.id}-erro`} className="mt-1 text-sm text-red-800">
            {ufError}
          </p>
        )}
      </div>
      {text('pais', 'País', { autoComplete: 'country-name', className: 'sm:col-span-4' })}
      {text('pontoref', 'Ponto de referência', { className: 'sm:col-span-6' })}
      <div className="flex flex-wrap gap-3 sm:col-span-6">
        <button
          type="submit"
          disabled={pending}
          className="rounded bg-primary px-5 py-2.5 font-semibold text-on-primary disabled:opacity-70"
        >
          {pending ? 'Salvando…' : submitLabel}
        </button>
        {actions}
      </div>
    </form>
  );
}

/** A modal dialog around AddressForm (components/ui/modal.tsx). Rendered only while open. */
export function AddressFormDialog({
  title,
  onClose,
  ...form
}: Omit<Props, 'actions' | 'label'> & { title: string; onClose: () => void }) {
  return (
    <Modal open onClose={onClose} title={title} closeButton={false} className="w-[min(94vw,44rem)]">
      <AddressForm
        {...form}
        label={title}
        onSaved={(r) => {
          form.onSaved?.(r);
          onClose();
        }}
        actions={
          <button type="button" onClick={onClose} className="rounded border border-gray-500 px-5 py-2.5 font-semibold">
            Cancelar
          </button>
        }
      />
    </Modal>
  );
}
