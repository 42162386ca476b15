/**
 * FR: the "more info" title and text of each service (the service page's drawer), apart from
 * ./catalog-texts.ts so that a public page downloads them with the drawer only
 * (docs/product/seo.md, page weight). Part of the `catalog` section (./catalog.ts).
 */
const catalogMoreInfo = {
  "gas-boiler-maintenance": {
    moreInfoTitle: "Bon à savoir sur l'entretien d'une chaudière au gaz",
    moreInfo:
      "Le contrôle périodique d'une chaudière au gaz est obligatoire dans les trois Régions. La fréquence légale est de deux ou trois ans selon la Région, mais les fabricants et les chauffagistes conseillent un entretien chaque année.\n\n" +
      "Une chaudière bien réglée consomme moins et rejette moins de monoxyde de carbone, un gaz inodore et mortel. L'entretien permet aussi de repérer à temps une pièce usée, avant la panne en plein hiver.\n\n" +
      "Le contrôle doit être fait par un technicien agréé par la Région. À la fin de la visite, il vous remet une attestation : gardez-la avec les documents de la chaudière, votre assureur ou votre propriétaire peut vous la demander.\n\n" +
      "Si vous êtes locataire, l'entretien régulier de la chaudière est en principe à votre charge : vérifiez ce que prévoit votre bail.\n\n" +
      "Conseil : prenez rendez-vous au printemps ou en été. Les chauffagistes sont plus disponibles et votre chauffage est à l'arrêt.",
  },
  "oil-boiler-maintenance": {
    moreInfoTitle: "Bon à savoir sur l'entretien d'une chaudière au mazout",
    moreInfo:
      "Dans les trois Régions, une chaudière au mazout doit être contrôlée chaque année par un technicien agréé. Le mazout encrasse la chaudière plus vite que le gaz : l'entretien annuel est donc aussi une question de rendement.\n\n" +
      "Pendant la visite, le technicien nettoie la chaudière et le brûleur, remplace les pièces d'usure comme le gicleur ou le filtre, puis règle la combustion. Il vous remet une attestation à conserver.\n\n" +
      "Le ramonage du conduit de cheminée est un travail distinct. Certains chauffagistes le font pendant la même visite : précisez-le dans votre demande si vous le souhaitez.\n\n" +
      "Pensez aussi à votre citerne : selon sa contenance, son emplacement et la Région, un contrôle périodique de la citerne à mazout peut être obligatoire. Le technicien peut vous conseiller.\n\n" +
      "Si vous êtes locataire, l'entretien régulier est en principe à votre charge : vérifiez ce que prévoit votre bail.",
  },
  "central-heating-boiler": {
    moreInfoTitle: "Réparer ou remplacer votre chaudière ?",
    moreInfo:
      "Une chaudière qui se met en sécurité, fait du bruit ou ne produit plus d'eau chaude n'est pas forcément à remplacer. Le chauffagiste commence par un diagnostic et vous dit si une réparation a encore du sens.\n\n" +
      "Après 15 à 20 ans, un remplacement devient souvent plus intéressant. Une chaudière à condensation récupère la chaleur des fumées et consomme nettement moins qu'un ancien modèle.\n\n" +
      "Le choix dépend de votre source d'énergie : gaz, mazout ou autre. Les Régions limitent de plus en plus l'installation de nouvelles chaudières au mazout : le chauffagiste vous indique ce qui est permis chez vous et si une pompe à chaleur est envisageable.\n\n" +
      "Dans une habitation privée de plus de 10 ans, le remplacement bénéficie en principe d'une TVA de 6 %, à certaines conditions. Le devis doit l'indiquer.\n\n" +
      "Après l'installation d'une nouvelle chaudière, la Région peut exiger une réception ou un contrôle : le chauffagiste s'en charge ou vous explique la démarche.",
  },
  radiators: {
    moreInfoTitle: "Bon à savoir sur vos radiateurs",
    moreInfo:
      "Un radiateur froid en haut et chaud en bas contient souvent de l'air : il suffit parfois de le purger puis de remettre la pression de l'installation à niveau. Si plusieurs radiateurs restent tièdes, le circuit est peut-être encrassé ou mal équilibré.\n\n" +
      "Le désembouage élimine les boues qui se déposent au fil des années dans les conduites et les radiateurs. L'eau circule mieux et la chaudière ou la pompe à chaleur est mieux protégée.\n\n" +
      "Les vannes thermostatiques règlent la température pièce par pièce. Elles font baisser la consommation sans perte de confort.\n\n" +
      "Vous passez à une pompe à chaleur ? Elle chauffe à basse température : vos radiateurs actuels devront peut-être être remplacés par des modèles plus grands. Le professionnel vérifie leur puissance pièce par pièce.",
  },
  "heat-pump": {
    moreInfoTitle: "Bon à savoir sur la pompe à chaleur",
    moreInfo:
      "Une pompe à chaleur puise la chaleur dans l'air extérieur, le sol ou l'eau pour chauffer votre habitation et souvent votre eau chaude. Elle consomme de l'électricité, mais fournit plusieurs fois plus de chaleur qu'elle ne consomme d'énergie.\n\n" +
      "Elle donne le meilleur d'elle-même dans une habitation bien isolée, avec un chauffage par le sol ou des radiateurs basse température. Le professionnel vérifie d'abord si votre habitation s'y prête et ce qu'il faudrait adapter.\n\n" +
      "L'unité extérieure fait un peu de bruit : choisissez son emplacement en pensant aux chambres et aux voisins, et renseignez-vous auprès de votre commune sur les règles qui s'appliquent.\n\n" +
      "Des primes régionales peuvent exister, et certaines exigent un installateur certifié. Les conditions changent souvent : vérifiez-les auprès de votre Région avant de signer le devis.\n\n" +
      "Dans une habitation privée de plus de 10 ans, l'installation bénéficie en principe d'une TVA de 6 %, à certaines conditions.",
  },
  "airco-installation": {
    moreInfoTitle: "Bon à savoir avant d'installer une climatisation",
    moreInfo:
      "Un climatiseur split se compose d'une unité intérieure, fixée au mur ou au plafond, et d'une unité extérieure, reliées par des conduites de fluide frigorigène. Un modèle réversible peut aussi chauffer à la mi-saison.\n\n" +
      "La manipulation des fluides frigorigènes est réservée aux techniciens certifiés. Demandez le certificat du professionnel : c'est une garantie de bonne installation et souvent une condition de la garantie du fabricant.\n\n" +
      "L'emplacement de l'unité extérieure compte : bruit, écoulement de l'eau, accès pour l'entretien. Une unité en façade visible depuis la rue peut demander une autorisation : renseignez-vous auprès de votre commune.\n\n" +
      "Avant de climatiser, pensez aux solutions simples : protections solaires extérieures, isolation de la toiture, aération la nuit. Elles réduisent la puissance nécessaire et votre facture d'électricité.",
  },
  "airco-maintenance": {
    moreInfoTitle: "Bon à savoir sur l'entretien d'une climatisation",
    moreInfo:
      "Des filtres encrassés et un échangeur sale font baisser le rendement et peuvent répandre des odeurs, de la poussière et des bactéries dans la pièce. Un entretien par un professionnel une fois par an est conseillé, de préférence avant l'été.\n\n" +
      "Entre deux visites, vous pouvez dépoussiérer vous-même les filtres de l'unité intérieure en suivant la notice. Le circuit frigorifique reste l'affaire d'un technicien certifié.\n\n" +
      "Selon la quantité de fluide frigorigène, un contrôle d'étanchéité périodique peut être obligatoire. Le technicien vous dit ce qui s'applique à votre appareil et note ses interventions.\n\n" +
      "Un appareil qui givre, qui goutte à l'intérieur ou qui ne refroidit plus assez doit être contrôlé rapidement : une fuite de fluide abîme le compresseur.",
  },
  pipes: {
    moreInfoTitle: "Bon à savoir sur vos conduites",
    moreInfo:
      "Dans les maisons anciennes, il reste parfois des conduites d'eau en plomb. Les distributeurs d'eau conseillent de les remplacer : le plomb peut passer dans l'eau du robinet.\n\n" +
      "Une conduite qui fuit dans un mur ou sous un sol ne se voit pas toujours. Une facture d'eau anormale ou un compteur qui tourne alors que tous les robinets sont fermés sont de bons indices. En cas de fuite importante, fermez le robinet principal au compteur.\n\n" +
      "Les travaux au gaz sont réservés à un professionnel qualifié, et une nouvelle installation de gaz doit être contrôlée par un organisme agréé avant sa mise en service. Vous sentez une odeur de gaz ? Quittez l'habitation et appelez le service de dépannage de votre gestionnaire de réseau ou le 112 : n'attendez pas un devis.\n\n" +
      "En hiver, protégez les conduites qui passent dans un garage, une cave ou un vide ventilé : une conduite gelée peut éclater.",
  },
  sanitary: {
    moreInfoTitle: "Bon à savoir sur vos sanitaires",
    moreInfo:
      "Une chasse d'eau qui coule sans arrêt peut gaspiller des milliers de litres d'eau par an. Une réparation simple, souvent du mécanisme ou du flotteur, est vite rentabilisée.\n\n" +
      "Vous rénovez ? Remplacer une baignoire par une douche de plain-pied ou passer à un WC suspendu demande d'adapter les évacuations et parfois les murs. Le plombier vérifie ce qui est possible chez vous avant de vous remettre un devis.\n\n" +
      "Dans une salle de bains, l'étanchéité sous le carrelage et l'état des joints comptent autant que les appareils : des joints abîmés laissent passer l'eau vers le plancher ou la pièce du dessous.\n\n" +
      "Dans une habitation privée de plus de 10 ans, ces travaux de rénovation bénéficient en principe d'une TVA de 6 %, à certaines conditions.",
  },
  "septic-tank": {
    moreInfoTitle: "Bon à savoir sur votre fosse septique",
    moreInfo:
      "Une fosse septique retient les matières solides des eaux usées. Les boues s'accumulent au fond : il faut faire vider la fosse régulièrement, en général tous les deux à quatre ans selon sa taille et le nombre d'habitants.\n\n" +
      "Une fosse trop pleine se remarque à des odeurs, à des évacuations qui s'écoulent lentement ou à de l'eau qui stagne dans le regard. Sans vidange, les boues partent vers le puits perdant ou le système d'épuration et les bouchent.\n\n" +
      "Confiez la vidange à un vidangeur agréé, qui évacue les boues vers une station d'épuration. Gardez l'attestation ou la facture : elle peut vous être demandée.\n\n" +
      "Les règles d'assainissement dépendent de la Région et de la zone où se trouve votre maison : raccordement à l'égout, fosse septique ou système d'épuration individuelle. Le professionnel vous dit ce qui s'applique chez vous.",
  },
  blockages: {
    moreInfoTitle: "Bon à savoir sur le débouchage",
    moreInfo:
      "Graisses de cuisson, cheveux, lingettes et calcaire sont les causes les plus fréquentes d'une évacuation bouchée. Les lingettes, même présentées comme biodégradables, ne vont jamais dans le WC.\n\n" +
      "Évitez les déboucheurs chimiques agressifs : ils abîment les conduites et sont dangereux pour le professionnel qui doit intervenir ensuite. Une ventouse suffit parfois pour un bouchon simple.\n\n" +
      "Quand plusieurs évacuations sont bouchées en même temps, ou que l'eau remonte dans la douche ou dans la cave, le problème se situe plus loin dans la conduite ou à l'égout. Le professionnel utilise alors un furet ou un nettoyage à haute pression.\n\n" +
      "Si le problème revient, une inspection par caméra montre l'état de la conduite : racines, affaissement, tuyau cassé. Vous savez alors s'il vaut mieux réparer que déboucher une fois de plus.",
  },
  moisture: {
    moreInfoTitle: "Bon à savoir sur l'humidité",
    moreInfo:
      "Un mur humide n'a pas toujours la même cause. L'eau peut monter du sol par les murs (remontées capillaires), entrer par la façade, la toiture ou une gouttière qui déborde (infiltrations), ou venir de l'air intérieur qui se condense sur les surfaces froides (condensation).\n\n" +
      "Chaque cause a son traitement. Une injection ne sert à rien contre la condensation, et une meilleure ventilation ne règle pas une infiltration. Le diagnostic sur place est donc la première étape : le spécialiste mesure l'humidité et trouve son origine.\n\n" +
      "La condensation vient souvent d'une ventilation insuffisante, surtout après le remplacement des châssis. Aérez chaque jour, ne bouchez pas les grilles de ventilation et faites sécher le linge dehors quand c'est possible.\n\n" +
      "Traitez l'humidité avant de repeindre ou de replafonner, sinon les taches et les moisissures reviennent. Les moisissures ne sont pas seulement laides : elles nuisent aussi à la santé.",
  },
  leak: {
    moreInfoTitle: "Bon à savoir en cas de fuite",
    moreInfo:
      "Une tache au plafond, une facture d'eau qui grimpe, une pression de chauffage qui baisse sans raison : autant de signes d'une fuite. Pour le vérifier, fermez tous les robinets et regardez si le compteur d'eau continue de tourner.\n\n" +
      "En cas de fuite importante, fermez le robinet principal au compteur et coupez l'électricité dans les pièces touchées par l'eau.\n\n" +
      "Une recherche de fuite sans casse localise l'endroit exact avant d'ouvrir un mur ou un sol. On évite ainsi de casser au hasard et la remise en état reste limitée.\n\n" +
      "Les dégâts des eaux sont souvent couverts par l'assurance incendie, et certains contrats prennent aussi en charge la recherche de fuite. Prenez des photos, gardez les factures et déclarez le sinistre à votre assureur au plus vite.",
  },
  parquet: {
    moreInfoTitle: "Bon à savoir sur le parquet",
    moreInfo:
      "Un parquet massif peut être poncé plusieurs fois au cours de sa vie ; un parquet contrecollé, une à trois fois selon l'épaisseur de sa couche d'usure. Le stratifié, lui, ne se ponce pas : on le remplace.\n\n" +
      "La vitrification forme une couche protectrice résistante et facile à entretenir. L'huile donne un aspect plus naturel et se répare plus facilement par endroits, mais demande un entretien régulier.\n\n" +
      "Avant la pose, le support doit être sec, plan et propre. Sur une chape récente ou avec un chauffage par le sol, le parqueteur mesure l'humidité et choisit un parquet et une colle adaptés.\n\n" +
      "Prévoyez de libérer les pièces : pour un ponçage suivi d'une vitrification, le sol reste inutilisable pendant quelques jours.",
  },
  "floor-tiles": {
    moreInfoTitle: "Bon à savoir sur le carrelage",
    moreInfo:
      "Un beau carrelage commence par un bon support. Le carreleur vérifie que le sol ou le mur est plan et stable, et le prépare si nécessaire : ragréage, nouvelle chape ou membrane d'étanchéité dans les pièces humides.\n\n" +
      "Les grands formats sont à la mode, mais ils exigent un support parfaitement plan et plus de main-d'œuvre. Le format, le type de pose et le nombre de découpes influencent le prix au mètre carré.\n\n" +
      "Prévoyez 5 à 10 % de carreaux en plus pour les découpes et la casse, et gardez-en quelques-uns pour une réparation future.\n\n" +
      "Dans une douche de plain-pied, l'étanchéité sous le carrelage est indispensable : les joints ne sont pas étanches à eux seuls.",
  },
  "painting-furnishing": {
    moreInfoTitle: "Bon à savoir sur les travaux de peinture",
    moreInfo:
      "La préparation fait la moitié du résultat. Fissures, trous de chevilles et anciennes couches qui s'écaillent doivent être traités avant de peindre. C'est pourquoi le peintre vous demande l'état de vos murs : il en tient compte dans son devis.\n\n" +
      "Sur un plafonnage neuf, une couche de fond est indispensable. Sur un mur déjà peint, il faut en général deux couches de finition pour un rendu uniforme.\n\n" +
      "Pour le papier peint, l'ancien papier est en principe enlevé et le mur égalisé avant la pose. Les papiers intissés se posent et se retirent plus facilement.\n\n" +
      "Pour une cloison ou un faux plafond, indiquez dans votre demande la pièce concernée et les dimensions approximatives : le professionnel pourra mieux préparer sa visite.",
  },
  "electrical-installation": {
    moreInfoTitle: "Bon à savoir sur votre installation électrique",
    moreInfo:
      "En Belgique, une installation électrique doit respecter le Règlement général sur les installations électriques (RGIE). Une installation neuve ou fortement modifiée doit être contrôlée par un organisme agréé, et un contrôle est aussi obligatoire lors de la vente d'une habitation.\n\n" +
      "Le contrôle n'est pas fait par l'électricien, mais par un organisme agréé. L'électricien met l'installation en ordre, établit le schéma unifilaire et le plan de position exigés, et corrige les défauts relevés dans le rapport de contrôle.\n\n" +
      "TVA : les travaux électriques dans une habitation neuve sont soumis au taux de 21 %. Pour la rénovation d'une habitation privée de plus de 10 ans, le taux réduit de 6 % s'applique en principe, y compris aux équipements fixés à demeure comme le tableau, les prises ou les spots encastrés, à certaines conditions. C'est pourquoi nous vous demandons l'âge de votre habitation.\n\n" +
      "Un disjoncteur qui saute souvent ou une prise qui chauffe n'est jamais anodin : faites vérifier l'installation sans attendre.",
  },
  "home-automation": {
    moreInfoTitle: "Bon à savoir sur la domotique",
    moreInfo:
      "La domotique relie l'éclairage, les volets, le chauffage ou l'alarme à une commande centrale. Vous créez des scénarios, par exemple tout éteindre et fermer les volets en quittant la maison, et vous pilotez votre habitation depuis votre GSM.\n\n" +
      "Dans une construction neuve ou une rénovation lourde, un système câblé est le plus fiable. Dans une maison habitée, des modules sans fil évitent d'ouvrir les murs.\n\n" +
      "Choisissez un système répandu et ouvert, que d'autres électriciens pourront entretenir ou étendre plus tard. Demandez qu'on vous remette la programmation et les codes d'accès.\n\n" +
      "La domotique fait partie de l'installation électrique et doit respecter le RGIE. Dans une habitation privée de plus de 10 ans, la TVA de 6 % s'applique en principe, à certaines conditions.",
  },
  "alarm-system": {
    moreInfoTitle: "Bon à savoir sur les systèmes d'alarme",
    moreInfo:
      "En Belgique, seules les entreprises agréées par le SPF Intérieur peuvent installer et entretenir un système d'alarme contre le vol. Demandez le numéro d'agrément du professionnel avant de signer.\n\n" +
      "Votre système d'alarme doit être déclaré à la police, gratuitement, sur le site Police-on-web. Faites-le dès la mise en service.\n\n" +
      "Un bon système commence par une analyse de la maison : portes et fenêtres accessibles, pièces de passage, animaux domestiques. Les détecteurs sont choisis en conséquence, pour éviter les fausses alarmes.\n\n" +
      "Un entretien régulier, en général une fois par an, garantit que les détecteurs, la sirène et la batterie de secours fonctionnent. Certains assureurs en tiennent compte : vérifiez votre contrat d'assurance habitation.",
  },
  "gutter-cleaning": {
    moreInfoTitle: "Bon à savoir sur le nettoyage des gouttières",
    moreInfo:
      "Un nettoyage des gouttières est conseillé chaque année, de préférence à la fin de l'automne, quand les arbres ont perdu leurs feuilles. Près de grands arbres, un second passage au printemps peut être utile.\n\n" +
      "Une gouttière bouchée déborde le long de la façade. L'eau s'infiltre alors dans les murs, abîme les corniches et les boiseries, et peut causer de l'humidité à l'intérieur. En hiver, l'eau qui stagne gèle et déforme la gouttière.\n\n" +
      "Le travail en hauteur est dangereux : laissez-le à un professionnel équipé, qui vérifie en même temps l'état des gouttières et des descentes.\n\n" +
      "Si le professionnel constate des dégâts plus importants, par exemple une gouttière en zinc percée ou une corniche pourrie, il vous le signale et vous remet un devis séparé.",
  },
  "chimney-sweeping": {
    moreInfoTitle: "Bon à savoir sur le ramonage",
    moreInfo:
      "Un conduit de cheminée encrassé tire mal et peut prendre feu. La suie et les dépôts peuvent aussi gêner l'évacuation des fumées et faire refluer du monoxyde de carbone (CO) dans la maison.\n\n" +
      "Un ramonage chaque année est conseillé, et il est souvent exigé par votre assurance incendie, en particulier pour un poêle à bois ou un feu ouvert. Pour certains appareils, au gaz par exemple, un ramonage tous les deux ans peut suffire. Les règles diffèrent entre Bruxelles, la Wallonie et la Flandre et selon le combustible : vérifiez ce qui s'applique chez vous et ce que prévoit votre contrat.\n\n" +
      "Après son passage, le ramoneur vous remet une attestation. Gardez-la : en cas d'incendie, votre assureur peut vous la demander.\n\n" +
      "Le meilleur moment est avant la saison de chauffe, à la fin de l'été ou au début de l'automne. C'est aussi l'occasion de vérifier qu'aucun nid d'oiseau ne bouche le conduit.",
  },
  "facade-painting": {
    moreInfoTitle: "Bon à savoir sur la peinture de façade",
    moreInfo:
      "Une peinture de façade protège les murs contre la pluie et le gel, à condition que le support soit sain. Le peintre nettoie d'abord la façade, répare les fissures et le crépi abîmé, puis applique une peinture adaptée au support : brique, crépi ou béton.\n\n" +
      "Les travaux se font par temps sec et à une température suffisante, en général du printemps au début de l'automne. Prévoyez une marge dans votre planning : la pluie peut retarder le chantier.\n\n" +
      "Renseignez-vous auprès de votre commune avant les travaux. Changer la couleur d'une façade peut demander une autorisation, surtout dans un quartier protégé. Un échafaudage sur le trottoir exige en général une autorisation d'occupation de la voie publique, que le peintre peut demander pour vous.\n\n" +
      "Une façade en briques qui n'a jamais été peinte ne doit pas forcément l'être : un nettoyage et un traitement hydrofuge suffisent parfois. Le professionnel vous conseille.",
  },
  pruning: {
    moreInfoTitle: "Bon à savoir sur l'élagage",
    moreInfo:
      "Une taille régulière garde les arbres en bonne santé et évite que des branches tombent sur la maison, sur une voiture ou chez les voisins. Les grosses branches et les grands arbres demandent un élagueur équipé et assuré : ne prenez pas de risques avec une échelle et une tronçonneuse.\n\n" +
      "Évitez les grosses tailles pendant la nidification des oiseaux, du printemps au milieu de l'été. La fin de l'hiver convient à la plupart des arbres ; les haies se taillent en général une ou deux fois par an.\n\n" +
      "Abattre un arbre peut nécessiter un permis, selon la Région, la commune et la taille de l'arbre. Renseignez-vous auprès de votre commune avant de faire abattre.\n\n" +
      "Précisez dans votre demande si les déchets verts doivent être emportés ou broyés sur place, et si une machine peut accéder au jardin.",
  },
  gardening: {
    moreInfoTitle: "Bon à savoir sur l'entretien du jardin",
    moreInfo:
      "Un entretien régulier demande moins de travail que la remise en ordre d'un jardin laissé à l'abandon. Vous pouvez demander un passage ponctuel ou un entretien à intervalles réguliers pendant la saison.\n\n" +
      "Pour le désherbage, les Régions et de nombreuses communes limitent l'usage des pesticides chez les particuliers. Les jardiniers travaillent de plus en plus à la main, à la vapeur ou à la brosse.\n\n" +
      "Indiquez dans votre demande la surface approximative du jardin, les travaux souhaités et si les déchets verts doivent être emportés.",
  },
  "epc-certificate": {
    moreInfoTitle: "Bon à savoir sur le certificat PEB",
    moreInfo:
      "Le certificat PEB indique la performance énergétique d'une habitation. Il est obligatoire pour vendre ou mettre en location un logement, et le label doit figurer dans l'annonce. En Flandre, il s'appelle EPC.\n\n" +
      "Le certificateur agréé visite l'habitation et relève l'isolation, les châssis, le système de chauffage, la production d'eau chaude et la ventilation. Préparez les documents dont vous disposez : plans, factures de travaux d'isolation, fiche technique de la chaudière. Sans preuve, il doit retenir des valeurs par défaut prudentes, ce qui peut faire baisser le résultat.\n\n" +
      "Le certificat est valable 10 ans, tant que l'habitation n'est pas transformée en profondeur. Il contient aussi des recommandations pour améliorer votre logement.\n\n" +
      "En Flandre, l'acheteur d'une habitation au label E ou F doit la rénover dans les cinq ans qui suivent l'achat. Un bon certificat est donc aussi un atout pour vendre.",
  },
  "asbestos-certificate": {
    moreInfoTitle: "Bon à savoir sur l'amiante",
    moreInfo:
      "Une habitation construite avant 2001 peut contenir de l'amiante : plaques ondulées, ardoises en fibrociment, isolation de conduites, dalles de sol ou colles. De l'amiante en bon état et qu'on ne touche pas présente peu de risque. Le danger vient des fibres libérées quand on perce, ponce ou casse le matériau.\n\n" +
      "En Flandre, une attestation amiante est obligatoire lors de la vente d'une habitation construite avant 2001. À Bruxelles et en Wallonie, un inventaire est conseillé avant des travaux de rénovation ou de démolition, et il peut être exigé dans certains cas.\n\n" +
      "L'expert vous remet une attestation ou un rapport qui liste les matériaux, leur état et les mesures conseillées. Certains matériaux peuvent être retirés par un particulier en prenant des précautions ; d'autres doivent l'être par une entreprise spécialisée.\n\n" +
      "Ne retirez jamais vous-même un matériau suspect avant qu'il ait été analysé.",
  },
  "handyman-chores": {
    moreInfoTitle: "Bon à savoir sur les petits travaux",
    moreInfo:
      "Un homme à tout faire se charge des petits travaux qui ne demandent pas un corps de métier spécialisé : monter, fixer, régler, remplacer. Regroupez plusieurs petits travaux dans une même demande : vous gagnez du temps et souvent de l'argent.\n\n" +
      "Décrivez chaque tâche le plus précisément possible et ajoutez des photos si vous le pouvez : type de mur (brique, béton, plaque de plâtre), dimensions, matériel déjà acheté ou non.\n\n" +
      "Pour des travaux plus importants ou réglementés, comme une installation électrique, une conduite de gaz ou un travail en toiture, choisissez plutôt le service spécialisé correspondant.",
  },
  "other-finishing-work": {
    moreInfoTitle: "Comment se passe une demande pour d'autres travaux ?",
    moreInfo:
      "Vous ne trouvez pas le service qui correspond à votre projet ? Choisissez « Autres travaux » et décrivez-le en quelques phrases : ce qu'il faut faire, où, les dimensions approximatives et l'état actuel. Des photos aident beaucoup.\n\n" +
      "Votre demande n'est pas transmise automatiquement à un professionnel. Notre équipe la lit, détermine quel type de professionnel convient et vous répond dans les 24 heures.\n\n" +
      "Si un professionnel de notre réseau peut réaliser les travaux, il prend contact avec vous pour convenir d'une visite et établir un devis. Vous restez libre de l'accepter ou non.",
  },
};

export default catalogMoreInfo;
