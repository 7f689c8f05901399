// s3rver 3.7.1 ships no types: what the storage test uses of it.
declare module 's3rver' {
  interface Opcoes {
    port?: number;
    address?: string;
    silent?: boolean;
    directory: string;
    configureBuckets?: { name: string }[];
  }
  interface Contexto {
    path: string;
    method: string;
    status: number;
    type: string;
    body: unknown;
    get(cabecalho: string): string;
  }
  export default class S3rver {
    constructor(opcoes: Opcoes);
    middleware: ((ctx: Contexto, next: () => Promise<void>) => Promise<void>)[];
    store: { existsObject(bucket: string, key: string): Promise<boolean> };
    run(): Promise<{ port: number }>;
    close(): Promise<void>;
  }
}
