import type { BaseTranslation } from "../i18n-types";
import api from "./api.js";
import auth from "./auth.js";
import catalog from "./catalog.js";
import common from "./common.js";
import customerControls from "./customer-controls.js";
import dashboard from "./dashboard.js";
import home from "./home.js";
import network from "./network.js";
import policies from "./policies.js";
import provider from "./provider.js";
import seo from "./seo.js";
import validation from "./validation.js";
import wizard from "./wizard.js";
import { frenchDictionary } from "../french-typography.js";

/**
 * French is the base locale; each section lives in its own file, written with ordinary spaces.
 * French typography (no-break spaces before ? ! ; : and inside « ») is applied here, once, to the
 * whole dictionary (docs/product/language.md).
 */
const fr = frenchDictionary({
  common,
  home,
  catalog,
  policies,
  wizard,
  validation,
  api,
  auth,
  network,
  provider,
  seo,
  customerControls,
  dashboard,
} satisfies BaseTranslation);

export default fr;
