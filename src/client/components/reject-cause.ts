import { type RejectionCause, rejectCauseKey } from "@/shared/reject-reasons";
import type { ClientTranslationFunctions } from "../i18n/language";

/** A refusal's cause in the page's language (docs/product/statuses.md, "Why providers refuse"). */
export const rejectCauseName = (LL: ClientTranslationFunctions, cause: RejectionCause) => LL.provider.rejectReasons[rejectCauseKey[cause]]();
