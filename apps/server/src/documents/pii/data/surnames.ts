/**
 * Surnames for the PERSON detector, compiled from public name statistics. Blocks are frequency-ranked where
 * the source is ranked; duplicates are removed when the set is built.
 *
 * Sources and licences:
 * - US Census Bureau 2010, "Frequently Occurring Surnames" (Names_2010Census.csv, top ~1000 by count):
 *   public domain (US federal government work). https://www.census.gov/topics/population/genealogy/data/2010_surnames.html
 * - Most frequent surnames in Switzerland by language region (Tages-Anzeiger data blog, from Swiss
 *   registry data), as compiled in FakerPHP/Faker `de_CH`, `fr_CH`, `it_CH` Person providers (MIT licence,
 *   Copyright (c) 2011 François Zaninotto and contributors).
 * - German surnames, de.wiktionary "Liste der häufigsten Nachnamen Deutschlands", as compiled in
 *   FakerPHP/Faker `de_DE` (MIT licence).
 * - French (frequency-ranked) and Italian (frequency-ranked) surnames from FakerPHP/Faker `fr_FR` and
 *   `it_IT` (MIT licence).
 *
 * Many surnames are everyday words (Koch, Wolf, Price, Costa…). A surname alone is never reported: the detector
 * needs a given name, a title or a cue next to it.
 */
