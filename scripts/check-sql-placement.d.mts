/** Types of scripts/check-sql-placement.mjs (plain JavaScript, run by node in npm run lint). */
export const SQL_HOMES: string[];
export function sqlFindings(text: string, fileName?: string): { line: number; what: string }[];
export function isSqlHome(file: string): boolean;
export function misplacedSql(root?: string): string[];
