import { z } from "zod";
import { isoDaySchema } from "./fields";

/** Rules of docs/product/absences.md that the page checks too; the domain checks them again with today's date. */

/** An absence ends at most this many days after today. */
export const maxAbsenceDaysAhead = 365;
/** At most this many absences to come (or under way) per provider. */
export const maxUpcomingAbsences = 20;

/** Two Belgian calendar days, both included (the domain refuses a last day before the first, in words). */
export const absenceDaysSchema = z.object({ startsOn: isoDaySchema, endsOn: isoDaySchema });

export type AbsenceDays = z.infer<typeof absenceDaysSchema>;