const US = `Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez Gonzalez Wilson
Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson White Harris Sanchez Clark Ramirez Lewis Robinson Walker
Young Allen King Wright Scott Torres Nguyen Hill Flores Green Adams Nelson Baker Hall Rivera Campbell Mitchell Carter
Roberts Gomez Phillips Evans Turner Diaz Parker Cruz Edwards Collins Reyes Stewart Morris Morales Murphy Cook Rogers
Gutierrez Ortiz Morgan Cooper Peterson Bailey Reed Kelly Howard Ramos Kim Cox Ward Richardson Watson Brooks Chavez
Wood James Bennett Gray Mendoza Ruiz Hughes Price Alvarez Castillo Sanders Patel Myers Long Ross Foster Jimenez Powell
Jenkins Perry Russell Sullivan Bell Coleman Butler Henderson Barnes Gonzales Fisher Vasquez Simmons Romero Jordan
Patterson Alexander Hamilton Graham Reynolds Griffin Wallace Moreno West Cole Hayes Bryant Herrera Gibson Ellis Tran
Medina Aguilar Stevens Murray Ford Castro Marshall Owens Harrison Fernandez McDonald Woods Washington Kennedy Wells
Vargas Henry Chen Freeman Webb Tucker Guzman Burns Crawford Olson Simpson Porter Hunter Gordon Mendez Silva Shaw Snyder
Mason Dixon Munoz Hunt Hicks Holmes Palmer Wagner Black Robertson Boyd Rose Stone Salazar Fox Warren Mills Meyer Rice
Schmidt Garza Daniels Ferguson Nichols Stephens Soto Weaver Ryan Gardner Payne Grant Dunn Kelley Spencer Hawkins
Arnold Pierce Vazquez Hansen Peters Santos Hart Bradley Knight Elliott Cunningham Duncan Armstrong Hudson Carroll Lane
Riley Andrews Alvarado Ray Delgado Berry Perkins Hoffman Johnston Matthews Pena Richards Contreras Willis Carpenter
Lawrence Sandoval Guerrero George Chapman Rios Estrada Ortega Watkins Greene Nunez Wheeler Valdez Harper Burke Larson
Santiago Maldonado Morrison Franklin Carlson Austin Dominguez Carr Lawson Jacobs O'Brien Lynch Singh Vega Bishop
Montgomery Oliver Jensen Harvey Williamson Gilbert Dean Sims Espinoza Howell Li Wong Reid Hanson Le McCoy Garrett
Burton Fuller Wang Weber Welch Rojas Lucas Marquez Fields Park Yang Little Banks Padilla Day Walsh Bowman Schultz Luna
Fowler Mejia Davidson Acosta Brewer May Holland Juarez Newman Pearson Curtis Cortez Douglas Schneider Joseph Barrett
Navarro Figueroa Keller Avila Wade Molina Stanley Hopkins Campos Barnett Bates Chambers Caldwell Beck Lambert Miranda
Byrd Craig Ayala Lowe Frazier Powers Neal Leonard Gregory Carrillo Sutton Fleming Rhodes Shelton Schwartz Norris
Jennings Watts Duran Walters Cohen McDaniel Moran Parks Steele Vaughn Becker Holt DeLeon Barker Terry Hale Leon Hail
Benson Haynes Horton Miles Lyons Pham Graves Bush Thornton Wolfe Warner Cabrera McKinney Mann Zimmerman Dawson Lara
Fletcher Page McCarthy Love Robles Cervantes Solis Erickson Reeves Chang Klein Salinas Fuentes Baldwin Daniel Simon
Velasquez Hardy Higgins Aguirre Lin Cummings Chandler Sharp Barber Bowen Ochoa Dennis Robbins Liu Ramsey Francis
Griffith Paul Blair O'Connor Cardenas Pacheco Cross Calderon Quinn Moss Swanson Chan Rivas Khan Rodgers Serrano
Fitzgerald Rosales Stevenson Christensen Manning Gill Curry McLaughlin Harmon McGee Gross Doyle Garner Newton Burgess
Reese Walton Blake Trujillo Adkins Brady Goodman Roman Webster Goodwin Fischer Huang Potter Delacruz Montoya Todd Wu
Hines Mullins Castaneda Malone Cannon Tate Mack Sherman Hubbard Hodges Zhang Guerra Wolf Valencia Saunders Franco Rowe
Gallagher Farmer Hammond Hampton Townsend Ingram Wise Gallegos Clarke Barton Schroeder Maxwell Waters Logan Camacho
Strickland Norman Person Colon Parsons Frank Harrington Glover Osborne Buchanan Casey Floyd Patton Ibarra Ball Tyler
Suarez Bowers Orozco Salas Cobb Gibbs Andrade Bauer Conner Moody Escobar McGuire Lloyd Mueller Hartman French Kramer
McBride Pope Lindsey Velazquez Norton McCormick Sparks Flynn Yates Hogan Marsh Macias Villanueva Zamora Pratt Stokes
Owen Ballard Lang Brock Villarreal Charles Drake Barrera Cain Patrick Pineda Burnett Mercado Santana Shepherd Bautista
Ali Shaffer Lamb Trevino McKenzie Hess Beil Olsen Cochran Morton Nash Wilkins Petersen Briggs Shah Roth Nicholson
Holloway Lozano Rangel Flowers Hoover Short Arias Mora Valenzuela Bryan Meyers Weiss Underwood Bass Greer Summers
Houston Carson Morrow Clayton Whitaker Decker Yoder Collier Zuniga Carey Wilcox Melendez Poole Roberson Larsen Conley
Davenport Copeland Massey Lam Huff Rocha Cameron Jefferson Hood Monroe Anthony Pittman Huynh Randall Singleton Kirk
Combs Mathis Christian Skinner Bradford Richard Galvan Wall Boone Kirby Wilkinson Bridges Bruce Atkinson Velez Meza
Roy Vincent York Hodge Villa Abbott Allison Tapia Gates Chase Sosa Sweeney Farrell Wyatt Dalton Horn Barron Phelps Yu
Dickerson Heath Foley Atkins Mathews Bonilla Acevedo Benitez Zavala Hensley Glenn Cisneros Harrell Shields Rubio
Huffman Choi Boyer Garrison Arroyo Bond Kane Hancock Callahan Dillon Cline Wiggins Grimes Arellano Melton O'Neill
Savage Ho Beltran Pitts Parrish Ponce Rich Booth Koch Golden Ware Brennan McDowell Marks Cantu Humphrey Baxter Sawyer
Clay Tanner Hutchinson Kaur Berg Wiley Gilmore Russo Villegas Hobbs Keith Wilkerson Ahmed Beard McClain Montes Mata
Rosario Vang Walter Henson O'Neal Mosley McClure Beasley Stephenson Snow Huerta Preston Vance Barry Johns Eaton
Blackwell Dyer Prince MacDonald Solomon Guevara Stafford English Hurst Woodard Cortes Shannon Kemp Nolan McCullough
Merritt Murillo Moon Salgado Strong Kline Cordova Barajas Roach Rosas Winters Jacobson Lester Knox Bullock Kerr Leach
Meadows Orr Davila Whitehead Pruitt Kent Conway McKee Barr David Dejesus Marin Berger McIntyre Blankenship Gaines
Palacios Cuevas Bartlett Durham Dorsey McCall O'Donnell Stein Browning Stout Lowery Sloan McLean Hendricks Calhoun
Sexton Chung Gentry Hull Duarte Ellison Nielsen Gillespie Buck Middleton Sellers Leblanc Esparza Hardin Bradshaw
McIntosh Howe Livingston Frost Glass Morse Knapp Herman Stark Bravo Noble Spears Weeks Corona Frederick Buckley
McFarland Hebert Enriquez Hickman Quintero Randolph Schaefer Walls Trejo House Reilly Pennington Michael Conrad Giles
Benjamin Crosby Fitzpatrick Donovan Mays Mahoney Valentine Raymond Medrano Hahn McMillan Small Bentley Felix Peck
Lucero Boyle Hanna Pace Rush Hurley Harding McConnell Bernal Nava Ayers Everett Ventura Avery Pugh Mayer Bender
Shepard McMahon Landry Case Sampson Moses Magana Blackburn Dunlap Gould Duffy Vaughan Herring McKay Espinosa Rivers
Farley Bernard Ashley Friedman Potts Truong Costa Correa Blevins Nixon Clements Fry Delarosa Best Benton Lugo Portillo
Dougherty Crane Haley Phan Villalobos Blanchard Horne Finley Quintana Lynn Esquivel Bean Dodson Mullen Xiong Hayden
Cano Levy Huber Richmond Moyer Lim Frye Sheppard McCarty Avalos Booker Waller Parra Woodward Jaramillo Krueger
Rasmussen Brandt Peralta Donaldson Stuart Faulkner Maynard Galindo Coffey Estes Sanford Burch Maddox Vo O'Connell Vu
Andersen Spence McPherson Church Schmitt Stanton Leal Cherry Compton Dudley Sierra Pollard Alfaro Hester Proctor Lu
Hinton Novak Good Madden McCann Terrell Jarvis Dickson Reyna Cantrell Mayo Branch Hendrix Rollins Rowland Whitney Duke
Odom Daugherty Travis Tang`;

