/** FR dictionary section `common`: the page frame, consent banner, errors and not-found page. */
const common = {
  brand: "Services à domicile",
  brandHome: "Services à domicile, retour à l'accueil",
  documentTitle: "{page:string} | Services à domicile",
  skipToContent: "Aller au contenu principal",
  header: {
    navLabel: "Navigation principale",
  },
  language: {
    /** Starts with the button's text, "FR" (WCAG 2.5.3, docs/product/accessibility.md). */
    menuLabel: "{current:string} – changer de langue",
    menuTitle: "Langue",
    nl: "Nederlands",
    fr: "Français",
    /** A switch whose dictionary could not be downloaded (offline): the page stays in its language. */
    loadFailed: "La langue choisie n'a pas pu être chargée. Vérifiez votre connexion et réessayez.",
    /** The language menu could not be downloaded (offline). */
    menuFailed: "Le choix de la langue n'a pas pu s'ouvrir. Vérifiez votre connexion et réessayez.",
  },
  /** The invoice's amount, asked of the provider with its PDF and of the network when it replaces one. */
  invoiceAmount: {
    label: "Montant de la facture (TVA comprise)",
    description: "En euros, tel qu'il figure sur la facture, par exemple 1250,50.",
    read: "Montant lu : {amount:string}, TVA comprise.",
    stated: "Montant : {amount:string} TVA comprise",
  },
  /** A step's state, read out after its name by screen readers (progress lists, the wizard's steps). */
  stepState: {
    done: "étape franchie",
    current: "étape en cours",
    upcoming: "étape à venir",
  },
  /** A language named in the page's language (a request's language, a filter). */
  languageName: {
    fr: "Français",
    nl: "Néerlandais",
  },
  quote: {
    button: "Demander un devis gratuit",
    mobileButton: "Demander un devis",
  },
  footer: {
    label: "Pied de page",
    linksTitle: "Informations utiles",
    toggle: "Informations utiles",
    privacyPolicy: "Politique de confidentialité",
    cookiePolicy: "Politique en matière de cookies",
    cookiePreferences: "Préférences en matière de cookies",
    rights: "© {year:number} Services à domicile. Tous droits réservés.",
    tagline: "Des professionnels de confiance près de chez vous, contactés pour vous.",
  },
  consent: {
    title: "Votre vie privée",
    text: "Nous utilisons des cookies nécessaires au bon fonctionnement du site. Avec votre accord, nous utilisons aussi des cookies de mesure d'audience pour améliorer nos services. Votre choix est conservé pendant 6 mois et vous pouvez le modifier à tout moment.",
    textShort: "Nous utilisons des cookies nécessaires et, avec votre accord, des cookies de mesure d'audience.",
    policyLink: "Lire notre politique en matière de cookies",
    policyLinkShort: "En savoir plus",
    acceptAll: "Tout accepter",
    refuseAll: "Tout refuser",
    personalise: "Personnaliser",
    save: "Enregistrer mes choix",
    necessaryLabel: "Cookies nécessaires",
    necessaryDescription: "Indispensables au site (fonctionnement du serveur, mémorisation de votre choix). Toujours actifs.",
    analyticsLabel: "Cookies de mesure d'audience",
    analyticsDescription: "Nous aident à comprendre comment le site est utilisé, de manière agrégée.",
    saved: "Vos préférences en matière de cookies ont été enregistrées.",
  },
  error: {
    title: "Erreur inattendue de l'application !",
    intro: "Un problème est survenu lors de l'affichage de cette page.",
    status: "Statut : {status:string}",
    reference: "Référence à communiquer au support : {ref:string}",
    chunk: "Une partie du site n'a pas pu être chargée. Vérifiez votre connexion internet puis rechargez la page.",
    reload: "Recharger la page",
    home: "Retour à l'accueil",
  },
  notFound: {
    pageName: "Page introuvable",
    title: "Oups ! Page introuvable.",
    text: "La page que vous cherchez n'existe pas ou a été déplacée.",
    goHome: "Retour à l'accueil",
  },
  console: {
    pageName: "Espace professionnel",
    title: "Espace professionnel",
    goHome: "Retour à l'accueil",
    /** In a project list, in place of the names of a customer whose data were erased. */
    customerDataErased: "Données du client effacées",
    /** What a screen reader says for a list's "#12" (components/project-number.tsx). */
    projectNumber: "Projet n° {id:number}",
  },
  loading: "Chargement…",
  close: "Fermer",
  pager: {
    label: "Pagination",
    previous: "Page précédente",
    next: "Page suivante",
    first: "Première page",
    last: "Dernière page",
  },
};

export default common;
