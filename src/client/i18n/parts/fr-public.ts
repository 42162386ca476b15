import catalog from "@/shared/i18n/fr/catalog-texts";
import common from "@/shared/i18n/fr/common";
import home from "@/shared/i18n/fr/home";
import seo from "@/shared/i18n/fr/seo";

/** The sections a public page shows (home, category, service page; the catalogue without the services' "more info"): a chunk of their own (../dictionary-parts.ts). */
const publicPart = { common, home, catalog, seo };
export default publicPart;
