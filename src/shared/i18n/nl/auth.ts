import type { Translation } from "../i18n-types";

/** NL dictionary section `auth`. */
const auth: Translation["auth"] = {
  loginTitle: "Professionele ruimte",
  loginIntro: "Voorbehouden aan de netwerkbeheerders en aan de vakmensen. Meld u aan met uw professionele account.",
  loginButton: "Aanmelden",
  homeLink: "Terug naar de startpagina",
  notAccepted: "Deze account heeft geen toegang tot de professionele ruimte. Neem contact op met de netwerkbeheerder.",
  emailUnverified:
    "Uw e-mailadres is niet bevestigd door uw identiteitsprovider; daarom kunnen we het niet aan een professionele account koppelen. Bevestig het bij die provider en meld u opnieuw aan, of neem contact op met de netwerkbeheerder.",
  loginFailed: "Het aanmelden is niet gelukt. Probeer het opnieuw.",
  loginUnavailable: "De aanmelddienst is tijdelijk onbeschikbaar. Probeer het later opnieuw.",
  sessionEnded: "Uw sessie is afgelopen. Meld u opnieuw aan.",
  loadingUserData: "Gebruikersgegevens laden",
  logout: "Afmelden",
  providersLink: "Vakmensen",
  projectsLink: "Projecten",
  menu: "Menu",
  noAccessTitle: "Geen toegang tot deze pagina",
  noAccessText: "Uw account geeft geen toegang tot deze pagina. Ga terug naar uw eigen ruimte of meld u aan met een andere account.",
  backToOwnConsole: "Terug naar mijn ruimte",
  switchAccount: "Andere account gebruiken",
};

export default auth;
