import { describe, expect, test } from "bun:test";
import { addFileBatch, formatFileSize, isAcceptedType, maxFileBytes, namesOfDisguisedFiles, removeFile } from "@/client/wizard/files";
import { minimalPdf, onePixelJpeg, onePixelPng } from "../../support/sample-files";

const png = (name: string, size = 1000) => ({ name, size, type: "image/png" });
const jpg = (name: string, size = 1000) => ({ name, size, type: "image/jpeg" });
const pdf = (name: string, size = 1000) => ({ name, size, type: "application/pdf" });

describe("wizard file rules (docs/product/uploads.md: png, jpg/jpeg, pdf; 3 files; 10 MB)", () => {
  test("png, jpg, jpeg and pdf are accepted; other types are left out with a notice", () => {
    expect(isAcceptedType(png("a.png"))).toBe(true);
    expect(isAcceptedType(jpg("a.jpg"))).toBe(true);
    expect(isAcceptedType(jpg("a.JPEG"))).toBe(true);
    expect(isAcceptedType(pdf("a.pdf"))).toBe(true);
    expect(isAcceptedType({ name: "a.gif", size: 1, type: "image/gif" })).toBe(false);
    expect(isAcceptedType({ name: "a.exe", size: 1, type: "" })).toBe(false);
    expect(isAcceptedType({ name: "a.pdf.exe", size: 1, type: "application/pdf" })).toBe(false);
    expect(isAcceptedType({ name: "photo.jpg", size: 1, type: "" })).toBe(true);
    const result = addFileBatch([], [png("a.png"), { name: "b.docx", size: 10, type: "application/msword" }]);
    expect(result.files.map((f) => f.name)).toEqual(["a.png"]);
    expect(result.notices).toEqual([{ kind: "type", name: "b.docx" }]);
  });

  test("a file over 10 MB or empty is left out with a notice; exactly 10 MB passes", () => {
    const result = addFileBatch([], [png("big.png", maxFileBytes + 1), png("ok.png", maxFileBytes), png("empty.png", 0)]);
    expect(result.files.map((f) => f.name)).toEqual(["ok.png"]);
    expect(result.notices).toEqual([
      { kind: "size", name: "big.png" },
      { kind: "empty", name: "empty.png" },
    ]);
  });

  test("a file with the name of one already chosen is ignored, also within one batch", () => {
    const first = addFileBatch([], [png("a.png")]);
    const second = addFileBatch(first.files, [png("a.png", 5000), pdf("b.pdf"), pdf("b.pdf")]);
    expect(second.files.map((f) => f.name)).toEqual(["a.png", "b.pdf"]);
    expect(second.files[0]?.size).toBe(1000);
    expect(second.notices).toEqual([
      { kind: "duplicate", name: "a.png" },
      { kind: "duplicate", name: "b.pdf" },
    ]);
  });

  test("a batch that would pass 3 files is refused whole, and the person is told", () => {
    const start = addFileBatch([], [png("a.png"), png("b.png")]).files;
    const refused = addFileBatch(start, [png("c.png"), png("d.png")]);
    expect(refused.files.map((f) => f.name)).toEqual(["a.png", "b.png"]);
    expect(refused.notices).toEqual([{ kind: "tooMany", count: 2 }]);
    const accepted = addFileBatch(start, [png("c.png")]);
    expect(accepted.files).toHaveLength(3);
    expect(addFileBatch([], [png("1.png"), png("2.png"), png("3.png"), png("4.png")]).files).toHaveLength(0);
  });

  test("duplicates do not count towards the limit; removing frees a place", () => {
    const three = addFileBatch([], [png("a.png"), png("b.png"), png("c.png")]).files;
    const again = addFileBatch(three, [png("a.png")]);
    expect(again.notices).toEqual([{ kind: "duplicate", name: "a.png" }]);
    const two = removeFile(three, "b.png");
    expect(addFileBatch(two, [jpg("d.jpg")]).files.map((f) => f.name)).toEqual(["a.png", "c.png", "d.jpg"]);
  });

  test("the input list is never changed", () => {
    const existing = [png("a.png")];
    addFileBatch(existing, [png("b.png")]);
    expect(existing).toHaveLength(1);
  });

  test("sizes read the Belgian way", () => {
    expect(formatFileSize(2048, "fr")).toBe("2\u00a0Ko");
    expect(formatFileSize(1.5 * 1024 * 1024, "fr")).toBe("1,5\u00a0Mo");
    expect(formatFileSize(1.5 * 1024 * 1024, "nl")).toBe("1,5\u00a0MB");
  });

  test("a file whose content is no PNG, JPG or PDF is left out by name, whatever it is called, before anything is sent", async () => {
    const batch = [
      new File([onePixelPng], "vrai.png", { type: "image/png" }),
      new File([onePixelJpeg], "photo.jpeg", { type: "image/jpeg" }),
      new File([new Uint8Array(minimalPdf("devis"))], "devis.pdf", { type: "application/pdf" }),
      new File(["ceci est du texte"], "faux.png", { type: "image/png" }),
      new File([], "vide.png", { type: "image/png" }),
    ];
    const disguised = await namesOfDisguisedFiles(batch);
    expect([...disguised]).toEqual(["faux.png"]);
    const result = addFileBatch([], batch, 0, disguised);
    expect(result.files.map((f) => f.name)).toEqual(["vrai.png", "photo.jpeg", "devis.pdf"]);
    expect(result.notices).toEqual([
      { kind: "type", name: "faux.png" },
      { kind: "empty", name: "vide.png" },
    ]);
  });
});
