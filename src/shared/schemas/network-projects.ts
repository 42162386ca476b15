import { z } from "zod";
import { fieldError } from "../message-keys";
import { idSchema, isoDaySchema } from "./fields";
import { trimVisible } from "../text";
import { requestFilterFields } from "./request-filter";

/** The network project list's filters (docs/product/consoles.md), shared by the list and its export. */
const projectFilterFields = {
  /** Only the projects of this provider (route network/homeprojectlist/{providerId}). */
  providerId: idSchema.optional(),
  /** A project number, a postcode, a customer's e-mail address or name words (src/server/domain/projects/project-search.ts). */
  search: z.string().trim().max(200).default(""),
  statusId: z.number().int().min(1).max(99).optional(),
  /** Waiting for the provider's answer for more than one working day. */
  waitingTooLong: z.boolean().default(false),
  /** Highlighted rows only: status 1, 3 or 8 without a provider. */
  withoutProvider: z.boolean().default(false),
  /** Accepted projects whose customer reported no contact yet, not handled (docs/product/customer-controls.md). Off when left out. */
  noContact: z.boolean().optional(),
  /** Accepted projects past their call-by whose provider has not noted its call (docs/product/customer-controls.md, "Call by"). Off when left out. */
  callOverdue: z.boolean().optional(),
  /** Customers who rated the job 1 or 2 out of 5 and whom the network has not yet called back (docs/product/customer-controls.md, "An unhappy customer"). Off when left out. */
  unhappy: z.boolean().optional(),
  /** Projects whose customer reported a problem after the job that the network has not handled yet (docs/product/customer-controls.md, "A problem after the job"). Off when left out. */
  complaint: z.boolean().optional(),
  /** Invoices of the last year at least twice their service's median, not marked checked (docs/product/consoles.md, "A high invoice to check"). Off when left out. */
  highInvoice: z.boolean().optional(),
  /** Requested on or after this Belgian day. */
  createdFrom: isoDaySchema.optional(),
  /** Requested on or before this Belgian day. */
  createdTo: isoDaySchema.optional(),
  /** The dashboard's filters: the request's current service (or category), province and language. */
  ...requestFilterFields,
};

const daysInOrder = (filter: { createdFrom?: string; createdTo?: string }) =>
  !filter.createdFrom || !filter.createdTo || filter.createdFrom <= filter.createdTo;
const daysInOrderIssue = { message: "dateInvalid", path: ["createdTo"] };

export const projectListSchema = z
  .object({ ...projectFilterFields, page: z.number().int().min(1).max(100_000).default(1) })
  .refine(daysInOrder, daysInOrderIssue);

/** The list's filters without the page: the whole filtered list as a file. */
export const projectExportSchema = z.object(projectFilterFields).refine(daysInOrder, daysInOrderIssue);

/** The longest internal note, in characters (docs/product/project-notes.md). */
export const maxNoteLength = 2000;
/** An internal note of the network on a project. */
export const projectNoteSchema = z.object({
  projectId: idSchema,
  text: z.string().overwrite(trimVisible).min(1, fieldError("noteRequired")).max(maxNoteLength, fieldError("noteTooLong")),
});

export const projectIdSchema = z.object({ id: idSchema });
/** The amount as typed in the field; read by the one rule of src/shared/money.ts on the server. */
export const correctInvoiceAmountSchema = z.object({ id: idSchema, amount: z.string().max(40) });
export const projectRejectsSchema = z.object({ id: idSchema, page: z.number().int().min(1).max(10_000).default(1) });
export const projectHistorySchema = projectRejectsSchema;
export const changeProviderSchema = z.object({ projectId: idSchema, providerId: idSchema });
export const changeServiceSchema = z.object({ projectId: idSchema, serviceId: idSchema });
/** A stored file name (customer file or invoice) to open through a short-lived link. */
export const fileLinkSchema = z.object({ name: z.string().min(1).max(300) });
export const cancelProjectSchema = z.object({ projectId: idSchema });
export const providerChoicesSchema = z.object({ projectId: idSchema, search: z.string().trim().max(200).default("") });

/** Network lists show 20 rows a page (docs/product/screens-and-routes.md). */
export const networkPageSize = 20;
