/** Types of scripts/check-spec.mjs (plain JavaScript, run by node without a build). */
export type SpecCall = { method: string; path: string };
export function specSection(spec: string, n: number): string;
export function specCalls(spec: string): SpecCall[];
export function missingCalls(spec: string, openapi: { paths?: Record<string, Record<string, unknown>> }): SpecCall[];
export function specMessages(spec: string): string[];
export function missingMessages(spec: string, sourceText: string): string[];
export function sourceText(root: string): string;
export const SPEC_FILE: string;
