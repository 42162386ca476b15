import { describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { addFileBatch, maxFileBytes as wizardMaxBytes, maxFiles as wizardMaxFiles } from "@/client/wizard/files";
import { detectFileType, maxFileBytes as domainMaxBytes, maxFilesPerProject as domainMaxFiles } from "@/server/domain/files/file-rules";
import { openApiDocument } from "@/server/rest/openapi";
import {
  acceptedExtensions,
  acceptedFileTypes,
  acceptedMimeTypes,
  invoiceContentType,
  maxFileBytes,
  maxFilesPerProject,
  maxInvoiceFiles,
} from "@/shared/uploads";

const docs = readFileSync(new URL("../../../docs/product/uploads.md", import.meta.url), "utf8");

describe("upload limits: one home (src/shared/uploads.ts, docs/product/uploads.md)", () => {
  test("the documented limits: 3 files, 10 MB each, PNG, JPEG and PDF; one PDF invoice", () => {
    expect(docs).toContain(`At most **${maxFilesPerProject} files** per request, at most **${maxFileBytes / (1024 * 1024)} MB** per file`);
    expect(maxFilesPerProject).toBe(3);
    expect(maxFileBytes).toBe(10 * 1024 * 1024);
    expect(acceptedMimeTypes).toEqual(["image/png", "image/jpeg", "application/pdf"]);
    expect(acceptedExtensions).toEqual([".png", ".jpg", ".jpeg", ".pdf"]);
    expect(invoiceContentType).toBe("application/pdf");
    expect(maxInvoiceFiles).toBe(1);
  });

  test("the wizard, the domain and the REST contract use the same values", () => {
    expect(wizardMaxFiles).toBe(maxFilesPerProject);
    expect(wizardMaxBytes).toBe(maxFileBytes);
    expect(domainMaxFiles).toBe(maxFilesPerProject);
    expect(domainMaxBytes).toBe(maxFileBytes);
    const route = JSON.stringify(openApiDocument.paths["/api/homeproject/addfilestoproject"]);
    expect(route).toContain(`"maxItems":${maxFilesPerProject}`);
    expect(route).toContain(`Add up to ${maxFilesPerProject} PNG, JPG, PDF files (10 MB each`);
  });

  test("every accepted type is one the domain detects by content, and the wizard takes it", () => {
    const signatures: Record<string, number[]> = {
      png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
      jpg: [0xff, 0xd8, 0xff, 0xe0],
      pdf: [0x25, 0x50, 0x44, 0x46, 0x2d],
    };
    for (const type of acceptedFileTypes) {
      expect(detectFileType(new Uint8Array(signatures[type.extension] ?? []))).toEqual({ contentType: type.contentType, extension: type.extension });
    }
    const files = acceptedFileTypes.map((t) => ({ name: `a${t.nameEndings[0]}`, size: 1, type: t.contentType }));
    expect(addFileBatch([], files).files).toHaveLength(acceptedFileTypes.length);
    const tooBig = { name: "big.pdf", size: maxFileBytes + 1, type: "application/pdf" };
    expect(addFileBatch([], [tooBig]).files).toHaveLength(0);
    const four = [1, 2, 3, 4].map((n) => ({ name: `${n}.pdf`, size: 1, type: "application/pdf" }));
    expect(addFileBatch([], four.slice(0, maxFilesPerProject)).files).toHaveLength(maxFilesPerProject);
    expect(addFileBatch([], four).notices).toEqual([{ kind: "tooMany", count: four.length }]);
  });
});
