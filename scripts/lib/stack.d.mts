import type { ChildProcess } from 'node:child_process';

export type Child = ChildProcess & {
  tag: string;
  tail: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};
export type PostgresServer = {
  url: string;
  dir: string | null;
  restart: (() => void) | null;
  stop: () => Promise<void>;
};
export type Instance = { child: Child; url: string; port: number };

export declare const ROOT: string;
export declare const BIN: string;
export declare const BENCH_SESSION_SECRET: string;
export declare function say(message: string): void;
export declare function freePort(): Promise<number>;
export declare function portFrom(name: string, fallback?: number): Promise<number>;
export declare function findPgBin(): string | null;
export declare function throwawayPostgres(options?: {
  port?: number;
}): Promise<PostgresServer & { dir: string; restart: () => void }>;
export declare function postgresServer(options?: { port?: number }): Promise<PostgresServer>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export declare function adminQuery(url: string, sql: string, params?: unknown[]): Promise<any[]>;
export declare function freshDatabase(adminUrl: string, name: string, options?: { keep?: boolean }): Promise<string>;
export declare function spawnChild(
  tag: string,
  command: string,
  args: string[],
  env?: Record<string, string>,
  options?: { echo?: boolean },
): Child;
export declare function stopChild(child: Child, signal?: NodeJS.Signals, graceMs?: number): Promise<void>;
export declare function waitForHttp(
  url: string,
  options?: { child?: Child; timeoutMs?: number; headers?: Record<string, string> },
): Promise<void>;
export declare function startApi(options: {
  port: number;
  databaseUrl: string;
  hops?: number;
  env?: Record<string, string>;
  tag?: string;
  echo?: boolean;
}): Promise<Instance>;
export declare function startStorefront(options: {
  port: number;
  apiUrl: string;
  hops?: number;
  env?: Record<string, string>;
  tag?: string;
  dir?: string;
  echo?: boolean;
}): Promise<Instance>;
export declare function referenceAppDir(): string;
export declare function hasBuild(dir?: string, distDir?: string): boolean;
export declare function stopStack(): Promise<void>;
export declare function machineLoad(): string;
