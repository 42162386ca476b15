/** FR dictionary section `home`: the home page, the service pages, how-it-works and the FAQ. */
const home = {
  pageName: "Accueil",
  hero: {
    title: "Un professionnel de confiance pour tous vos travaux à la maison",
    bullet1: "Des professionnels sélectionnés et vérifiés, près de chez vous",
    bullet2: "Un professionnel vous contacte dans les deux jours ouvrables",
    bullet3: "Demande gratuite et sans engagement",
  },
  intro: {
    title: "Quels travaux souhaitez-vous faire réaliser ?",
    text: "Chauffage, plomberie, électricité, peinture ou toiture : choisissez une catégorie puis le service qui correspond à vos travaux. Nous transmettons votre demande à un professionnel de notre réseau actif dans votre région. Il vous contacte pour discuter de votre projet et vous remettre un devis.",
  },
  categories: {
    title: "Nos services",
    loadError: "Les services ne peuvent pas être affichés pour le moment. Veuillez réessayer dans quelques instants.",
    retry: "Réessayer",
    empty: "Aucun service n'est disponible pour le moment.",
    // A card is a group of services (a sub-category): the page it opens asks "Choisissez votre service".
    cardLink: "Voir les services",
  },
  howItWorks: {
    title: "Comment ça marche ?",
    step1Title: "Choisissez votre service",
    step1Text: "Sélectionnez le type de travaux dont vous avez besoin.",
    step2Title: "Indiquez votre code postal",
    step2Text: "Nous cherchons un professionnel de notre réseau actif dans votre commune.",
    step3Title: "Décrivez vos travaux",
    step3Text: "Répondez à quelques questions et ajoutez une description ou des photos si vous le souhaitez.",
    step4Title: "Recevez un devis",
    step4Text: "Un professionnel vous contacte dans les deux jours ouvrables pour discuter de votre projet et vous remettre un devis.",
  },
  faq: {
    title: "Questions fréquentes",
    q1: "Combien coûte une demande de devis ?",
    a1: "Votre demande est entièrement gratuite et sans engagement. Le professionnel vous remet un devis et vous décidez ensuite librement de lui confier les travaux ou non.",
    q2: "Dans quel délai serai-je contacté ?",
    a2: "Un professionnel de notre réseau vous contacte dans les deux jours ouvrables qui suivent votre demande, par téléphone ou par e-mail.",
    q3: "Qui sont les professionnels de votre réseau ?",
    a3: "Ce sont des entrepreneurs et artisans indépendants, sélectionnés pour la qualité de leur travail et actifs dans votre région. Il n'est pas nécessaire d'être client de notre assureur pour faire appel à eux.",
    q4: "Comment se passe le paiement des travaux ?",
    a4: "Vous payez la facture directement au professionnel qui a réalisé les travaux, aux conditions convenues avec lui dans son devis.",
    q5: "Les travaux que je cherche ne figurent pas dans la liste. Que faire ?",
    a5: "Dans la catégorie « Finitions et électricité », choisissez « Peinture et aménagement » puis « Autres travaux (non repris dans la liste) », et décrivez votre besoin. Notre équipe vous répond dans les 24 heures.",
  },
  cta: {
    title: "Prêt à lancer vos travaux ?",
    text: "Introduisez votre demande en quelques minutes. Un professionnel vous contacte dans les deux jours ouvrables.",
  },
  service: {
    pageName: "Service",
    back: "Retour à l'aperçu des services",
    chooseService: "Choisissez votre service",
    quoteSubCategory: "Demander un devis pour ces travaux",
    quoteService: "Demander un devis pour ce service",
    moreInfo: "Plus d'informations",
    moreInfoLabel: "Plus d'informations sur : {service:string}",
    tabsLabel: "Services disponibles",
    bulletsLabel: "Ce que comprend ce service",
    loadError: "Ce service ne peut pas être affiché pour le moment. Veuillez réessayer dans quelques instants.",
    retry: "Réessayer",
  },
};

export default home;
