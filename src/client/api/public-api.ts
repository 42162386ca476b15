import type { ApiCategory, ApiPostalArea, ApiRoutedProvider, ApiSubCategoryDetail, ApiUploadedFiles } from "@/shared/api-types";
import type { Envelope } from "@/shared/envelope";
import type { AddProjectInput } from "@/shared/schemas/project";
import type { Language } from "@/shared/catalog-types";
import { noteReply } from "../observability/failed-replies";
import { serverRenderContext } from "../ssr/server-context";
import { jsonBody } from "./json-body";

/** Thrown when the server answers with something other than an envelope (network down, 5xx...). */
export class ApiUnavailableError extends Error {
  constructor(readonly status: number) {
    super(`api unavailable (${status})`);
  }
}

/** An envelope and the status it came with (a 422 on addproject asks for a new idempotency key). */
export type Reply<T> = Envelope<T> & { httpStatus: number };

/** One public call: its envelope, or `ApiUnavailableError`. A call only one page makes lives with that page (its chunk, not the public pages'). */
export async function call<T>(path: string, language: Language, init?: RequestInit): Promise<Reply<T>> {
  const separator = path.includes("?") ? "&" : "?";
  let response: Response;
  try {
    // On the server, while it renders a public page, the same calls are answered in-process.
    const transport = serverRenderContext()?.transport ?? fetch;
    response = await transport(`/api/${path}${separator}lang=${language}`, { credentials: "same-origin", ...init });
  } catch {
    throw new ApiUnavailableError(0);
  }
  noteReply(response);
  const type = response.headers.get("content-type") ?? "";
  if (!type.includes("application/json")) throw new ApiUnavailableError(response.status);
  const body = (await response.json()) as Envelope<T>;
  if (typeof body?.isError !== "boolean") throw new ApiUnavailableError(response.status);
  return Object.assign(body, { httpStatus: response.status });
}

/** The public calls of docs/product/api-contract.md, as the wizard and the public pages make them. */
export const publicApi = {
  getAllActiveCategories: (language: Language) => call<ApiCategory[]>("servicecategory/getallactive", language),
  getSubCategory: (id: number, language: Language) => call<ApiSubCategoryDetail | null>(`servicesubcategory/getbyid?id=${id}`, language),
  getPostalAreas: (postCode: string, language: Language) =>
    call<ApiPostalArea[]>(`postalarea/getpostalareabypostalcode?postCode=${encodeURIComponent(postCode)}`, language),
  findProvider: (serviceId: number, postalAreaId: number, language: Language) =>
    call<ApiRoutedProvider | null>(`provider/getbypostalcodeservicewithhighestscore?serviceId=${serviceId}&postalAreaId=${postalAreaId}`, language),
  addProject: (payload: AddProjectInput, idempotencyKey: string, language: Language) =>
    call<number | null>("homeproject/addproject", language, {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": idempotencyKey },
      body: jsonBody(payload),
    }),
  addFilesToProject: (projectId: number, files: File[], language: Language) => {
    const form = new FormData();
    form.set("projectId", String(projectId));
    for (const file of files) form.append("files", file, file.name);
    return call<ApiUploadedFiles | null>("homeproject/addfilestoproject", language, { method: "POST", body: form });
  },
};
