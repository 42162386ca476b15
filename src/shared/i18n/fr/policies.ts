/**
 * FR dictionary section `policies`: the privacy policy, the cookie policy and the cookie settings page.
 * In a `body`, a blank line starts a new paragraph and a line starting with "- " is a list item.
 */
const policies = {
  lastUpdated: "Dernière mise à jour : 27/11/2026",
  contactLabel: "Adresse de contact pour la protection des données :",
  privacy: {
    pageName: "Politique de confidentialité",
    title: "Politique de confidentialité",
    intro:
      "La présente politique explique comment vos données à caractère personnel sont traitées lorsque vous utilisez ce site pour demander l'intervention d'un professionnel. Nous traitons vos données dans le respect du Règlement général sur la protection des données (RGPD) et de la législation belge.",
    controllerTitle: "1. Qui est responsable du traitement de vos données ?",
    controllerBody:
      "Le responsable du traitement est {insurer:string}. Il utilise vos données à caractère personnel pour traiter votre demande et la transmettre à un professionnel de son réseau.\n\nPour toute question relative à vos données, vous pouvez contacter son service chargé de la protection des données à l'adresse {mailbox:string}.",
    dataTitle: "2. Quelles données traitons-nous ?",
    dataBody:
      "Nous traitons uniquement les données nécessaires au traitement de votre demande :\n- vos données d'identification et de contact : nom, prénom, numéro de GSM et adresse e-mail ;\n- l'adresse des travaux : rue, numéro, boîte, code postal et commune ;\n- la description de vos travaux : le service choisi, vos réponses aux questions, votre description et les photos ou documents que vous ajoutez ;\n- le fait que vous soyez déjà client de l'assureur ou non, ainsi que vos consentements et la date à laquelle vous les avez donnés ;\n- des données techniques liées à votre visite, selon vos choix en matière de cookies.\n\nToutes les informations demandées dans le formulaire sont obligatoires, sauf mention contraire. Sans elles, nous ne pouvons pas traiter votre demande.",
    purposesTitle: "3. Pourquoi traitons-nous vos données ?",
    purposesBody:
      "- Traiter votre demande, rechercher un professionnel actif dans votre région et lui transmettre votre demande afin qu'il vous contacte et vous remette un devis. Ce traitement est nécessaire à l'exécution de mesures précontractuelles prises à votre demande.\n- Assurer le suivi et la qualité du service, gérer les éventuelles plaintes et prévenir les abus, sur la base de notre intérêt légitime.\n- Vous envoyer des informations commerciales sur nos produits d'assurance, uniquement si vous y avez consenti. Vous pouvez retirer ce consentement à tout moment.\n- Respecter nos obligations légales et réglementaires.",
    recipientsTitle: "4. Qui reçoit vos données ?",
    recipientsBody:
      "Vos données sont communiquées au professionnel sélectionné pour votre demande, aux collaborateurs de l'assureur chargés de la gestion du réseau et à nos sous-traitants informatiques, qui agissent uniquement sur nos instructions. Vos données ne sont jamais vendues. Elles sont traitées au sein de l'Union européenne.",
    retentionTitle: "5. Combien de temps conservons-nous vos données ?",
    retentionBody:
      "Nous conservons vos données aussi longtemps que nécessaire pour traiter votre demande et, ensuite, pendant les durées imposées par la loi ou nécessaires à la défense de nos droits :\n- données liées à un contrat d'assurance : 5 ans après la fin du contrat ;\n- données liées à un sinistre : 10 ans après la clôture du dossier ;\n- enregistrements de conversations et enquêtes de satisfaction : 3 ans ;\n- demandes de services à domicile : 36 mois après la clôture de la demande (ou après son envoi si elle n'est jamais clôturée). Ensuite, vos données personnelles sont effacées automatiquement ; seules des données anonymes (service, code postal, dates et statuts) sont conservées. Vous pouvez effacer vous-même vos données personnelles plus tôt depuis la page de suivi, dès que la demande est clôturée, annulée ou retirée.\n\nVotre choix en matière de cookies est conservé pendant 6 mois.",
    cookiesTitle: "6. Cookies",
    cookiesBody:
      "Ce site utilise des cookies nécessaires à son fonctionnement et, avec votre accord, des cookies de mesure d'audience. Vous trouverez tous les détails dans notre politique en matière de cookies.",
    cookiesLink: "Consulter la politique en matière de cookies",
    rightsTitle: "7. Quels sont vos droits ?",
    rightsBody:
      "Vous disposez d'un droit d'accès, de rectification et d'effacement de vos données, d'un droit à la limitation du traitement, d'un droit d'opposition et d'un droit à la portabilité de vos données. Lorsque le traitement repose sur votre consentement, vous pouvez le retirer à tout moment.\n\nPour exercer vos droits, écrivez à {mailbox:string} en joignant une preuve de votre identité. Nous vous répondons dans un délai d'un mois.\n\nSi vous estimez que vos droits ne sont pas respectés, vous pouvez introduire une plainte auprès de l'Autorité de protection des données, rue de la Presse 35, 1000 Bruxelles (www.autoriteprotectiondonnees.be).",
    securityTitle: "8. Sécurité",
    securityBody:
      "Nous prenons des mesures techniques et organisationnelles appropriées pour protéger vos données contre la perte, l'accès non autorisé et toute utilisation abusive. Les échanges avec ce site sont chiffrés.",
    changesTitle: "9. Modifications",
    changesBody: "Nous pouvons adapter la présente politique. La version en vigueur est toujours publiée sur cette page, avec sa date de mise à jour.",
  },
  cookie: {
    pageName: "Politique en matière de cookies",
    title: "Politique en matière de cookies",
    intro: "Cette politique explique quels cookies ce site utilise, pourquoi, et comment vous pouvez gérer vos préférences.",
    whatTitle: "1. Qu'est-ce qu'un cookie ?",
    whatBody:
      "Un cookie est un petit fichier texte enregistré par votre navigateur lorsque vous visitez un site. Il permet par exemple de mémoriser vos préférences ou de mesurer la fréquentation du site. Des technologies similaires, comme le stockage local du navigateur, sont traitées de la même manière dans cette politique.",
    controllerTitle: "2. Qui est responsable ?",
    controllerBody:
      "{insurer:string} est responsable du traitement des données collectées au moyen des cookies de ce site. Pour toute question, contactez son service chargé de la protection des données à l'adresse {mailbox:string}.",
    listTitle: "3. Quels cookies utilisons-nous ?",
    listCaption: "Cookies utilisés sur ce site",
    columnType: "Type de cookie",
    columnPurpose: "Finalité",
    columnDuration: "Durée de conservation",
    durationLine: "Durée de conservation : {duration:string}",
    consentName: "Cookie de consentement",
    consentPurpose: "Mémorise vos choix en matière de cookies. Nécessaire.",
    consentDuration: "6 mois (179 jours)",
    analyticsName: "Cookies de mesure d'audience",
    analyticsPurpose:
      "Mesurent la fréquentation du site et les pages consultées, de manière agrégée, via notre gestionnaire de balises. Uniquement avec votre accord.",
    analyticsDuration: "365 jours",
    loadBalancingName: "Cookie de répartition de charge",
    loadBalancingPurpose: "Répartit les visites entre nos serveurs pour garantir la disponibilité du site. Nécessaire.",
    loadBalancingDuration: "Durée de la session",
    bannerTitle: "4. Comment gérer vos choix ?",
    bannerBody:
      "Lors de votre première visite, un bandeau vous propose trois options :\n- Tout accepter : vous autorisez les cookies nécessaires et les cookies de mesure d'audience ;\n- Tout refuser : seuls les cookies nécessaires sont utilisés ;\n- Personnaliser : vous choisissez vous-même, catégorie par catégorie, les cookies que vous acceptez.\n\nVotre choix est conservé pendant 6 mois. Ensuite, nous vous le demandons à nouveau. Vous pouvez modifier votre choix à tout moment via le lien « Préférences en matière de cookies » au bas de chaque page ou via la page des paramètres des cookies.",
    settingsLink: "Ouvrir les paramètres des cookies",
    browserTitle: "5. Les paramètres de votre navigateur",
    browserBody:
      "Vous pouvez aussi supprimer les cookies ou les bloquer via les paramètres de votre navigateur. Si vous bloquez les cookies nécessaires, certaines parties du site risquent de ne plus fonctionner correctement.",
    moreTitle: "6. En savoir plus",
    moreBody:
      "Pour savoir comment nous traitons vos données à caractère personnel et comment exercer vos droits, consultez notre politique de confidentialité.",
    privacyLink: "Consulter la politique de confidentialité",
  },
  settings: {
    pageName: "Préférences en matière de cookies",
    title: "Préférences en matière de cookies",
    text: "Vous pouvez revoir à tout moment votre choix en matière de cookies. Cliquez sur le bouton ci-dessous pour rouvrir le bandeau de consentement.",
    /** The choice kept in this browser, said before the button that changes it. */
    currentNone: "Vous n'avez pas encore fait de choix dans ce navigateur.",
    currentNecessary: "Votre choix actuel : uniquement les cookies nécessaires.",
    currentAnalytics: "Votre choix actuel : cookies nécessaires et cookies de mesure d'audience.",
    button: "Modifier mes préférences",
  },
};

export default policies;
