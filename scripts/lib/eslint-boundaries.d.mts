/** Types of scripts/lib/eslint-boundaries.mjs (plain JavaScript, loaded by eslint.config.mjs). */
import type { ESLint } from 'eslint';

export function importTarget(fromFile: string, specifier: string): string | null;
export function isAllowed(target: string, allow: string[]): boolean;
export const boundaries: ESLint.Plugin;
