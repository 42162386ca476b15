import api from "@/shared/i18n/nl/api";
import auth from "@/shared/i18n/nl/auth";
import customerControls from "@/shared/i18n/nl/customer-controls";
import dashboard from "@/shared/i18n/nl/dashboard";
import network from "@/shared/i18n/nl/network";
import policies from "@/shared/i18n/nl/policies";
import provider from "@/shared/i18n/nl/provider";
import validation from "@/shared/i18n/nl/validation";
import wizard from "@/shared/i18n/nl/wizard";

/** The sections of the wizard, the consoles and the other pages: fetched with such a page (../dictionary-parts.ts). */
const restPart = { policies, wizard, validation, api, auth, network, provider, customerControls, dashboard };
export default restPart;
