/** A document answered as a file (PDF, XML, CSV, XLSX): the HTTP layer sends it as a raw answer. */
export type DocumentFile = {
  kind: 'raw';
  contentType: string;
  body: string | Buffer;
  headers: Record<string, string>;
};
