import type { Translation } from "../i18n-types";

/**
 * NL dictionary section `policies`: the privacy policy, the cookie policy and the cookie settings page.
 * In a `body`, a blank line starts a new paragraph and a line starting with "- " is a list item.
 */
const policies: Translation["policies"] = {
  lastUpdated: "Laatst bijgewerkt op 27/11/2026",
  contactLabel: "Contactadres voor gegevensbescherming:",
  privacy: {
    pageName: "Privacybeleid",
    title: "Privacybeleid",
    intro:
      "Dit beleid legt uit hoe uw persoonsgegevens verwerkt worden wanneer u deze website gebruikt om een vakman aan te vragen. We verwerken uw gegevens volgens de Algemene Verordening Gegevensbescherming (AVG) en de Belgische wetgeving.",
    controllerTitle: "1. Wie is verantwoordelijk voor de verwerking van uw gegevens?",
    controllerBody:
      "De verwerkingsverantwoordelijke is {insurer}. Deze verzekeraar verwerkt uw persoonsgegevens om uw aanvraag te behandelen en ze door te geven aan een vakman uit zijn netwerk.\n\nVoor elke vraag over uw gegevens kunt u contact opnemen met zijn dienst gegevensbescherming via {mailbox}.",
    dataTitle: "2. Welke gegevens verwerken we?",
    dataBody:
      "We verwerken enkel de gegevens die nodig zijn om uw aanvraag te behandelen:\n- uw identificatie- en contactgegevens: naam, voornaam, gsm-nummer en e-mailadres;\n- het adres van de werken: straat, huisnummer, bus, postcode en gemeente;\n- de beschrijving van uw werken: de gekozen dienst, uw antwoorden op de vragen, uw beschrijving en de foto's of documenten die u toevoegt;\n- of u al dan niet klant bent bij de verzekeraar, en uw toestemmingen met de datum waarop u ze gaf;\n- technische gegevens over uw bezoek, volgens uw cookiekeuzes.\n\nAlle gevraagde gegevens in het formulier zijn verplicht, tenzij anders vermeld. Zonder die gegevens kunnen we uw aanvraag niet behandelen.",
    purposesTitle: "3. Waarom verwerken we uw gegevens?",
    purposesBody:
      "- Om uw aanvraag te behandelen, een vakman te zoeken die actief is in uw regio en hem uw aanvraag te bezorgen, zodat hij contact met u opneemt en u een offerte bezorgt. Deze verwerking is nodig om op uw verzoek precontractuele maatregelen te nemen.\n- Om de opvolging en de kwaliteit van de dienst te verzekeren, eventuele klachten te behandelen en misbruik te voorkomen, op basis van ons gerechtvaardigd belang.\n- Om u commerciële informatie over onze verzekeringsproducten te sturen, enkel als u daarvoor toestemming gaf. U kunt die toestemming op elk moment intrekken.\n- Om onze wettelijke en reglementaire verplichtingen na te komen.",
    recipientsTitle: "4. Wie ontvangt uw gegevens?",
    recipientsBody:
      "Uw gegevens worden bezorgd aan de vakman die voor uw aanvraag geselecteerd werd, aan de medewerkers van de verzekeraar die het netwerk beheren en aan onze IT-verwerkers, die uitsluitend volgens onze instructies handelen. Uw gegevens worden nooit verkocht. Ze worden binnen de Europese Unie verwerkt.",
    retentionTitle: "5. Hoelang bewaren we uw gegevens?",
    retentionBody:
      "We bewaren uw gegevens zolang dat nodig is om uw aanvraag te behandelen en daarna gedurende de termijnen die de wet oplegt of die nodig zijn om onze rechten te verdedigen:\n- gegevens over een verzekeringsovereenkomst: 5 jaar na het einde van de overeenkomst;\n- gegevens over een schadegeval: 10 jaar na de afsluiting van het dossier;\n- opnames van gesprekken en tevredenheidsenquêtes: 3 jaar;\n- aanvragen voor diensten aan huis: 36 maanden na de afsluiting van de aanvraag (of na het versturen ervan als ze nooit wordt afgesloten). Daarna worden uw persoonsgegevens automatisch gewist; we bewaren alleen anonieme gegevens (dienst, postcode, datums en statussen). U kunt uw persoonsgegevens zelf eerder wissen via de opvolgingspagina, zodra de aanvraag afgesloten, geannuleerd of ingetrokken is.\n\nUw cookiekeuze wordt 6 maanden bewaard.",
    cookiesTitle: "6. Cookies",
    cookiesBody:
      "Deze website gebruikt cookies die nodig zijn voor de werking ervan en, met uw toestemming, analytische cookies. Alle details vindt u in ons cookiebeleid.",
    cookiesLink: "Het cookiebeleid raadplegen",
    rightsTitle: "7. Wat zijn uw rechten?",
    rightsBody:
      "U hebt het recht op inzage, verbetering en wissing van uw gegevens, het recht op beperking van de verwerking, het recht van bezwaar en het recht op overdraagbaarheid van uw gegevens. Wanneer de verwerking op uw toestemming steunt, kunt u die op elk moment intrekken.\n\nOm uw rechten uit te oefenen, schrijft u naar {mailbox} met een bewijs van uw identiteit. We antwoorden u binnen een maand.\n\nVindt u dat uw rechten niet gerespecteerd worden, dan kunt u klacht indienen bij de Gegevensbeschermingsautoriteit, Drukpersstraat 35, 1000 Brussel (www.gegevensbeschermingsautoriteit.be).",
    securityTitle: "8. Beveiliging",
    securityBody:
      "We nemen gepaste technische en organisatorische maatregelen om uw gegevens te beschermen tegen verlies, onbevoegde toegang en elk misbruik. De communicatie met deze website is versleuteld.",
    changesTitle: "9. Wijzigingen",
    changesBody: "We kunnen dit beleid aanpassen. De geldende versie staat altijd op deze pagina, met de datum van de laatste wijziging.",
  },
  cookie: {
    pageName: "Cookiebeleid",
    title: "Cookiebeleid",
    intro: "Dit beleid legt uit welke cookies deze website gebruikt, waarom, en hoe u uw voorkeuren kunt beheren.",
    whatTitle: "1. Wat is een cookie?",
    whatBody:
      "Een cookie is een klein tekstbestand dat uw browser opslaat wanneer u een website bezoekt. Daarmee kunnen bijvoorbeeld uw voorkeuren onthouden of het bezoek aan de website gemeten worden. Vergelijkbare technieken, zoals de lokale opslag van de browser, worden in dit beleid op dezelfde manier behandeld.",
    controllerTitle: "2. Wie is verantwoordelijk?",
    controllerBody:
      "{insurer} is verantwoordelijk voor de verwerking van de gegevens die via de cookies van deze website verzameld worden. Hebt u vragen, neem dan contact op met zijn dienst gegevensbescherming via {mailbox}.",
    listTitle: "3. Welke cookies gebruiken we?",
    listCaption: "Cookies die deze website gebruikt",
    columnType: "Soort cookie",
    columnPurpose: "Doel",
    columnDuration: "Bewaartermijn",
    durationLine: "Bewaartermijn: {duration}",
    consentName: "Toestemmingscookie",
    consentPurpose: "Onthoudt uw cookiekeuzes. Noodzakelijk.",
    consentDuration: "6 maanden (179\u00a0dagen)",
    analyticsName: "Analytische cookies",
    analyticsPurpose: "Meten het bezoek aan de website en de bekeken pagina's, in geaggregeerde vorm, via onze tagmanager. Enkel met uw toestemming.",
    analyticsDuration: "365 dagen",
    loadBalancingName: "Cookie voor serverspreiding",
    loadBalancingPurpose: "Verdeelt de bezoeken over onze servers om de beschikbaarheid van de website te garanderen. Noodzakelijk.",
    loadBalancingDuration: "Duur van de sessie",
    bannerTitle: "4. Hoe beheert u uw keuzes?",
    bannerBody:
      "Bij uw eerste bezoek biedt een banner u drie mogelijkheden:\n- Alles aanvaarden: u staat de noodzakelijke en de analytische cookies toe;\n- Alles weigeren: enkel de noodzakelijke cookies worden gebruikt;\n- Aanpassen: u kiest zelf, per categorie, welke cookies u aanvaardt.\n\nUw keuze wordt 6 maanden bewaard. Daarna vragen we ze opnieuw. U kunt uw keuze op elk moment wijzigen via de link ‘Cookievoorkeuren’ onderaan elke pagina of via de pagina met de cookie-instellingen.",
    settingsLink: "De cookie-instellingen openen",
    browserTitle: "5. De instellingen van uw browser",
    browserBody:
      "U kunt cookies ook verwijderen of blokkeren via de instellingen van uw browser. Blokkeert u de noodzakelijke cookies, dan werken sommige delen van de website mogelijk niet meer correct.",
    moreTitle: "6. Meer weten",
    moreBody: "Wilt u weten hoe we uw persoonsgegevens verwerken en hoe u uw rechten uitoefent, raadpleeg dan ons privacybeleid.",
    privacyLink: "Het privacybeleid raadplegen",
  },
  settings: {
    pageName: "Cookievoorkeuren",
    title: "Cookie\u00advoorkeuren",
    text: "U kunt uw cookiekeuze op elk moment herzien. Klik op de knop hieronder om de toestemmingsbanner opnieuw te openen.",
    currentNone: "U hebt in deze browser nog geen keuze gemaakt.",
    currentNecessary: "Uw huidige keuze: alleen de noodzakelijke cookies.",
    currentAnalytics: "Uw huidige keuze: noodzakelijke en analytische cookies.",
    button: "Mijn voorkeuren wijzigen",
  },
};

export default policies;
