/**
 * Hand-written word lists that keep the PERSON detector from masking ordinary words. Written for this
 * project (no external source). All entries are lower case; lookups lower-case the token first.
 */

const words = (list: string): ReadonlySet<string> => new Set(list.split(/\s+/).filter(Boolean));

/**
 * Given names that are also everyday words, months, places or brands in EN/DE/FR/IT. Such a name counts as
 * a given name only next to a title, a cue, or a surname from the gazetteer ("Frank Müller", not "Frank Markt").
 */
export const AMBIGUOUS_GIVEN_NAMES = words(`
mark will grant may june april august job frank rose paris bill forest faith hope joy grace summer autumn winter
dawn chance sky river angel rich guy art dean drew gene jack ray sterling lane chase hunter miles lance pat rob sue
don van young jean carol holly ivy lily daisy iris ruby amber crystal jade pearl robin sandy sunny star page major
prince king royal justice honor harmony melody destiny heaven genesis trinity london dallas houston austin brooklyn
chelsea sydney florence georgia virginia carolina madison jordan israel india asia china kenya denver alma ada elle
claire constance blanche marine vera gloria serena bella bianca rosa viola chiara felice franco ernst kai till falk
roman christian norman gay long victoria regina charlotte eugene santiago adelaide alexandria julia pascal wolf
leone primo santo italo amato fortunata luna stella morgan noel mercedes lourdes reed al ed max rod clay glen dale
wade
`);

/** Places that appear in grant applications; ordinary words for the PERSON detector, place words for addresses. */
const PLACE_LIST = `
zürich zurich bern berne basel genf genève geneva lausanne lugano luzern lucerne winterthur st gallen biel bienne
thun fribourg freiburg neuchâtel sion chur zug aarau schaffhausen baden olten solothurn bellinzona locarno berlin
munich münchen milan milano rome roma london new york boston california europe europa america asia africa
switzerland germany italy austria österreich
`;

export const PLACE_WORDS = words(PLACE_LIST);

/**
 * Capitalised words that are never part of a person's name: function words and sentence starters, months,
 * weekdays, common nouns of grant applications, places and organisation words in EN/DE/FR/IT.
 */
