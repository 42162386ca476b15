/** FR dictionary section `auth`: sign-in screens and console frame. */
const auth = {
  loginTitle: "Espace professionnel",
  loginIntro: "Réservé aux gestionnaires du réseau et aux prestataires. Connectez-vous avec votre compte professionnel.",
  loginButton: "Se connecter",
  homeLink: "Retour à l'accueil",
  notAccepted: "Ce compte n'a pas accès à l'espace professionnel. Adressez-vous au gestionnaire du réseau.",
  loginFailed: "La connexion n'a pas abouti. Veuillez réessayer.",
  loginUnavailable: "Le service de connexion est momentanément indisponible. Veuillez réessayer plus tard.",
  sessionEnded: "Votre session a pris fin. Veuillez vous reconnecter.",
  loadingUserData: "Chargement des données utilisateur",
  logout: "Se déconnecter",
  providersLink: "Prestataires",
  projectsLink: "Projets",
};

export default auth;
