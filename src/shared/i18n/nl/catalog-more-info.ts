import type { CatalogMoreInfo } from "../catalog-more-info";

/**
 * NL: the "more info" title and text of each service (the service page's drawer), apart from
 * ./catalog-texts.ts so that a public page downloads them with the drawer only
 * (docs/product/seo.md, page weight). Part of the `catalog` section (./catalog.ts).
 */
const catalogMoreInfo: CatalogMoreInfo = {
  "gas-boiler-maintenance": {
    moreInfoTitle: "Goed om te weten over het onderhoud van een gasketel",
    moreInfo:
      "Een periodiek onderhoud van uw gasketel is in de drie gewesten verplicht. Wettelijk is dat om de twee of drie jaar, afhankelijk van het gewest, maar fabrikanten en chauffagisten raden een jaarlijks onderhoud aan.\n\n" +
      "Een goed afgestelde ketel verbruikt minder en stoot minder koolstofmonoxide uit, een geurloos en dodelijk gas. Bij het onderhoud ziet de technicus ook tijdig versleten onderdelen, nog voor de ketel midden in de winter uitvalt.\n\n" +
      "Het onderhoud moet gebeuren door een technicus die erkend is door het gewest. Na afloop krijgt u een attest: bewaar het bij de documenten van de ketel, want uw verzekeraar of verhuurder kan erom vragen.\n\n" +
      "Huurt u? Dan is het regelmatige onderhoud van de ketel in principe voor uw rekening: kijk na wat uw huurcontract bepaalt.\n\n" +
      "Tip: maak een afspraak in de lente of de zomer. Chauffagisten hebben dan meer tijd en uw verwarming staat uit.",
  },
  "oil-boiler-maintenance": {
    moreInfoTitle: "Goed om te weten over het onderhoud van een stookolieketel",
    moreInfo:
      "In de drie gewesten moet een stookolieketel elk jaar onderhouden worden door een erkende technicus. Stookolie vervuilt de ketel sneller dan gas: een jaarlijks onderhoud is dus ook een kwestie van rendement.\n\n" +
      "Tijdens het bezoek reinigt de technicus de ketel en de brander, vervangt hij slijtende onderdelen zoals de sproeier of de filter en stelt hij de verbranding af. U krijgt een attest dat u bijhoudt.\n\n" +
      "Het vegen van de schouw is een apart werk. Sommige chauffagisten doen het tijdens hetzelfde bezoek: vermeld het in uw aanvraag als u dat wenst.\n\n" +
      "Denk ook aan uw stookolietank: afhankelijk van de inhoud, de plaats en het gewest kan een periodieke keuring van de tank verplicht zijn. De technicus kan u raad geven.\n\n" +
      "Huurt u? Dan is het regelmatige onderhoud in principe voor uw rekening: kijk na wat uw huurcontract bepaalt.",
  },
  "central-heating-boiler": {
    moreInfoTitle: "Uw ketel herstellen of vervangen?",
    moreInfo:
      "Een ketel die in storing gaat, lawaai maakt of geen warm water meer geeft, moet niet altijd vervangen worden. De chauffagist stelt eerst een diagnose en zegt u of een herstelling nog zin heeft.\n\n" +
      "Na 15 tot 20 jaar is vervangen vaak interessanter. Een condensatieketel haalt ook warmte uit de rookgassen en verbruikt duidelijk minder dan een oud model.\n\n" +
      "De keuze hangt af van uw energiebron: gas, stookolie of een andere. De gewesten beperken steeds meer de plaatsing van nieuwe stookolieketels: de chauffagist zegt u wat bij u toegelaten is en of een warmtepomp een optie is.\n\n" +
      "In een privéwoning van meer dan 10 jaar oud geldt voor de vervanging in principe 6% btw, onder bepaalde voorwaarden. De offerte moet dat vermelden.\n\n" +
      "Na de plaatsing van een nieuwe ketel kan het gewest een oplevering of keuring vereisen: de chauffagist regelt dat of legt u uit wat u moet doen.",
  },
  radiators: {
    moreInfoTitle: "Goed om te weten over uw radiatoren",
    moreInfo:
      "Een radiator die boven koud en onder warm is, zit vaak vol lucht: soms volstaat het om hem te ontluchten en daarna de druk van de installatie bij te vullen. Blijven meerdere radiatoren lauw, dan is de kring misschien vervuild of slecht ingeregeld.\n\n" +
      "Bij het ontslibben verdwijnen het slib en de afzettingen die zich na jaren in leidingen en radiatoren ophopen. Het water circuleert beter en uw ketel of warmtepomp is beter beschermd.\n\n" +
      "Met thermostatische kranen regelt u de temperatuur per kamer. Zo verbruikt u minder zonder aan comfort in te boeten.\n\n" +
      "Stapt u over op een warmtepomp? Die werkt op lage temperatuur: uw huidige radiatoren moeten misschien vervangen worden door grotere modellen. De vakman controleert per kamer of het vermogen volstaat.",
  },
  "heat-pump": {
    moreInfoTitle: "Goed om te weten over een warmtepomp",
    moreInfo:
      "Een warmtepomp haalt warmte uit de buitenlucht, de bodem of het grondwater om uw woning en vaak ook uw sanitair water te verwarmen. Ze verbruikt elektriciteit, maar levert een veelvoud van die energie als warmte.\n\n" +
      "Een warmtepomp rendeert het best in een goed geïsoleerde woning, met vloerverwarming of lagetemperatuurradiatoren. De vakman kijkt eerst na of uw woning geschikt is en wat er eventueel aangepast moet worden.\n\n" +
      "De buitenunit maakt wat geluid: kies de plaats met oog voor de slaapkamers en de buren, en informeer bij uw gemeente welke regels gelden.\n\n" +
      "Er kunnen premies van het gewest bestaan, en sommige vereisen een gecertificeerde installateur. De voorwaarden veranderen regelmatig: kijk ze na bij uw gewest voor u de offerte ondertekent.\n\n" +
      "In een privéwoning van meer dan 10 jaar oud geldt voor de plaatsing in principe 6% btw, onder bepaalde voorwaarden.",
  },
  "airco-installation": {
    moreInfoTitle: "Goed om te weten voor u een airco laat plaatsen",
    moreInfo:
      "Een split-airco bestaat uit een binnenunit aan de muur of het plafond en een buitenunit, verbonden door leidingen met koelmiddel. Een omkeerbaar toestel kan in het tussenseizoen ook verwarmen.\n\n" +
      "Alleen gecertificeerde technici mogen met koelmiddelen werken. Vraag naar het certificaat van de vakman: het is een garantie op een correcte plaatsing en vaak een voorwaarde voor de fabrieksgarantie.\n\n" +
      "De plaats van de buitenunit is belangrijk: geluid, afvoer van het condenswater, bereikbaarheid voor het onderhoud. Voor een buitenunit op een gevel die zichtbaar is vanaf de straat kan een vergunning nodig zijn: informeer bij uw gemeente.\n\n" +
      "Denk voor u een airco laat plaatsen ook aan eenvoudige oplossingen: buitenzonwering, dakisolatie, 's nachts verluchten. Ze verlagen het nodige vermogen en uw elektriciteitsfactuur.",
  },
  "airco-maintenance": {
    moreInfoTitle: "Goed om te weten over het onderhoud van een airco",
    moreInfo:
      "Vuile filters en een vervuilde warmtewisselaar verlagen het rendement en kunnen geurtjes, stof en bacteriën in de kamer verspreiden. Een onderhoud door een vakman eens per jaar is aangeraden, bij voorkeur voor de zomer.\n\n" +
      "Tussen twee beurten kunt u de filters van de binnenunit zelf afstoffen, volgens de handleiding. Het koelcircuit laat u over aan een gecertificeerde technicus.\n\n" +
      "Afhankelijk van de hoeveelheid koelmiddel kan een periodieke lekcontrole verplicht zijn. De technicus zegt u wat voor uw toestel geldt en noteert zijn tussenkomsten.\n\n" +
      "Een toestel dat bevriest, binnen druppelt of niet meer genoeg koelt, laat u best snel nakijken: een koelmiddellek beschadigt de compressor.",
  },
  pipes: {
    moreInfoTitle: "Goed om te weten over uw leidingen",
    moreInfo:
      "In oudere woningen liggen soms nog loden waterleidingen. De waterbedrijven raden aan ze te vervangen: lood kan in het kraantjeswater terechtkomen.\n\n" +
      "Een lek in een muur of onder een vloer is niet altijd zichtbaar. Een abnormaal hoge waterfactuur of een watermeter die draait terwijl alle kranen dicht zijn, zijn duidelijke aanwijzingen. Sluit bij een groot lek de hoofdkraan aan de watermeter.\n\n" +
      "Werken aan gas zijn voorbehouden aan een gekwalificeerde vakman, en een nieuwe gasinstallatie moet gekeurd worden door een erkend organisme voor ze in gebruik wordt genomen. Ruikt u gas? Verlaat de woning en bel de storingsdienst van uw netbeheerder of 112: wacht niet op een offerte.\n\n" +
      "Bescherm in de winter de leidingen in een garage, een kelder of een kruipruimte: een bevroren leiding kan barsten.",
  },
  sanitary: {
    moreInfoTitle: "Goed om te weten over uw sanitair",
    moreInfo:
      "Een spoelbak die blijft doorlopen, kan duizenden liters water per jaar verspillen. Een eenvoudige herstelling, vaak aan het mechanisme of de vlotter, is snel terugverdiend.\n\n" +
      "Gaat u renoveren? Een bad vervangen door een inloopdouche of overschakelen op een hangtoilet vraagt aanpassingen aan de afvoer en soms aan de muren. De loodgieter kijkt na wat bij u mogelijk is voor hij een offerte maakt.\n\n" +
      "In een badkamer zijn de waterdichting onder de tegels en de staat van de voegen even belangrijk als de toestellen: beschadigde voegen laten water door naar de vloer of de ruimte eronder.\n\n" +
      "In een privéwoning van meer dan 10 jaar oud geldt voor deze renovatiewerken in principe 6% btw, onder bepaalde voorwaarden.",
  },
  "septic-tank": {
    moreInfoTitle: "Goed om te weten over uw septische put",
    moreInfo:
      "Een septische put houdt de vaste stoffen uit het afvalwater tegen. Het slib stapelt zich op de bodem op: de put moet regelmatig geledigd worden, meestal om de twee tot vier jaar, afhankelijk van de grootte van de put en het aantal bewoners.\n\n" +
      "Een te volle put merkt u aan geurhinder, een trage afvoer of water dat in het inspectieputje blijft staan. Zonder lediging komt het slib in de infiltratieput of de zuiveringsinstallatie terecht en raakt die verstopt.\n\n" +
      "Laat de put ledigen door een erkende ruimer, die het slib naar een waterzuiveringsstation brengt. Bewaar het attest of de factuur: daar kan naar gevraagd worden.\n\n" +
      "De regels voor afvalwater hangen af van het gewest en van de zone waarin uw woning ligt: aansluiting op de riolering, een septische put of een individuele behandelingsinstallatie (IBA). De vakman zegt u wat bij u geldt.",
  },
  blockages: {
    moreInfoTitle: "Goed om te weten over ontstoppingen",
    moreInfo:
      "Frituur- en kookvet, haren, vochtige doekjes en kalk zijn de meest voorkomende oorzaken van een verstopte afvoer. Vochtige doekjes, ook de zogenaamd afbreekbare, horen nooit in de wc.\n\n" +
      "Vermijd agressieve chemische ontstoppers: ze beschadigen de leidingen en zijn gevaarlijk voor de vakman die daarna moet ingrijpen. Voor een eenvoudige verstopping volstaat soms een plopper.\n\n" +
      "Zijn meerdere afvoeren tegelijk verstopt of komt het water op in de douche of de kelder, dan zit het probleem verder in de leiding of in de riolering. De vakman gebruikt dan een ontstoppingsveer of een hogedrukreiniging.\n\n" +
      "Komt het probleem terug, dan toont een camera-inspectie de staat van de leiding: wortels, een verzakking, een gebroken buis. Zo weet u of er beter hersteld wordt dan nog eens ontstopt.",
  },
  moisture: {
    moreInfoTitle: "Goed om te weten over vocht",
    moreInfo:
      "Een vochtige muur heeft niet altijd dezelfde oorzaak. Water kan via de muren uit de grond opstijgen (opstijgend vocht), binnendringen via de gevel, het dak of een overlopende dakgoot (insijpelend water), of uit de binnenlucht komen en neerslaan op koude oppervlakken (condensatie).\n\n" +
      "Elke oorzaak vraagt een andere aanpak. Een injectie helpt niet tegen condensatie, en betere verluchting lost geen insijpeling op. Een diagnose ter plaatse is dus de eerste stap: de specialist meet het vocht en zoekt waar het vandaan komt.\n\n" +
      "Condensatie komt vaak door onvoldoende verluchting, zeker na het vervangen van de ramen. Verlucht elke dag, stop de verluchtingsroosters niet dicht en droog de was buiten als dat kan.\n\n" +
      "Pak het vocht aan voor u opnieuw schildert of plafonneert, anders komen vlekken en schimmel terug. Schimmel is niet alleen lelijk, hij is ook slecht voor uw gezondheid.",
  },
  leak: {
    moreInfoTitle: "Goed om te weten bij een lek",
    moreInfo:
      "Een vlek op het plafond, een waterfactuur die stijgt, een verwarmingsdruk die zonder reden daalt: allemaal tekenen van een lek. Om het na te gaan, sluit u alle kranen en kijkt u of de watermeter blijft draaien.\n\n" +
      "Bij een groot lek sluit u de hoofdkraan aan de watermeter en schakelt u de elektriciteit uit in de ruimtes waar water binnenkomt.\n\n" +
      "Met lekdetectie zonder breekwerk vindt de vakman de juiste plaats voor hij een muur of vloer opent. Zo wordt er niet op goed geluk gekapt en blijven de herstellingswerken beperkt.\n\n" +
      "Waterschade is vaak gedekt door de brandverzekering, en sommige polissen dekken ook de kosten van de lekdetectie. Neem foto's, bewaar de facturen en geef de schade zo snel mogelijk aan bij uw verzekeraar.",
  },
  parquet: {
    moreInfoTitle: "Goed om te weten over parket",
    moreInfo:
      "Massief parket kan tijdens zijn levensduur meerdere keren geschuurd worden; samengesteld parket één tot drie keer, afhankelijk van de dikte van de toplaag. Laminaat kan niet geschuurd worden: dat vervangt u.\n\n" +
      "Vernis vormt een harde beschermlaag die makkelijk te onderhouden is. Olie geeft een natuurlijker uitzicht en is plaatselijk makkelijker te herstellen, maar vraagt regelmatig onderhoud.\n\n" +
      "Voor het leggen moet de ondergrond droog, vlak en proper zijn. Op een nieuwe chape of bij vloerverwarming meet de parketteur het vocht en kiest hij een geschikt parket en een geschikte lijm.\n\n" +
      "Houd er rekening mee dat de kamers leeg moeten zijn: na het schuren en vernissen kunt u de vloer enkele dagen niet gebruiken.",
  },
  "floor-tiles": {
    moreInfoTitle: "Goed om te weten over tegelwerk",
    moreInfo:
      "Mooi tegelwerk begint bij een goede ondergrond. De tegelzetter controleert of de vloer of de muur vlak en stabiel is en bereidt hem zo nodig voor: egaliseren, een nieuwe chape of een waterdichting in vochtige ruimtes.\n\n" +
      "Grote formaten zijn populair, maar vragen een perfect vlakke ondergrond en meer werk. Het formaat, het legpatroon en het aantal zaagsneden bepalen mee de prijs per vierkante meter.\n\n" +
      "Reken op 5 tot 10% extra tegels voor zaagwerk en breuk, en bewaar enkele tegels voor een latere herstelling.\n\n" +
      "In een inloopdouche is een waterdichting onder de tegels onmisbaar: de voegen alleen zijn niet waterdicht.",
  },
  "painting-furnishing": {
    moreInfoTitle: "Goed om te weten over schilderwerken",
    moreInfo:
      "Het voorbereidende werk bepaalt de helft van het resultaat. Barsten, gaatjes van pluggen en afbladderende verflagen moeten behandeld worden voor er geschilderd wordt. Daarom vraagt de schilder naar de staat van uw muren: hij houdt er rekening mee in zijn offerte.\n\n" +
      "Op nieuw pleisterwerk is een grondlaag onmisbaar. Op een muur die al geschilderd is, zijn meestal twee afwerkingslagen nodig voor een egaal resultaat.\n\n" +
      "Bij behangwerk wordt het oude behang in principe verwijderd en de muur geëffend. Vliesbehang is makkelijker te plaatsen en later te verwijderen.\n\n" +
      "Voor een scheidingswand of een vals plafond vermeldt u in uw aanvraag best de ruimte en de afmetingen bij benadering: zo kan de vakman zijn bezoek beter voorbereiden.",
  },
  "electrical-installation": {
    moreInfoTitle: "Goed om te weten over uw elektrische installatie",
    moreInfo:
      "In België moet een elektrische installatie voldoen aan het Algemeen Reglement op de Elektrische Installaties (AREI). Een nieuwe of grondig gewijzigde installatie moet gekeurd worden door een erkend organisme, en ook bij de verkoop van een woning is een keuring verplicht.\n\n" +
      "De keuring gebeurt niet door de elektricien, maar door een erkend keuringsorganisme. De elektricien brengt de installatie in orde, maakt het verplichte eendraadschema en situatieschema op en lost de gebreken uit het keuringsverslag op.\n\n" +
      "Btw: voor elektriciteitswerken in een nieuwbouwwoning geldt 21%. Voor de renovatie van een privéwoning van meer dan 10 jaar oud geldt in principe het verlaagde tarief van 6%, ook voor vast ingebouwde uitrusting zoals de zekeringkast, stopcontacten of inbouwspots, onder bepaalde voorwaarden. Daarom vragen we hoe oud uw woning is.\n\n" +
      "Een zekering die vaak uitslaat of een stopcontact dat warm wordt, is nooit onschuldig: laat de installatie meteen nakijken.",
  },
  "home-automation": {
    moreInfoTitle: "Goed om te weten over domotica",
    moreInfo:
      "Domotica verbindt verlichting, rolluiken, verwarming of alarm met een centrale bediening. U stelt scenario's in, bijvoorbeeld alles uit en de rolluiken dicht wanneer u vertrekt, en u bedient uw woning met uw gsm.\n\n" +
      "In nieuwbouw of bij een grondige renovatie is een bedraad systeem het betrouwbaarst. In een bewoonde woning vermijden draadloze modules dat er muren open moeten.\n\n" +
      "Kies een gangbaar en open systeem, dat ook andere elektriciens later kunnen onderhouden of uitbreiden. Vraag dat u de programmatie en de toegangscodes krijgt.\n\n" +
      "Domotica maakt deel uit van de elektrische installatie en moet voldoen aan het AREI. In een privéwoning van meer dan 10 jaar oud geldt in principe 6% btw, onder bepaalde voorwaarden.",
  },
  "alarm-system": {
    moreInfoTitle: "Goed om te weten over alarmsystemen",
    moreInfo:
      "In België mogen alleen bedrijven die erkend zijn door de FOD Binnenlandse Zaken een alarmsysteem tegen inbraak plaatsen en onderhouden. Vraag naar het erkenningsnummer van de vakman voor u tekent.\n\n" +
      "Uw alarmsysteem moet u gratis aangeven bij de politie, via Police-on-web. Doe dat zodra het systeem in werking is.\n\n" +
      "Een goed systeem begint met een analyse van de woning: bereikbare deuren en ramen, doorgangsruimtes, huisdieren. De detectoren worden daarop afgestemd, om vals alarm te vermijden.\n\n" +
      "Regelmatig onderhoud, meestal eens per jaar, zorgt ervoor dat detectoren, sirene en noodbatterij werken. Sommige verzekeraars houden daar rekening mee: kijk uw woningverzekering na.",
  },
  "gutter-cleaning": {
    moreInfoTitle: "Goed om te weten over het reinigen van dakgoten",
    moreInfo:
      "Een jaarlijkse reiniging van de dakgoten is aangeraden, bij voorkeur in het late najaar, wanneer de bomen hun bladeren kwijt zijn. Staan er grote bomen dicht bij de woning, dan is een tweede beurt in de lente nuttig.\n\n" +
      "Een verstopte dakgoot loopt over langs de gevel. Het water dringt dan in de muren, beschadigt de kroonlijst en het houtwerk en kan binnen vochtproblemen veroorzaken. In de winter bevriest stilstaand water en vervormt het de goot.\n\n" +
      "Werken op hoogte is gevaarlijk: laat het over aan een uitgeruste vakman, die meteen ook de staat van de dakgoten en regenpijpen controleert.\n\n" +
      "Stelt de vakman grotere schade vast, bijvoorbeeld een lekke zinken goot of een rotte kroonlijst, dan meldt hij u dat en krijgt u een aparte offerte.",
  },
  "chimney-sweeping": {
    moreInfoTitle: "Goed om te weten over het vegen van uw schouw",
    moreInfo:
      "Een vervuild rookkanaal trekt slecht en kan vuur vatten. Roet en afzettingen kunnen ook de afvoer van de rookgassen belemmeren, waardoor koolstofmonoxide (CO) in huis kan terechtkomen.\n\n" +
      "Een jaarlijkse veegbeurt is aangeraden en wordt vaak geëist door uw brandverzekering, zeker voor een houtkachel of een open haard. Voor sommige toestellen, bijvoorbeeld op gas, kan een veegbeurt om de twee jaar volstaan. De regels verschillen tussen Brussel, Wallonië en Vlaanderen en volgens de brandstof: kijk na wat bij u geldt en wat uw polis bepaalt.\n\n" +
      "Na afloop krijgt u van de schoorsteenveger een attest. Bewaar het goed: na een brand kan uw verzekeraar erom vragen.\n\n" +
      "Het beste moment is voor het stookseizoen, op het einde van de zomer of in het begin van de herfst. Dan kijkt de schoorsteenveger meteen ook na of er geen vogelnest in het rookkanaal zit.",
  },
  "facade-painting": {
    moreInfoTitle: "Goed om te weten over gevelschilderwerk",
    moreInfo:
      "Gevelverf beschermt de muren tegen regen en vorst, op voorwaarde dat de ondergrond gezond is. De schilder reinigt eerst de gevel, herstelt barsten en beschadigde crepi en brengt dan een verf aan die past bij de ondergrond: baksteen, crepi of beton.\n\n" +
      "De werken gebeuren bij droog weer en voldoende hoge temperaturen, meestal van de lente tot het begin van de herfst. Houd wat marge in uw planning: regen kan de werf vertragen.\n\n" +
      "Informeer voor de werken bij uw gemeente. Voor een andere gevelkleur kan een vergunning nodig zijn, zeker in een beschermd straatbeeld. Een stelling op het voetpad vraagt meestal een toelating voor de inname van het openbaar domein, die de schilder voor u kan aanvragen.\n\n" +
      "Een bakstenen gevel die nooit geschilderd werd, moet dat niet per se worden: soms volstaan een reiniging en een waterafstotende behandeling. De vakman geeft u advies.",
  },
  pruning: {
    moreInfoTitle: "Goed om te weten over snoeiwerken",
    moreInfo:
      "Regelmatig snoeien houdt bomen gezond en voorkomt dat takken op het huis, een auto of bij de buren vallen. Zware takken en hoge bomen vragen een uitgeruste en verzekerde boomverzorger: neem geen risico met een ladder en een kettingzaag.\n\n" +
      "Vermijd zware snoei tijdens het broedseizoen, van de lente tot midden in de zomer. Het einde van de winter is voor de meeste bomen een goed moment; hagen snoeit u meestal een- of tweemaal per jaar.\n\n" +
      "Voor het vellen van een boom kan een vergunning nodig zijn, afhankelijk van het gewest, de gemeente en de grootte van de boom. Informeer bij uw gemeente voor u een boom laat vellen.\n\n" +
      "Vermeld in uw aanvraag of het snoeiafval afgevoerd of ter plaatse gehakseld moet worden, en of de tuin bereikbaar is voor een machine.",
  },
  gardening: {
    moreInfoTitle: "Goed om te weten over tuinonderhoud",
    moreInfo:
      "Regelmatig onderhoud vraagt minder werk dan een verwaarloosde tuin weer op orde brengen. U kunt een eenmalige beurt vragen of een onderhoud op vaste tijdstippen tijdens het seizoen.\n\n" +
      "Voor onkruidbestrijding beperken de gewesten en veel gemeenten het gebruik van pesticiden door particulieren. Tuinmannen werken steeds vaker met de hand, met stoom of met een borstel.\n\n" +
      "Vermeld in uw aanvraag de geschatte oppervlakte van de tuin, de gewenste werken en of het groenafval afgevoerd moet worden.",
  },
  "epc-certificate": {
    moreInfoTitle: "Goed om te weten over het EPC",
    moreInfo:
      "Het energieprestatiecertificaat (EPC) toont hoe energiezuinig een woning is. Het is verplicht wanneer u een woning verkoopt of verhuurt, en het label moet in de advertentie staan. In Brussel heet het EPB-certificaat, in Wallonië ‘certificat PEB’.\n\n" +
      "De erkende energiedeskundige bezoekt de woning en noteert de isolatie, de ramen, het verwarmingssysteem, de warmwaterproductie en de ventilatie. Leg de documenten klaar die u hebt: plannen, facturen van isolatiewerken, de technische fiche van de ketel. Zonder bewijs moet hij uitgaan van voorzichtige standaardwaarden, wat de score kan verlagen.\n\n" +
      "Het certificaat is 10 jaar geldig, zolang de woning niet grondig verbouwd wordt. Het bevat ook aanbevelingen om uw woning energiezuiniger te maken.\n\n" +
      "In Vlaanderen moet wie een woning met label E of F koopt, ze binnen vijf jaar na de aankoop renoveren. Een goed EPC is dus ook een troef bij de verkoop.",
  },
  "asbestos-certificate": {
    moreInfoTitle: "Goed om te weten over asbest",
    moreInfo:
      "Een woning die gebouwd is vóór 2001 kan asbest bevatten: golfplaten, leien in vezelcement, isolatie rond leidingen, vloertegels of lijmen. Asbest in goede staat dat niet aangeraakt wordt, houdt weinig risico in. Het gevaar komt van de vezels die vrijkomen wanneer u boort, schuurt of breekt.\n\n" +
      "In Vlaanderen is een asbestattest verplicht bij de verkoop van een woning die gebouwd is vóór 2001. In Brussel en Wallonië is een asbestinventaris aangeraden voor renovatie- of afbraakwerken, en in bepaalde gevallen kan hij verplicht zijn.\n\n" +
      "De deskundige bezorgt u een attest of verslag met de lijst van de materialen, hun toestand en de aanbevolen maatregelen. Sommige materialen mag u als particulier zelf verwijderen met de nodige voorzorgen, andere moeten door een gespecialiseerd bedrijf verwijderd worden.\n\n" +
      "Verwijder nooit zelf een verdacht materiaal voor het geanalyseerd is.",
  },
  "handyman-chores": {
    moreInfoTitle: "Goed om te weten over klusjes",
    moreInfo:
      "Een klusjesman neemt de kleine werken voor zijn rekening waarvoor u geen gespecialiseerde vakman nodig hebt: monteren, ophangen, afstellen, vervangen. Bundel meerdere klusjes in één aanvraag: dat bespaart tijd en vaak ook geld.\n\n" +
      "Beschrijf elke klus zo precies mogelijk en voeg indien mogelijk foto's toe: het soort muur (baksteen, beton, gipsplaat), de afmetingen en of het materiaal al gekocht is.\n\n" +
      "Voor grotere of gereglementeerde werken, zoals een elektrische installatie, een gasleiding of werk op het dak, kiest u beter de overeenkomstige gespecialiseerde dienst.",
  },
  "other-finishing-work": {
    moreInfoTitle: "Hoe verloopt een aanvraag voor andere werken?",
    moreInfo:
      "Vindt u geen dienst die bij uw project past? Kies ‘Andere werken’ en beschrijf het in enkele zinnen: wat er moet gebeuren, waar, de afmetingen bij benadering en de huidige toestand. Foto's helpen veel.\n\n" +
      "Uw aanvraag gaat niet automatisch naar een vakman. Ons team leest ze, bekijkt welk soort vakman geschikt is en antwoordt u binnen 24 uur.\n\n" +
      "Kan een vakman uit ons netwerk de werken uitvoeren, dan neemt hij contact met u op voor een bezoek en een offerte. U bent vrij om die al dan niet te aanvaarden.",
  },
};

export default catalogMoreInfo;