const SWISS = `Achermann Ackermann Aeschlimann Ammann Arnold Bachmann Baumann Baumgartner Beck Benz Berger Betschart Bieri
Bischof Blaser Blum Bolliger Bosshard Brunner Bucher Burri Bärtschi Bösch Bühler Bühlmann Bürgi Bürki Christen Eberle
Egger Egli Eichenberger Erni Eugster Fankhauser Fehr Fischer Flury Flückiger Frei Frey Friedli Frischknecht Fuchs
Furrer Fässler Gasser Gerber Giger Gisler Gloor Graber Graf Grob Gut Haas Haller Hartmann Hasler Hauser Heiniger Herzog
Hess Hofer Hofmann Hofstetter Hostettler Huber Hug Hunziker Häfliger Hänni Hürlimann Imhof Iten Jenni Jost Jäggi
Kaiser Kaufmann Keller Kessler Knecht Koch Kohler Koller Krebs Kuhn Kunz Kuster Kälin Käser Küng Lang Lanz Lehmann
Leuenberger Liechti Locher Lutz Lüscher Lüthi Marti Marty Mathis Mathys Maurer Meier Meister Merz Mettler Meyer Michel
Moser Mäder Müller Niederberger Nussbaumer Näf Odermatt Ott Peter Pfister Portmann Probst Reber Rohner Rohrer Roth
Röthlisberger Rüegg Schaub Scheidegger Schenk Scherrer Schmid Schmidt Schneider Schnyder Schuler Schumacher Schwab
Schwarz Schweizer Schär Schärer Schüpbach Schütz Seiler Senn Sieber Siegenthaler Siegrist Sigrist Sommer Stadelmann
Stalder Staub Steffen Steiger Steiner Steinmann Stettler Stocker Stucki Studer Stutz Stöckli Suter Sutter Tanner
Tobler Trachsel Ulrich Vogel Vogt Wagner Walker Walser Weber Wehrli Weibel Weiss Wenger Wicki Widmer Willi Wirth Wirz
Wittwer Wolf Wyss Wüthrich Zaugg Zbinden Zehnder Ziegler Zimmermann Zwahlen Zürcher
Aebischer Aeby Andrey Aubert Aubry Baechler Baeriswyl Barbey Barras Bernard Berset Bersier Berthoud Besson Blanc
Boillat Bonvin Bourquin Bruchez Brügger Buchs Bugnon Castella Cattin Chappuis Chapuis Chassot Chatelain Chevalley
Chollet Clerc Clément Constantin Crausaz Darbellay Demierre Droz Dubois Dubuis Duc Dévaud Emery Fasel Favre Fellay
Fernandes Ferreira Fleury Fournier Fragnière Froidevaux Gaillard Gay Geiser Genoud Gilliéron Girard Girardin Giroud
Glauser Golay Grand Grandjean Gremaud Grosjean Guex Guignard Huguenin Héritier Jaccard Jacot Jaquet Jaquier Jeanneret
Jungo Junod Kolly Lachat Leuba Maeder Magnin Maillard Maret Matthey Mauron Mayor Meylan Michaud Monnet Monney Monnier
Morand Morard Morel Moret Muller Neuhaus Nicolet Oberson Pache Pasche Pasquier Pereira Perez Perrenoud Perret Perrin
Perroud Piguet Piller Pilloud Pittet Pochon Racine Rey Reymond Robert Rochat Rodrigues Roduit Rosset Rossier Rouiller
Roulin Ruffieux Savary Schaller Schmutz Seydoux Stauffer Tissot Vaucher Vonlanthen Vuilleumier Waeber
Agustoni Alberti Albertini Albisetti Ambrosini Antonini Balestra Balmelli Bassetti Bassi Beffa Belotti Beretta
Bernasconi Berta Besomi Bettosini Bianchi Bianda Bizzozero Bonetti Botta Bottinelli Butti Caccia Campana Camponovo
Candolfi Canepa Canonica Capoferri Carrara Casanova Cassina Castelli Cattaneo Cavadini Cavalli Ceppi Cereghetti
Cerutti Chiesa Colombo Conti Corti Crivelli Croci Delcò Delmenico Donati Esposito Ferrari Ferrazzini Ferretti
Filippini Foglia Foletti Fontana Forni Frigerio Fumagalli Galfetti Galli Gamboni Genini Gerosa Ghirlanda Gianella
Gianinazzi Gianini Giannini Gianola Gilardi Giovannini Giudici Gobbi Grandi Grassi Grossi Guglielmetti Guidotti
Jelmini Lafranchi Leonardi Leoni Lepori Locatelli Lombardi Lombardo Lorenzetti Lucchini Lupi Lurati Maggetti Maggi
Maggini Martinelli Martini Maspoli Mattei Medici Meroni Milani Minotti Molinari Molteni Mombelli Monti Morandi
Mordasini Moresi Moretti Morisoli Moro Nessi Notari Ortelli Pagani Pagnamenta Papa Pedrazzi Pedrazzini Pedrini
Pedroni Peduzzi Pellanda Pellegrini Pelloni Pescia Pesenti Petrini Piffaretti Pini Polli Ponti Ponzio Poretti Pozzi
Quadri Realini Regazzoni Rezzonico Rigamonti Righetti Rinaldi Riva Rizzi Robbiani Rodoni Romano Roncoroni Rosselli
Rossetti Rossi Rossini Rusca Rusconi Sala Sargenti Sartori Sassi Scolari Solari Solcà Soldati Soldini Storni Sulmoni
Taddei Tamagni Tettamanti Togni Tognola Valsangiacomo Vassalli Vitali Zanetti Zanini`;

