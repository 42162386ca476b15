import { z } from "zod";

/**
 * When a customer would rather be called (docs/product/customer-controls.md): parts of the day,
 * in this order. None chosen means any time.
 */
export const callTimes = ["morning", "afternoon", "evening"] as const;
export type CallTime = (typeof callTimes)[number];

/** The status page's choice: any of the parts, each once; kept in the order above. */
export const callTimesSchema = z
  .object({ times: z.array(z.enum(callTimes)).max(callTimes.length) })
  .transform(({ times }) => callTimes.filter((time) => times.includes(time)));
