import type { Translation } from "../i18n-types";

/** NL dictionary section `home`: the home page, the service pages, how-it-works and the FAQ. */
const home: Translation["home"] = {
  pageName: "Startpagina",
  hero: {
    title: "Een betrouwbare vakman voor al uw werken in huis",
    bullet1: "Geselecteerde en gecontroleerde vakmensen bij u in de buurt",
    bullet2: "Een vakman neemt binnen twee werkdagen contact met u op",
    bullet3: "Gratis en vrijblijvende aanvraag",
  },
  intro: {
    title: "Welke werken wilt u laten uitvoeren?",
    text: "Verwarming, sanitair, elektriciteit, schilderwerken of dakwerken: kies een categorie en daarna de dienst die bij uw werken past. Wij bezorgen uw aanvraag aan een vakman uit ons netwerk die actief is in uw regio. Hij neemt contact met u op om uw project te bespreken en u een offerte te bezorgen.",
  },
  categories: {
    title: "Onze diensten",
    loadError: "De diensten kunnen momenteel niet getoond worden. Probeer het over enkele ogenblikken opnieuw.",
    retry: "Opnieuw proberen",
    empty: "Er zijn momenteel geen diensten beschikbaar.",
    cardLink: "Bekijk de diensten",
  },
  howItWorks: {
    title: "Hoe werkt het?",
    step1Title: "Kies uw dienst",
    step1Text: "Selecteer het soort werken dat u nodig hebt.",
    step2Title: "Geef uw postcode op",
    step2Text: "We zoeken een vakman uit ons netwerk die actief is in uw gemeente.",
    step3Title: "Beschrijf uw werken",
    step3Text: "Beantwoord enkele vragen en voeg eventueel een beschrijving of foto's toe.",
    step4Title: "Ontvang een offerte",
    step4Text: "Een vakman neemt binnen twee werkdagen contact met u op om uw project te bespreken en u een offerte te bezorgen.",
  },
  faq: {
    title: "Veelgestelde vragen",
    q1: "Wat kost een offerteaanvraag?",
    a1: "Uw aanvraag is volledig gratis en vrijblijvend. De vakman bezorgt u een offerte en daarna beslist u vrij of u hem de werken toevertrouwt.",
    q2: "Wanneer word ik gecontacteerd?",
    a2: "Een vakman uit ons netwerk neemt binnen twee werkdagen na uw aanvraag telefonisch of per e-mail contact met u op.",
    q3: "Wie zijn de vakmensen van uw netwerk?",
    a3: "Het zijn zelfstandige aannemers en vakmensen, geselecteerd op de kwaliteit van hun werk en actief in uw regio. U hoeft geen klant te zijn bij onze verzekeraar om een beroep op hen te doen.",
    q4: "Hoe verloopt de betaling van de werken?",
    a4: "U betaalt de factuur rechtstreeks aan de vakman die de werken uitvoerde, volgens de voorwaarden die u in zijn offerte met hem afsprak.",
    q5: "De werken die ik zoek, staan niet in de lijst. Wat nu?",
    a5: "Kies in de categorie ‘Afwerking en elektriciteit’ eerst ‘Schilderwerken en inrichting’ en dan ‘Andere werken (niet in de lijst)’, en beschrijf wat u nodig hebt. Ons team antwoordt u binnen 24 uur.",
  },
  cta: {
    title: "Klaar om uw werken te starten?",
    text: "Dien in enkele minuten uw aanvraag in. Een vakman neemt binnen twee werkdagen contact met u op.",
  },
  service: {
    pageName: "Dienst",
    back: "Terug naar het overzicht van de diensten",
    chooseService: "Kies uw dienst",
    quoteSubCategory: "Vraag een offerte aan voor deze werken",
    quoteService: "Vraag een offerte aan voor deze dienst",
    moreInfo: "Meer informatie",
    moreInfoLabel: "Meer informatie over: {service}",
    tabsLabel: "Beschikbare diensten",
    bulletsLabel: "Wat deze dienst omvat",
    loadError: "Deze dienst kan momenteel niet getoond worden. Probeer het over enkele ogenblikken opnieuw.",
    retry: "Opnieuw proberen",
  },
};

export default home;
