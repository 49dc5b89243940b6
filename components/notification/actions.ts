'use server';

import { z } from 'zod';

import { asFormState, defineAction, formData, type FormState } from '@/lib/actions/define-action';
import * as notification from '@/lib/commerce/notification';
import {
  NOTIFICATION_MESSAGES,
  ORDER_NOTIFICATION_KINDS,
  type NotificationPreferences,
} from '@/lib/contract/notification';

/** A checked box of the form: `notificacao:<kind>` present (an unchecked box is not posted). */
const preferencesInput = formData(
  z
    .record(z.string(), z.unknown())
    .transform((fields) => ORDER_NOTIFICATION_KINDS.filter((k) => fields[`notificacao:${k}`] !== undefined)),
);

/** The form's answer; a success carries the kinds as saved. */
export type NotificationFormState = FormState & { preferencias?: NotificationPreferences['preferencias'] };

/** "Notificações por e-mail" of /conta: the kinds left checked stay on, the others go off. */
export const saveNotificationPreferencesAction = defineAction({
  input: preferencesInput,
  session: 'customer',
  fallback: 'Não foi possível salvar as preferências de e-mail',
  scope: 'identidade',
  reply: asFormState,
  run: async ({ input, account, supplier }): Promise<NotificationFormState> => {
    const r = await notification.updateNotificationPreferences(account.token, supplier.idfornecedor, input);
    return { ok: true, mensagem: NOTIFICATION_MESSAGES.salvas, preferencias: r.preferencias };
  },
});
