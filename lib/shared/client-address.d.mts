export declare const INVALID_ADDRESS: 'invalido';
export declare function normalizeAddress(raw: string | undefined): string;
export declare function clientAddress(
  forwardedFor: string | string[] | null | undefined,
  socketAddress: string | null | undefined,
  trustedHops: number,
): string;
export declare function addressBucket(address: string): string;
