import catalogMoreInfo from "./catalog-more-info.js";
import catalogTexts from "./catalog-texts.js";
import { withMoreInfo } from "../catalog-more-info.js";

/**
 * FR dictionary section `catalog`: the texts of the service catalogue (./catalog-texts.ts) with
 * each service's "more info" (./catalog-more-info.ts). Keys are the codes of
 * src/server/db/seed/catalog-data.ts; the client reads them through src/client/i18n/catalog-text.ts.
 */
const catalog = { ...catalogTexts, service: withMoreInfo(catalogTexts.service, catalogMoreInfo) };

export default catalog;
