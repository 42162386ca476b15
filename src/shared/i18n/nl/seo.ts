import type { Translation } from "../i18n-types";

/**
 * NL dictionary section `seo`: what a search engine and a shared link show of a public page
 * (docs/product/seo.md). A service page's description comes from its own catalogue text.
 */
const seo: Translation["seo"] = {
  homeTitle: "Een betrouwbare vakman voor uw werken",
  homeDescription:
    "Verwarming, sanitair, elektriciteit, dak of tuin: beschrijf uw werken in enkele minuten en een geselecteerde vakman uit uw regio neemt binnen twee werkdagen contact met u op. Gratis en vrijblijvend.",
  categoryDescription: "{intro} Vraag een gratis offerte aan: een vakman uit uw regio neemt binnen twee werkdagen contact met u op.",
  wizardTitle: "Vraag een gratis offerte aan",
  wizardDescription:
    "Beschrijf uw werken in vijf stappen: een geselecteerde vakman uit uw regio neemt binnen twee werkdagen contact met u op. Gratis en vrijblijvend.",
  privacyDescription: "Hoe wij uw persoonsgegevens verwerken bij een offerteaanvraag: verwerkingsverantwoordelijke, doeleinden, bewaartermijnen en uw rechten.",
  cookiesDescription: "De cookies op deze website, hoelang ze bewaard worden en hoe u uw voorkeuren op elk moment wijzigt.",
  cookieSettingsDescription: "Wijzig uw cookievoorkeuren.",
  imageAlt: "Diensten aan huis: een betrouwbare vakman voor uw werken",
  areaServed: "België",
};

export default seo;
