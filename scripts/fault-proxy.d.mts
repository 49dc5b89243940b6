export type Fault = {
  modo: 'nenhuma' | '429' | '503' | 'slow' | 'reset' | 'truncate';
  caminho?: string;
  vezes?: number;
  atrasoMs?: number;
};
export type FaultStats = {
  modo: string;
  caminho: string;
  total: number;
  falhas: number;
  porCaminho: Record<string, number>;
};
export declare const FAULT_MODES: readonly string[];
export declare function startFaultProxy(options: { port?: number; host?: string; target: string }): Promise<{
  url: string;
  port: number;
  setFault: (f: Fault) => void;
  stats: () => FaultStats;
  resetStats: () => void;
  close: () => Promise<void>;
}>;
