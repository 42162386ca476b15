import catalog from "@/shared/i18n/fr/catalog-texts";
import common from "@/shared/i18n/fr/common";
import home from "@/shared/i18n/fr/home";
import seo from "@/shared/i18n/fr/seo";
import { frenchDictionary } from "@/shared/i18n/french-typography";

/** The sections a public page shows (home, category, service page; the catalogue without the services' "more info"): a chunk of their own (../dictionary-parts.ts), with French typography applied as in fr/index.ts (docs/product/language.md). */
const publicPart = frenchDictionary({ common, home, catalog, seo });
export default publicPart;
