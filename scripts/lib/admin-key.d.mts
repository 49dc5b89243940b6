export declare const ADMIN_KEY_FILE: string;
export declare function storedAdminKey(file?: string): string | null;
export declare function productionAdminKey(
  env?: Record<string, string | undefined>,
  file?: string,
): { key: string; generated: boolean; file: string | null };
export declare function adminKeyCandidates(env?: Record<string, string | undefined>, devKey?: string): string[];
export declare function adminFetcher(
  candidates?: string[],
): (url: string, init?: RequestInit & { headers?: Record<string, string> }) => Promise<Response>;
