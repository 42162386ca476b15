import { frenchMoreInfoPart } from "./french-parts.macro" with { type: "macro" };

/** The services' "more info" texts: fetched with the service page's drawer (../dictionary-parts.ts), typeset when built (./french-parts.macro.ts). */
const moreInfoPart = frenchMoreInfoPart();
export default moreInfoPart;
