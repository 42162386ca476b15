import api from "@/shared/i18n/fr/api";
import auth from "@/shared/i18n/fr/auth";
import customerControls from "@/shared/i18n/fr/customer-controls";
import dashboard from "@/shared/i18n/fr/dashboard";
import network from "@/shared/i18n/fr/network";
import policies from "@/shared/i18n/fr/policies";
import provider from "@/shared/i18n/fr/provider";
import validation from "@/shared/i18n/fr/validation";
import wizard from "@/shared/i18n/fr/wizard";
import { frenchDictionary } from "@/shared/i18n/french-typography";

/** The sections of the wizard, the consoles and the other pages: fetched with such a page (../dictionary-parts.ts), with French typography applied as in fr/index.ts. */
const restPart = frenchDictionary({ policies, wizard, validation, api, auth, network, provider, customerControls, dashboard });
export default restPart;
