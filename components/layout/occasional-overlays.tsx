'use client';

import dynamic from 'next/dynamic';

/*
 * Overlays that few visits show (the terms to accept, the age gate, the address gate, an API-key login hand-off):
 * rendered on the server where they apply, their code loaded only by the pages that show them, so they stay out of
 * every route's first-load JavaScript (bundle-budget.json).
 */
export const TermsDialog = dynamic(() => import('@/components/account/terms-dialog').then((m) => m.TermsDialog));
export const AgeGate = dynamic(() => import('@/components/age-gate/age-gate').then((m) => m.AgeGate));
export const AddressGate = dynamic(() => import('@/components/delivery/address-gate').then((m) => m.AddressGate));
export const ApiKeyLogin = dynamic(() => import('@/components/account/api-key-login').then((m) => m.ApiKeyLogin));
