/** FR dictionary section `auth`: sign-in screens and console frame. */
const auth = {
  loginTitle: "Espace professionnel",
  loginIntro: "Réservé aux gestionnaires du réseau et aux prestataires. Connectez-vous avec votre compte professionnel.",
  loginButton: "Se connecter",
  homeLink: "Retour à l'accueil",
  notAccepted: "Ce compte n'a pas accès à l'espace professionnel. Adressez-vous au gestionnaire du réseau.",
  emailUnverified:
    "Votre adresse e-mail n'est pas confirmée par votre fournisseur d'identité\u00a0: nous ne pouvons donc pas la relier à un compte professionnel. Confirmez-la auprès de ce fournisseur puis reconnectez-vous, ou adressez-vous au gestionnaire du réseau.",
  loginFailed: "La connexion n'a pas abouti. Veuillez réessayer.",
  loginUnavailable: "Le service de connexion est momentanément indisponible. Veuillez réessayer plus tard.",
  sessionEnded: "Votre session a pris fin. Veuillez vous reconnecter.",
  loadingUserData: "Chargement des données utilisateur",
  logout: "Se déconnecter",
  providersLink: "Prestataires",
  projectsLink: "Projets",
  menu: "Menu",
  noAccessTitle: "Pas d'accès à cette page",
  noAccessText: "Votre compte ne donne pas accès à cette page. Retournez à votre espace ou connectez-vous avec un autre compte.",
  backToOwnConsole: "Retour à mon espace",
  switchAccount: "Changer de compte",
};

export default auth;
