import type { z } from "zod";
import { addProjectSchema } from "./project";

/**
 * Correcting contact details from the status page (docs/product/customer-controls.md): the
 * wizard's own field rules, so a value the wizard refuses is refused here with the same message.
 */
export const contactCorrectionSchema = addProjectSchema.pick({ CustomerGSM: true, CustomerEmail: true, CustomerStreetHouseNumber: true, CustomerBus: true });

export type ContactCorrection = z.infer<typeof contactCorrectionSchema>;
