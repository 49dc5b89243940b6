export type DbKind = 'pglite' | 'postgres';

export interface Queryable {
  /** Runs one parameterised statement and returns its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: DbKind;
  /** Runs fn inside BEGIN/COMMIT on one connection; ROLLBACK when it throws. */
  transaction<R>(fn: (tx: Queryable) => Promise<R>): Promise<R>;
  /** Serialises concurrent processes (PostgreSQL advisory lock; a no-op for embedded PGlite). */
  withLock<R>(key: number, fn: () => Promise<R>): Promise<R>;
  close(): Promise<void>;
}
