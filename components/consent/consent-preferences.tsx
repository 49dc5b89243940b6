'use client';

import { useState } from 'react';

import { Modal } from '@/components/ui/modal';
import type { CookiePreferences } from '@/lib/commerce/preferences';

const ENTRIES: { key: keyof CookiePreferences; titulo: string; texto: string }[] = [
  { key: 'necessary', titulo: 'Necessários', texto: 'Carrinho, chat e navegação guardados neste navegador.' },
  { key: 'session', titulo: 'Sessão', texto: 'Lembrar seus dados de usuário neste navegador.' },
  { key: 'performance', titulo: 'Desempenho', texto: 'Medições de uso e análise para melhorar a loja.' },
  { key: 'personalization', titulo: 'Personalização', texto: 'Recomendações e conteúdo feitos para você.' },
];

/** The preferences modal with the four entries (decision 0034), opened from the cookie banner or its link. */
export function ConsentPreferences({
  initial,
  onSave,
  onClose,
}: {
  initial: CookiePreferences;
  onSave: (p: CookiePreferences) => void;
  onClose: () => void;
}) {
  const [prefs, setPrefs] = useState<CookiePreferences>(initial);
  return (
    <Modal open onClose={onClose} title="Preferências de cookies" closeButton={false} className="w-[min(92vw,30rem)]">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSave(prefs);
        }}
      >
        <ul className="mb-4 flex flex-col gap-3">
          {ENTRIES.map((entry) => (
            <li key={entry.key}>
              <label className="flex items-start gap-3">
                <input
                  type="checkbox"
                  className="mt-1 h-4 w-4"
                  checked={prefs[entry.key]}
                  onChange={(e) => setPrefs({ ...prefs, [entry.key]: e.target.checked })}
                />
                <span>
                  <span className="block font-semibold">{entry.titulo}</span>
                  <span className="block text-sm text-gray-700">{entry.texto}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
        <div className="flex justify-end gap-3">
          <button
            type="button"
            onClick={onClose}
            className="rounded border border-gray-500 px-4 py-2 text-sm font-semibold"
          >
            Cancelar
          </button>
          <button type="submit" className="rounded bg-primary px-4 py-2 text-sm font-semibold text-on-primary">
            Salvar preferências
          </button>
        </div>
      </form>
    </Modal>
  );
}
