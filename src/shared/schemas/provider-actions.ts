import { z } from "zod";
import { rejectReasons } from "../reject-reasons";
import { idSchema } from "./fields";

/** A provider's refusal from the console: the project and why (docs/product/statuses.md, "Why providers refuse"). */
export const rejectSchema = z.object({ id: idSchema, reason: z.enum(rejectReasons) });