const GERMAN = `Adam Adler Ahrens Albers Albert Albrecht Altmann Anders Appel Arndt Auer Bach Bader Baier Bartels Barth
Barthel Bartsch Baum Baur Bayer Beckmann Beer Behrendt Behrens Beier Bergmann Berndt Bernhardt Bertram Betz Beyer
Binder Bischoff Bittner Blank Block Bock Bode Born Brand Brandl Braun Brenner Breuer Brinkmann Bruns Brückner Buchholz
Burger Burkhardt Busch Busse Bär Böhm Böhme Böttcher Büttner Christ Diehl Dietrich Dietz Dittrich Dorn Döring Dörr
Eberhardt Ebert Eckert Eder Ehlers Eichhorn Engel Engelhardt Engelmann Erdmann Ernst Esser Falk Feldmann Fiedler Fink
Fleischer Fleischmann Forster Franke Franz Freitag Freund Fricke Friedrich Fritsch Fritz Fröhlich Fuhrmann Funk Funke
Förster Gabriel Gebhardt Geiger Geisler Geißler Gerlach Geyer Giese Glaser Gottschalk Greiner Grimm Groß Großmann
Gruber Gärtner Göbel Götz Günther Haag Haase Hagen Hamann Hammer Hanke Harms Hartung Hartwig Haupt Hecht Heck Heil
Heim Hein Heine Heinemann Heinrich Heinz Heinze Held Heller Hempel Henke Henkel Hennig Henning Hentschel Herbst
Hermann Herold Herrmann Hesse Heuer Heß Hildebrandt Hiller Hinz Hirsch Hoffmann Hohmann Holz Hoppe Hummel Hübner Jacob
Jahn Jakob Jansen Janssen Janßen John Jung Jäger Jürgens Karl Keil Kellner Kern Keßler Kiefer Kirchner Kirsch Klaus
Klemm Klose Kluge Knoll Kohl Kolb Konrad Kopp Kraft Kraus Krause Krauß Kremer Kretschmer Krieger Kroll Krug Kruse
Krämer Kröger Krüger Kuhlmann Kunze Kurz Köhler König Körner Köster Kühn Kühne Lange Langer Lauer Lechner Lemke Lenz
Lindemann Lindner Link Linke Lohmann Lorenz Ludwig Löffler Mai Maier Marquardt Martens Marx Mayr Meißner Menzel Merkel
Mertens Metz Metzger Michels Mohr Moll Moritz Möller Münch Nagel Naumann Neubauer Neubert Neumann Nickel Niemann Noack
Noll Nolte Nowak Opitz Oswald Otto Pape Pfeifer Pfeiffer Philipp Pieper Pietsch Pohl Popp Preuß Raab Rapp Rau Rauch
Rausch Reich Reichel Reichert Reimann Reimer Reinhardt Reiter Renner Reuter Richter Riedel Riedl Rieger Ritter Rohde
Rothe Rudolph Ruf Runge Rupp Röder Römer Sander Sauer Sauter Schade Scharf Scheffler Scherer Schiller Schilling
Schindler Schlegel Schlüter Schmitz Scholz Schott Schrader Schramm Schreiber Schreiner Schröder Schröter Schubert
Schulte Schultz Schulz Schulze Schumann Schuster Schäfer Schön Schüler Schütte Schütze Seeger Seidel Seidl Seifert
Seitz Siebert Singer Sonntag Springer Stadler Stahl Steffens Steinbach Stephan Stock Stoll Straub Strauß Strobel Stumpf
Sturm Thiel Thiele Ullrich Unger Urban Vetter Voigt Vollmer Voss Voß Völker Wahl Walther Wegener Wegner Weidner Weigel
Weis Weise Weiß Wendt Wenzel Werner Westphal Wetzel Wiedemann Wiegand Wieland Wiese Wiesner Wild Wilhelm Wilke Will
Wimmer Winkler Winter Witt Witte Wittmann Wolff Wolter Wulf Wunderlich Zander Zeller Zimmer`;

