import catalog from "@/shared/i18n/nl/catalog-texts";
import common from "@/shared/i18n/nl/common";
import home from "@/shared/i18n/nl/home";
import seo from "@/shared/i18n/nl/seo";

/** The sections a public page shows (home, category, service page; the catalogue without the services' "more info"): a chunk of their own (../dictionary-parts.ts). */
const publicPart = { common, home, catalog, seo };
export default publicPart;
