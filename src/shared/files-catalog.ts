// The files catalogue (§ CMS blocks, "files catalog"): downloadable documents with format and size.
// One reading of a block's config, shared by the block (blocks/FilesCatalog.astro) and the Store API's
// `POST /b2b/files-catalog`, so both list the same files.

export interface CatalogFile {
  title: string;
  description: string;
  url: string;
  /** Upper case (PDF, XLSX…); empty when unknown. */
  format: string;
  /** 0 when unknown. */
  sizeKb: number;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The listed files of a files-catalog config: a title and an http(s) or site-relative URL each. */
export function catalogFiles(config: Record<string, unknown>): { title: string; files: CatalogFile[] } {
  const files = (Array.isArray(config.files) ? config.files : [])
    .filter((file): file is Record<string, unknown> => typeof file === 'object' && file !== null)
    .map((file) => ({
      title: text(file.title),
      description: text(file.description),
      url: text(file.url),
      format: text(file.format).toUpperCase(),
      sizeKb: typeof file.sizeKb === 'number' && file.sizeKb > 0 ? file.sizeKb : 0,
    }))
    .filter((file) => file.title && /^(https?:\/\/|\/(?!\/))/i.test(file.url));
  return { title: text(config.title), files };
}
