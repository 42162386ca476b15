import { defaultPageSize } from "@/shared/page";

/**
 * The OpenAPI text of the console's paged list calls (docs/architecture.md, "Lists"): each answers
 * one `Page` in the envelope's `data`, like the console's tRPC list procedures.
 */
export const pageSchema = {
  type: "object",
  description: `One page of a list, the same shape for every paged list call (api/ and tRPC): ${defaultPageSize} rows a page unless the call says otherwise.`,
  required: ["items", "total", "page", "pageSize"],
  properties: {
    items: { type: "array", description: "The page's rows, in the list's order" },
    total: { type: "integer", minimum: 0, description: "Every row matching the filters, over all pages" },
    page: { type: "integer", minimum: 1, description: "The page asked for (1-based)" },
    pageSize: { type: "integer", minimum: 1, description: "The most rows a page holds; the last page may hold fewer" },
  },
} as const;

/** Whole lists kept as plain arrays by the contract: short reference lists, never paged. */
export const unpagedLists =
  "Short reference lists answer a plain array, as the contract fixes them: postalarea/getpostalareabypostalcode, postalarea/getall, providerpostalarea/getbyproviderid, serviceprovider/getactivebyproviderid, noagreementreason.";

const pageOf = (description: string, item: string) => ({
  description: `${description} (session cookie or bearer token)`,
  content: {
    "application/json": {
      schema: {
        type: "object",
        required: ["isError", "userMessage", "data"],
        properties: {
          isError: { type: "boolean" },
          userMessage: { type: ["string", "null"] },
          data: { $ref: "#/components/schemas/Page", description: `items: ${item}` },
        },
      },
    },
  },
});
const query = (name: string, description: string, required = false) => ({ name, in: "query", required, schema: { type: "integer", minimum: 1 }, description });
const page = query("page", "1-based page number; 1 when absent");

export const listPaths = {
  "/api/provider/getall": {
    get: {
      summary: "Network: the providers, name contains or exact id, 20 a page",
      parameters: [{ name: "search", in: "query", required: false, schema: { type: "string" } }, page],
      responses: { 200: pageOf("A page of providers", "{ id, name, isActive, projectCount, absentUntil, setupGaps }") },
    },
  },
  "/api/loginuser/getloginusersbyproviderid": {
    get: {
      summary: "Network: a provider's web logins, newest first, 20 a page",
      parameters: [query("providerId", "The provider", true), page],
      responses: { 200: pageOf("A page of logins", "{ id, givenName, lastName, email, createdAt, lastSignInAt }") },
    },
  },
  "/api/homeproject/getall": {
    get: {
      summary: "Network: every project, newest first, 20 a page (pageSize up to 100)",
      parameters: [
        { name: "search", in: "query", required: false, schema: { type: "string" } },
        query("statusId", "Only this status"),
        page,
        query("pageSize", "Rows a page, 20 when absent, at most 100"),
      ],
      responses: {
        200: pageOf(
          "A page of projects",
          "{ id, createdAt, providerId, providerName, customerFirstName, customerLastName, personalDataErased, postCode, serviceCode, statusId, hasInvoice }",
        ),
      },
    },
  },
  "/api/homeproject/getbyproviderid": {
    get: {
      summary: "A provider's projects, newest first, 20 a page: the network names the provider, a provider always gets its own",
      parameters: [
        query("providerid", "The provider (network: required; provider: another id gives an empty page)"),
        query("statusId", "Only this status"),
        page,
      ],
      responses: {
        200: pageOf(
          "A page of projects",
          "network: as homeproject/getall; provider: { id, createdAt, customer names and address, personalDataErased, postCode, city, serviceName, statusId, statusName, hasInvoice }",
        ),
      },
    },
  },
};
