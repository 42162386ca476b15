import { z } from "zod";
import { fieldError } from "../message-keys";
import { emailSchema, idSchema, personNameSchema, phoneSchema } from "./fields";
import { trimVisible } from "../text";

export const maxDescriptionLength = 4000;
const maxStreetLength = 200;
const maxBusLength = 20;

const answerSelectionSchema = z.object({
  QuestionId: idSchema,
  AnswerIds: z.array(idSchema).min(1, fieldError("answersRequired")).max(50),
});
export type AnswerSelection = z.infer<typeof answerSelectionSchema>;

/**
 * The creation payload (docs/product/api-contract.md), with PascalCase keys as the contract has them.
 * Whether answers fit the service's questions is checked against the catalogue on the server.
 */
export const addProjectSchema = z.object({
  ServiceId: idSchema,
  PostalAreaId: idSchema,
  /** What the wizard found; the server routes again and never trusts it. */
  ProviderId: idSchema.nullable().optional(),
  IsInsurerCustomer: z.boolean({ error: fieldError("insurerCustomerRequired") }),
  CustomerLastName: personNameSchema,
  CustomerName: personNameSchema,
  CustomerGSM: phoneSchema,
  CustomerEmail: emailSchema,
  CustomerDescription: z.string().overwrite(trimVisible).max(maxDescriptionLength, fieldError("descriptionTooLong")).optional().default(""),
  CustomerStreetHouseNumber: z.string().overwrite(trimVisible).min(1, fieldError("addressRequired")).max(maxStreetLength, fieldError("addressTooLong")),
  CustomerBus: z.string().overwrite(trimVisible).max(maxBusLength, fieldError("busTooLong")).optional().default(""),
  CustomerPrivacyAccepted: z.literal(true, { error: fieldError("privacyRequired") }),
  CustomerPrivacyMarketing: z.boolean().optional().default(false),
  CustomerLanguage: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(["fr", "nl"])),
  Answers: z.array(answerSelectionSchema).max(50),
  /** Honeypot: hidden from people; a filled one means a robot. */
  Website: z.string().max(500).optional(),
});
export type AddProjectInput = z.input<typeof addProjectSchema>;
export type AddProjectPayload = z.output<typeof addProjectSchema>;
