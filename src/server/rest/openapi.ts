import { Elysia } from "elysia";
import { z } from "zod";
import { escapeHtml } from "../html-escape";
import { addProjectSchema } from "@/shared/schemas/project";
import { acceptedFileTypes, maxFileBytes, maxFilesPerProject } from "@/shared/uploads";
import { listPaths, pageSchema, unpagedLists } from "./openapi-lists";

const envelope = (data: Record<string, unknown>) => ({
  type: "object",
  required: ["isError", "userMessage", "data"],
  properties: { isError: { type: "boolean" }, userMessage: { type: ["string", "null"] }, data },
});
const idQuery = (name: string, description: string) => ({ name, in: "query", required: true, schema: { type: "integer", minimum: 1 }, description });
const lang = {
  name: "lang",
  in: "query",
  required: false,
  schema: { type: "string", enum: ["fr", "nl"] },
  description: "Language of userMessage (or the X-Language header); French by default.",
};
const reply = (description: string, data: Record<string, unknown>) => ({ description, content: { "application/json": { schema: envelope(data) } } });
const postalArea = {
  type: "object",
  properties: {
    id: { type: "integer", description: "The postal area to send as PostalAreaId: the place's row in the requested language (else its local name's)" },
    city: { type: "string", description: "The municipality, in the requested language when it has a name in it" },
    postCode: { type: "string" },
    cityPostalArea: { type: "string", description: "The place, in the requested language when it has a name in it, else its local name" },
    otherName: { type: ["string", "null"], description: "The place's other name (local or other language), null when it has one name" },
  },
};

/** The api/ contract as OpenAPI 3.1 (public calls, and the console's paged lists); request bodies come from the zod schemas the server validates with. */
export const openApiDocument = {
  openapi: "3.1.0",
  info: {
    title: "Home services: api/",
    version: "1.0.0",
    description: `Every reply is { isError, userMessage, data }. Field-rule failures are HTTP 200 with isError true; malformed requests are 4xx with the same envelope. Every paged list answers a Page { items, total, page, pageSize }. ${unpagedLists}`,
  },
  paths: {
    "/api/servicecategory/getallactive": {
      get: {
        summary: "Active catalogue: categories, sub-categories, services, questions, answers",
        parameters: [lang],
        responses: { 200: reply("The catalogue", { type: "array" }) },
      },
    },
    "/api/servicesubcategory/getbyid": {
      get: {
        summary: "A sub-category with its services",
        parameters: [idQuery("id", "Sub-category id"), lang],
        responses: { 200: reply("The sub-category, or isError when unknown", { type: ["object", "null"] }) },
      },
    },
    "/api/postalarea/getpostalareabypostalcode": {
      get: {
        summary: "Postal areas of a 4-digit postcode: each place once, named in the language asked",
        description:
          "A place with a name in two languages (Bruges / Brugge) is one entry: the postal area of its name in `lang` (French by default), else of its local name. Any entry's id routes the same way as the place's other name. Empty for anything but 4 digits.",
        parameters: [
          { name: "postCode", in: "query", schema: { type: "string", pattern: "^\\d{4}$" } },
          { ...lang, description: "Language of the names and of userMessage (or the X-Language header); French by default." },
        ],
        responses: { 200: reply("One entry per place; empty for anything but 4 digits", { type: "array", items: postalArea }) },
      },
    },
    "/api/provider/getbypostalcodeservicewithhighestscore": {
      get: {
        summary: "The provider the routing rule picks",
        parameters: [idQuery("serviceId", "Service id"), idQuery("postalAreaId", "Postal area id"), lang],
        responses: { 200: reply("{ id, isError: false }, or isError when nobody covers the area", { type: ["object", "null"] }) },
      },
    },
    "/api/homeproject/addproject": {
      post: {
        summary: "Create a request; routes it on the server and sets a 30-minute upload cookie",
        parameters: [
          lang,
          {
            name: "Idempotency-Key",
            in: "header",
            required: false,
            schema: { type: "string", maxLength: 100 },
            description:
              "A repeated send with the same key and the same body returns the first project and creates nothing; the same key with another body is refused with 422 (send it with a new key).",
          },
        ],
        requestBody: { required: true, content: { "application/json": { schema: z.toJSONSchema(addProjectSchema, { io: "input" }) } } },
        responses: {
          200: reply("The new project id", { type: ["integer", "null"] }),
          400: reply("Malformed request", { type: "null" }),
          422: reply("The Idempotency-Key came before with another body", { type: "null" }),
          429: reply("Too many requests", { type: "null" }),
        },
      },
    },
    "/api/homeproject/addfilestoproject": {
      post: {
        summary: `Add up to ${maxFilesPerProject} ${acceptedFileTypes.map((t) => t.extension.toUpperCase()).join(", ")} files (${maxFileBytes / (1024 * 1024)} MB each, judged by content) to the project this browser just created`,
        parameters: [lang],
        requestBody: {
          required: true,
          content: {
            "multipart/form-data": {
              schema: {
                type: "object",
                required: ["projectId"],
                properties: {
                  projectId: { type: "integer" },
                  files: { type: "array", items: { type: "string", format: "binary" }, maxItems: maxFilesPerProject },
                },
              },
            },
          },
        },
        responses: {
          200: reply("Stored names (36-character prefix + sanitised name)", { type: ["object", "null"] }),
          400: reply("Malformed request", { type: "null" }),
        },
      },
    },
    "/api/homeproject/correctemail": {
      post: {
        summary:
          "Correct the e-mail address of the project this browser just created (its upload cookie, within 30 minutes): the status link is replaced and the confirmation sent again to the new address",
        parameters: [lang],
        requestBody: {
          required: true,
          content: {
            "application/json": { schema: { type: "object", required: ["CustomerEmail"], properties: { CustomerEmail: { type: "string", format: "email" } } } },
          },
        },
        responses: {
          200: reply("Done, or refused with isError (a rule, no cookie, past 30 minutes)", { type: "null" }),
          400: reply("Malformed request", { type: "null" }),
          429: reply("Too many requests", { type: "null" }),
        },
      },
    },
    ...listPaths,
  },
  components: { schemas: { Page: pageSchema } },
};

/** A plain, script-free page listing the contract, and the JSON document beside it. */
function docsPage(): string {
  const sections = Object.entries(openApiDocument.paths)
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(
        ([method, op]) =>
          `<section><h2><code>${method.toUpperCase()} ${escapeHtml(path)}</code></h2><p>${escapeHtml(op.summary)}</p><pre>${escapeHtml(JSON.stringify(op, null, 2))}</pre></section>`,
      ),
    )
    .join("\n");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(openApiDocument.info.title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem;color:#1a1a1a}pre{background:#f4f4f4;padding:1rem;overflow:auto;font-size:12px}h2{font-size:1.1rem}</style></head>
<body><h1>${escapeHtml(openApiDocument.info.title)}</h1><p>${escapeHtml(openApiDocument.info.description)}</p><p><a href="/api/docs/json">OpenAPI 3.1 JSON</a></p>${sections}</body></html>`;
}

export function openApiRoutes() {
  const html = docsPage();
  return new Elysia({ name: "openapi" })
    .get("/api/docs/json", () => openApiDocument)
    .get("/api/docs", () => new Response(html, { headers: { "content-type": "text/html; charset=utf-8" } }));
}
