import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

export declare const CHAT_SOCKET_PATH: string;
export declare function createSocketProxy(opts: {
  apiUrl: string;
  path: string;
  clientAddressOf: (req: IncomingMessage) => string;
}): {
  matches(req: IncomingMessage): boolean;
  handle(req: IncomingMessage, res: ServerResponse): boolean;
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  close(): void;
};
