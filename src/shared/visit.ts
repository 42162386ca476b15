import { z } from "zod";
import { idSchema, isoDaySchema } from "./schemas/fields";

/**
 * The visit an accepting provider agreed with the customer (docs/product/customer-controls.md,
 * "Visit planned"): a day within `maxVisitDaysAhead` days and a time of day in Brussels, every
 * quarter of an hour from 7:00 to 20:00.
 */
export const maxVisitDaysAhead = 60;

export const visitTimes: readonly string[] = Array.from({ length: (20 - 7) * 4 + 1 }, (_, n) => {
  const minutes = 7 * 60 + n * 15;
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
});

export const visitSchema = z.object({
  id: idSchema,
  day: isoDaySchema,
  time: z.string().refine((time) => visitTimes.includes(time)),
});
export type VisitInput = z.infer<typeof visitSchema>;
