import { z } from "zod";
import { fieldError } from "../message-keys";
import { trimVisible } from "../text";
import { addProjectSchema } from "./project";

/**
 * Correcting contact details from the status page (docs/product/customer-controls.md): the
 * wizard's own field rules, so a value the wizard refuses is refused here with the same message.
 */
export const contactCorrectionSchema = addProjectSchema.pick({ CustomerGSM: true, CustomerEmail: true, CustomerStreetHouseNumber: true, CustomerBus: true });

export type ContactCorrection = z.infer<typeof contactCorrectionSchema>;

/** "Add to my request" (docs/product/customer-controls.md): the longest addition, in characters, and how many a request takes. */
export const maxAdditionLength = 1000;
export const maxAdditionsPerProject = 5;
export const additionSchema = z.object({
  text: z.string().overwrite(trimVisible).min(1, fieldError("additionRequired")).max(maxAdditionLength, fieldError("additionTooLong")),
});

/** "A problem after the job" (docs/product/customer-controls.md): the longest message, in characters. */
export const maxComplaintLength = 2000;
export const complaintSchema = z.object({
  text: z.string().overwrite(trimVisible).min(1, fieldError("complaintRequired")).max(maxComplaintLength, fieldError("complaintTooLong")),
});
