import type { BaseTranslation } from "../i18n-types";

/**
 * FR dictionary section `seo`: what a search engine and a shared link show of a public page
 * (docs/product/seo.md). A service page's description comes from its own catalogue text.
 */
const seo = {
  homeTitle: "Un professionnel de confiance pour vos travaux",
  homeDescription:
    "Chauffage, sanitaire, électricité, toiture ou jardin : décrivez vos travaux en quelques minutes et un professionnel sélectionné de votre région vous contacte dans les deux jours ouvrables. Gratuit et sans engagement.",
  categoryDescription: "{intro:string} Demandez un devis gratuit : un professionnel de votre région vous contacte dans les deux jours ouvrables.",
  wizardTitle: "Demander un devis gratuit",
  wizardDescription:
    "Décrivez vos travaux en cinq étapes : un professionnel sélectionné de votre région vous contacte dans les deux jours ouvrables. Gratuit et sans engagement.",
  privacyDescription:
    "Comment nous traitons vos données personnelles lors d'une demande de devis : responsable du traitement, finalités, durées de conservation et vos droits.",
  cookiesDescription: "Les cookies utilisés sur ce site, leur durée de conservation et comment modifier vos préférences à tout moment.",
  cookieSettingsDescription: "Modifiez vos préférences en matière de cookies.",
  imageAlt: "Services à domicile : un professionnel de confiance pour vos travaux",
  areaServed: "Belgique",
} satisfies BaseTranslation;

export default seo;
