import { frenchRestPart } from "./french-parts.macro" with { type: "macro" };

/** The sections of the wizard, the consoles and the other pages: fetched with such a page (../dictionary-parts.ts), typeset when built (./french-parts.macro.ts). */
const restPart = frenchRestPart();
export default restPart;
