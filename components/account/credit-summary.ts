/** What the header shows of the credit (GET {base}/api/faturas/resumo): centavos; null limits: no purchases on terms. */
export type CreditSummary = { limiteTotal: number | null; limiteDisponivel: number | null; totalVencido: number };

/** The spec's "invoices and user data load 1 s after login". */
export const CREDIT_LOAD_DELAY_MS = 1000;