export const NON_NAME_WORDS = words(`
the a an and or but of in on at to for from by with without about after before during under over into onto this
that these those there here our we us you your they their them he she his her it its my me i is are was were be been
has have had do does did will would shall should can could may might must not no yes all any each every some many
most more less few other such same own new old first second third last next per via vs etc ie eg dear hi hello thanks
i'm i’m i'd i'll i've it's it’s that's what's let's don't can't won't isn't we're you're they're he's she's
thank regards best kind sincerely please contact name phone email mail address info tel fax mobile web website www date
born signature signed see note table figure fig section chapter page appendix annex total sum budget project projects
market research development innovation product products team partner partners company customer customers plan work
package milestone milestones deliverable deliverables risk risks cost costs funding grant application proposal goal
goals objective objectives result results summary abstract introduction conclusion background method methods approach
technology technologies platform prototype pilot study analysis data model system systems process phase stage year
years month months week weeks day days quarter today tomorrow yesterday version release patent patents license
university institute school faculty department laboratory lab center centre foundation agency office council
committee commission ministry federal national international swiss european global ceo cto cfo coo pi phd msc bsc
mba dr prof mr mrs ms miss sir madam professor doctor
january february march april may june july august september october november december monday tuesday wednesday
thursday friday saturday sunday
der die das ein eine einer eines einem einen und oder aber von vom zu zum zur im in am an auf aus bei mit nach seit
über unter vor für gegen ohne um durch als wie wenn dass weil ob auch noch nur schon sehr mehr wir ihr sie er es
ich du unser unsere ihre ihr sein seine dieser diese dieses jener alle jede jeder kein keine nicht herr frau herrn
liebe lieber sehr geehrte geehrter projekt projekte markt märkte forschung entwicklung meilenstein meilensteine
umsetzungspartner partner partnerin firma unternehmen kunde kunden produkt produkte lösung lösungen technologie
innovation ziel ziele ergebnis ergebnisse kosten budget antrag gesuch gesuchsteller arbeit arbeitspaket zeitplan plan
risiko risiken team gruppe leitung leiter leiterin projektleiter projektleiterin bericht studie analyse daten modell
system prozess phase jahr jahre monat monate woche tag quartal version anhang tabelle abbildung kapitel seite
zusammenfassung einleitung hintergrund methode methoden ansatz patent patente lizenz hochschule universität institut
schule fakultät departement labor zentrum stiftung verein gesellschaft bund kanton gemeinde stadt schweiz deutschland
schweizer schweizerische schweizerischer nationalfonds
januar februar märz mai juni juli oktober dezember montag dienstag mittwoch donnerstag freitag samstag sonntag
le la les un une des du de d l et ou mais dans sur sous pour par avec sans chez vers entre nous vous ils elles il
elle on notre nos votre vos leur leurs ce cet cette ces son sa ses mon ma mes tout tous toute toutes pas plus très
aussi madame monsieur mademoiselle cher chère projet projets marché recherche développement jalon jalons partenaire
entreprise société client clients produit produits solution solutions technologie objectif objectifs résultat
résultats coût coûts demande requérant équipe responsable direction rapport étude analyse données modèle système
processus phase année années mois semaine jour trimestre annexe tableau figure chapitre résumé introduction méthode
brevet licence université institut école faculté laboratoire centre fondation association confédération canton ville
suisse france
janvier février mars avril mai juin juillet août septembre octobre novembre décembre lundi mardi mercredi jeudi
vendredi samedi dimanche
il lo la i gli le un uno una e o ma di da in con su per tra fra del della dello dei degli delle al alla ai agli alle
nel nella nei negli nelle noi voi loro questo questa questi queste quello quella suo sua nostro nostra molto più anche
non signor signora signore gentile egregio caro cara progetto progetti mercato ricerca sviluppo tappa partner impresa
azienda cliente clienti prodotto prodotti soluzione soluzioni tecnologia obiettivo obiettivi risultato risultati
costo costi domanda richiedente squadra responsabile rapporto studio analisi dati modello sistema processo fase anno
anni mese mesi settimana giorno trimestre allegato tabella figura capitolo riassunto introduzione metodo brevetto
licenza università istituto scuola facoltà laboratorio centro fondazione associazione confederazione cantone città
svizzera italia
gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre lunedì martedì
mercoledì giovedì venerdì sabato domenica
${PLACE_LIST}
eth epfl empa psi innosuisse snf snsf wsi google microsoft apple amazon meta novartis roche nestlé abb ubs
`);

/** Words that turn a capitalised chain into an organisation or a place, never a person ("Paul Scherrer Institut"). */
export const ORGANISATION_WORDS = words(`
ag gmbh sa sàrl sarl srl spa inc ltd llc plc corp co kg ug gbr se nv bv oy ab as
universiteit universita universitat universitet hogeschool politecnico politecnica
university universität universitaet université università universidad hochschule fachhochschule polytechnic
institute institut istituto school école scuola college academy akademie académie accademia foundation stiftung
fondation fondazione hospital spital hôpital ospedale klinik clinic clinique center centre zentrum centro
laboratory laboratories labs lab labor laboratoire laboratorio group gruppe groupe gruppo bank banque banca
association verein verband society gesellschaft société società council rat conseil consiglio agency agentur agence
agenzia office amt bureau ufficio department departement département dipartimento ministry ministerium ministère
ministero committee komitee comité comitato commission kommission fund fonds fondo trust network netzwerk réseau
rete consortium konsortium partners partner technologies technology solutions systems software pharma
pharmaceuticals therapeutics biotech robotics analytics medical ventures capital holding holdings industries
international services consulting engineering energy station street strasse straße road avenue platz place square
prize award preis prix premio medal lecture law effect theorem equation principle algorithm syndrome disease
fellowship fellowships actions programme program programm grant grants scholarship chair professorship democrats
republicans party partei parti partito orchestra orchester orchestre band ensemble choir chor quartet quartett trio
associates sons brothers bros investments research insights transit
`);

