/**
 * Upload limits of docs/product/uploads.md, the one home used by the wizard, the REST upload routes
 * and the domain (which also judges the real content).
 */

/** At most this many customer files per project (files already stored count). */
export const maxFilesPerProject = 3;
/** At most this many bytes per file (customer files and invoices). */
export const maxFileBytes = 10 * 1024 * 1024;

/** The accepted customer file types: the content type the server detects and the extension it stores. */
export const acceptedFileTypes = [
  { contentType: "image/png", extension: "png", nameEndings: [".png"] },
  { contentType: "image/jpeg", extension: "jpg", nameEndings: [".jpg", ".jpeg"] },
  { contentType: "application/pdf", extension: "pdf", nameEndings: [".pdf"] },
] as const;

export type AcceptedContentType = (typeof acceptedFileTypes)[number]["contentType"];
export type AcceptedType = { contentType: AcceptedContentType; extension: (typeof acceptedFileTypes)[number]["extension"] };

/** The content types a browser may announce for a customer file. */
export const acceptedMimeTypes: readonly AcceptedContentType[] = acceptedFileTypes.map((t) => t.contentType);
/** The file name endings a browser may show for a customer file. */
export const acceptedExtensions: readonly string[] = acceptedFileTypes.flatMap((t) => t.nameEndings);

/** How many first bytes `detectFileType` reads. */
export const fileSignatureBytes = 8;

/**
 * The real type of a file, judged by its first bytes, never by its name: the server's rule, which
 * the browser applies too before sending (docs/product/uploads.md).
 */
export function detectFileType(bytes: Uint8Array): AcceptedType | undefined {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return { contentType: "image/png", extension: "png" };
  if (starts(0xff, 0xd8, 0xff)) return { contentType: "image/jpeg", extension: "jpg" };
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return { contentType: "application/pdf", extension: "pdf" };
  return undefined;
}

/** The invoice: one PDF of at most maxFileBytes. */
export const invoiceContentType = "application/pdf" satisfies AcceptedContentType;
export const maxInvoiceFiles = 1;

/** Stored names are ours: `<uuid>-<sanitised name>`, never a path (docs/product/uploads.md). */
export const storedNamePattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-[^/\\\0]{1,120}$/;

/** The name a person sees: the stored name without its 36-character UUID prefix and the dash. */
export function displayFileName(storedName: string): string {
  return storedNamePattern.test(storedName) ? storedName.slice(37) : storedName;
}
