import type { Translation } from "../i18n-types";

/** NL dictionary section `common`: the page frame, consent banner, errors and not-found page. */
const common: Translation["common"] = {
  brand: "Diensten aan huis",
  brandHome: "Diensten aan huis, terug naar de startpagina",
  documentTitle: "{page} | Diensten aan huis",
  skipToContent: "Naar de hoofdinhoud",
  header: {
    navLabel: "Hoofdnavigatie",
  },
  language: {
    menuLabel: "{current} – taal wijzigen",
    menuTitle: "Taal",
    nl: "Nederlands",
    fr: "Français",
    /** A switch whose dictionary could not be downloaded (offline): the page stays in its language. */
    loadFailed: "De gekozen taal kon niet worden geladen. Controleer uw verbinding en probeer het opnieuw.",
    /** The language menu could not be downloaded (offline). */
    menuFailed: "De taalkeuze kon niet worden geopend. Controleer uw verbinding en probeer het opnieuw.",
  },
  invoiceAmount: {
    label: "Bedrag van de factuur (incl. btw)",
    description: "In euro, zoals het op de factuur staat, bijvoorbeeld 1250,50.",
    read: "Gelezen bedrag: {amount}, incl. btw.",
    stated: "Bedrag: {amount} incl. btw",
  },
  stepState: {
    done: "stap voltooid",
    current: "huidige stap",
    upcoming: "stap nog niet bereikt",
  },
  /** A language named in the page's language (a request's language, a filter). */
  languageName: {
    fr: "Frans",
    nl: "Nederlands",
  },
  quote: {
    button: "Vraag een gratis offerte aan",
    mobileButton: "Vraag een offerte aan",
  },
  footer: {
    label: "Voettekst",
    linksTitle: "Nuttige informatie",
    toggle: "Nuttige informatie",
    privacyPolicy: "Privacybeleid",
    cookiePolicy: "Cookiebeleid",
    cookiePreferences: "Cookievoorkeuren",
    rights: "© {year} Diensten aan huis. Alle rechten voorbehouden.",
    tagline: "Betrouwbare vakmensen bij u in de buurt, voor u gecontacteerd.",
  },
  consent: {
    title: "Uw privacy",
    text: "We gebruiken cookies die nodig zijn om de website goed te laten werken. Met uw toestemming gebruiken we ook analytische cookies om onze diensten te verbeteren. Uw keuze wordt 6 maanden bewaard en u kunt ze op elk moment wijzigen.",
    textShort: "We gebruiken noodzakelijke cookies en, met uw toestemming, analytische cookies.",
    policyLink: "Lees ons cookiebeleid",
    policyLinkShort: "Meer weten",
    acceptAll: "Alles aanvaarden",
    refuseAll: "Alles weigeren",
    personalise: "Aanpassen",
    save: "Mijn keuze opslaan",
    necessaryLabel: "Noodzakelijke cookies",
    necessaryDescription: "Onmisbaar voor de website (werking van de server, onthouden van uw keuze). Altijd actief.",
    analyticsLabel: "Analytische cookies",
    analyticsDescription: "Helpen ons te begrijpen hoe de website gebruikt wordt, in geaggregeerde vorm.",
    saved: "Uw cookievoorkeuren zijn opgeslagen.",
  },
  error: {
    title: "Onverwachte fout in de applicatie!",
    intro: "Er liep iets mis bij het tonen van deze pagina.",
    status: "Status: {status}",
    reference: "Referentie voor de helpdesk: {ref}",
    chunk: "Een deel van de website kon niet geladen worden. Controleer uw internetverbinding en laad de pagina opnieuw.",
    reload: "Pagina opnieuw laden",
    home: "Terug naar de startpagina",
  },
  notFound: {
    pageName: "Pagina niet gevonden",
    title: "Oeps! Pagina niet gevonden.",
    text: "De pagina die u zoekt, bestaat niet of is verplaatst.",
    goHome: "Terug naar de startpagina",
  },
  console: {
    pageName: "Professionele ruimte",
    title: "Professionele ruimte",
    goHome: "Terug naar de startpagina",
    customerDataErased: "Klantgegevens gewist",
    projectNumber: "Project nr. {id}",
  },
  loading: "Laden…",
  close: "Sluiten",
  pager: {
    label: "Paginering",
    previous: "Vorige pagina",
    next: "Volgende pagina",
    first: "Eerste pagina",
    last: "Laatste pagina",
  },
};

export default common;
