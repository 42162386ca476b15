/** Small real files, made by hand so tests need nothing from outside. */
export const onePixelPng = Uint8Array.from(atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="), (c) =>
  c.charCodeAt(0),
);

export const onePixelJpeg = Uint8Array.from(
  atob(
    "/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=",
  ),
  (c) => c.charCodeAt(0),
);

export function minimalPdf(text = "Facture"): Uint8Array {
  const body = `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >> endobj
4 0 obj << /Length 44 >> stream
BT /F1 12 Tf 20 100 Td (${text}) Tj ET
endstream endobj
trailer << /Root 1 0 R >>
%%EOF
`;
  return new TextEncoder().encode(body);
}

/** The invoice form of the console and of api/homeproject/uploadinvoice: a project id, one PDF and its amount (none with `null`). */
export function invoiceForm(projectId: number, file: Uint8Array = minimalPdf(), name = "facture.pdf", amount: string | null = "1250,50"): FormData {
  const form = new FormData();
  form.set("homeProjectId", String(projectId));
  form.set("fileContent", new File([file as Uint8Array<ArrayBuffer>], name, { type: "application/pdf" }));
  if (amount !== null) form.set("invoiceAmount", amount);
  return form;
}
