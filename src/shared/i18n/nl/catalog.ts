import type { Translation } from "../i18n-types";
import catalogMoreInfo from "./catalog-more-info";
import catalogTexts from "./catalog-texts";
import { withMoreInfo } from "../catalog-more-info";

/** NL dictionary section `catalog`: ./catalog-texts.ts with each service's "more info" (./catalog-more-info.ts). */
const catalog: Translation["catalog"] = { ...catalogTexts, service: withMoreInfo(catalogTexts.service, catalogMoreInfo) };

export default catalog;
