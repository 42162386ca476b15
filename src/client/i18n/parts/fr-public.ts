import { frenchPublicPart } from "./french-parts.macro" with { type: "macro" };

/** The sections a public page shows: a chunk of their own (../dictionary-parts.ts), typeset when built (./french-parts.macro.ts). */
const publicPart = frenchPublicPart();
export default publicPart;