const FRENCH_ITALIAN = `Martin Thomas Petit Durand Moreau Lefebvre Laurent Leroy Fontaine Morel Dupont Bertrand Lambert Rousseau
Roux Vincent Lefevre Bonnet Andre Francois Mercier Guerin Legrand Garnier Chevalier Faure Clement Robin Morin Gauthier
Roussel Duval Gautier Nicolas Masson Noel Lemaire Mathieu Riviere Denis Marchand Dumont Payet Dufour Joly Blanchard
Meunier Caron Gerard Brunet Barbier Leroux Renard Goncalves Brun Picard Giraud Roger Colin Arnaud Vidal Lemoine Roche
Olivier Leclercq Pierre Philippe Bourgeois Renaud Martins Leclerc Guillaume Lacroix Lecomte Benoit Fabre Carpentier
Vasseur Louis Hubert Jean Dumas Rolland Grondin Dupuis Guillot Moulin Hoarau Menard Deschamps Boucher Poirier Bertin
Royer Dupuy Baron Lopes Guyot Carre Jacquet Renault Herve Charpentier Cousin Collet Leger Ribeiro Bailly Langlois
Bouvier Gomes Prevost Julien Lebrun Breton Germain Millet Boulanger Remy Maillot Barre Perrot Leveque Benard Hamon
Pelletier Alves Etienne Marchal Poulain Tessier Lemaitre Guichard Mallet Gillet Collin Chevallier Perrier Carlier
Delaunay Chauvin Marechal Antoine Lebon Cordier Lejeune Bouchet Legros Delattre Humbert Briand Lamy Launay Lesage
Pichon Pons Lebreton Sauvage Pineau Jacques Pinto Barthelemy Turpin Bigot Lelievre Georges Reynaud Ollivier Martel
Voisin Leduc Guillet Vallee Coulon Camus Teixeira Mahe Didier Charrier Gaudin Bodin Guillou Gregoire Gros Blanchet
Buisson Blondel Dijoux Barbe Laine Evrard Laporte Joubert Regnier Tanguy Gimenez Allard Devaux Morvan Courtois Lenoir
Berthelot Pascal Vaillant Guilbert Thibault Duhamel Colas Masse Baudry Bruneau Verdier Delorme Blin Guillon Coste
Pruvost Maury Allain Godard Brunel Marion Texier Seguin Raynaud Bourdon Bonneau Chauvet Maurice Legendre Loiseau Ferrand
Toussaint Techer Lombard Lefort Couturier Bousquet Riou Imbert Jourdan Delahaye Gilles Guibert Begue Descamps Delmas
Peltier Dupre Chartier Martineau Laroche Leconte Maillet Parent Labbe Potier Bazin Normand Pottier Lagarde Blot Jacquot
Lemonnier Grenier Rocher Bonnin Boutin Neveu Lacombe Mendes Delannoy Auger Fouquet Mace Pages Petitjean Chauveau
Foucher Peron Guyon Gallet Rousset Traore Bernier Vallet Letellier Bouvet Hamel Chretien Faivre Boulay Thierry Samson
Ledoux Salmon Gosselin Lecoq Pires Leleu Diallo Merle Valette
Russo Ricci Marino Greco Bruno Gallo Mancini Giordano Rizzo Moretti Barbieri Santoro Mariani Caruso Ferrara Leone
Longo Gentile Vitale Serra Coppola Marchetti Parisi Conte Ferraro Ferri Fabbri Bianco Marini Grasso Valentini
Messina Gatti Palumbo Sanna Farina Morelli Amato Silvestri Mazza Testa Pellegrino Carbone Giuliani Benedetti Barone
Caputo Montanari Palmieri Bernardi Martino Fiore Bellini Basile Piras Battaglia Neri Costantini Pagano Ruggiero
Sorrentino Orlando Negri`;

/** Every surname, de-duplicated, in the order above (roughly most frequent first). */
export const SURNAMES: readonly string[] = [
  ...new Set([US, SWISS, GERMAN, FRENCH_ITALIAN].join(' ').split(/\s+/).filter(Boolean)),
];
