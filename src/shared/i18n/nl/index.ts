import type { Translation } from "../i18n-types";
import api from "./api";
import auth from "./auth";
import catalog from "./catalog";
import common from "./common";
import customerControls from "./customer-controls";
import dashboard from "./dashboard";
import home from "./home";
import network from "./network";
import policies from "./policies";
import provider from "./provider";
import seo from "./seo";
import validation from "./validation";
import wizard from "./wizard";

const nl = { common, home, catalog, policies, wizard, validation, api, auth, network, provider, seo, customerControls, dashboard } satisfies Translation;

export default nl;
