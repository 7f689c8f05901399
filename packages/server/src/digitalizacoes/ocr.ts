/**
 * OCR in Portuguese (issue 31): tesseract.js 7 (WASM, its worker and core from node_modules) with the Portuguese model
 * of @tesseract.js-data/por read from disk — nothing fetched at run time, no cache file written (toolchain.md).
 */
import { createRequire } from 'node:module';
import { createWorker, OEM } from 'tesseract.js';

const POR = createRequire(import.meta.url)('@tesseract.js-data/por') as { readonly langPath: string; readonly gzip: boolean };

/** A reader of page images; close it when done (its worker is a thread). */
export interface LeitorOcr {
  ler(png: Buffer): Promise<string>;
  fechar(): Promise<void>;
}

export async function abrirOcr(): Promise<LeitorOcr> {
  const worker = await createWorker('por', OEM.LSTM_ONLY, { langPath: POR.langPath, gzip: POR.gzip, cacheMethod: 'none' });
  return {
    ler: async (png) => (await worker.recognize(png)).data.text,
    fechar: async () => {
      await worker.terminate();
    },
  };
}
