/**
 * International given names for the PERSON detector (Nordic, Central and Eastern European), so that a CV or a
 * team list with "Katrine", "Csanád" or "Zuzana" is recognised. These lists are alphabetical, not ranked.
 *
 * Source and licence: faker-js/faker, `src/locales/{da,sv,fi,hu,pl,hr,cs_CZ}/person/first_name.ts`
 * (MIT licence, Copyright (c) 2022-present Faker; the locale lists are compiled from national statistics and
 * name-day calendars). Place names that the Czech list also holds (Bratislava) were left out.
 *
 * These names are weaker evidence than the core lists in `given-names.ts`: `name-lexicon.ts` treats those that are
 * short or are also English words as ambiguous, and a lone international name is reported only in English text,
 * where a capitalised word that is not sentence-initial is rarely a common noun (German capitalises nouns: "Aura",
 * "Flora", "Iris").
 */
const DANISH = `Agnes Alberte Alexandrea Alice Alma Amanda Anita Anna Anne Annette Astrid Bente Betina Birgitte Britt
Camilla Caroline Cecilie Charlotte Christina Clara Ditte-Marie Dorit Dorthe Elisabeth Elise Ella Ellen-Margrethe
Emilie Emma Eva Fatima Freja Frida Gitte Hanne Hedvig Helene Helle Hilda Ida Ingrid Isabella Janni Jeanette Jette
Johanne Josefine Julie Karen Karla Kathrine Katrine Kirsten Laila Lene Lillian Lisa Lisbeth Liv Louise Luna Lykke
Maja Malene Maren Maria Marianne Mathilde Merete Mette Mia Mille Mona Nadia Nanna Nicoline Nina Pia Rebecca Regitze
Rikke Rosa-Maria Ruth Sabrina Sandra Sanne Sara Sarah Signe Silje Simone Sofie Stine Susanne Therese Tina Tine Trine
Vibeke Viktoria Yasmin Zara Adam Adrian Ahmad Aksel Albert Alexander Alfred Ali Anders Andreas Anton Arthur August
Benjamin Bjørn Brian Carl Christian Christopher Claus Daniel David Elias Elliot Emil Erik Esben Felix Frederik Georg
Hakim Hans Harald Henrik Ivan Jacob Jakob Jens Jeppe Jesper Johan John Jonas Jonathan Jørgen Kaj Karl Karl-Emil
Karl-Johan Kasper Kevin Kurt Lars Lasse Leif Linus Lucas Lukas Mads Magnus Malthe Martin Mathias Mathis Michael
Mikkel Mohammad Morten Nicklas Niels Niels-Christian Niklas Noah Oliver Oscar Otto Patrick Peter Philip Poul Rasmus
Robert Samuel Sebastian Sigurd Simon Steen Stefan Stig Sune Svend Søren Theo Thomas Tobias Troels Uffe Ulrik Vagn
Valdemar Victor Viggo Viktor Vilhelm Villy Vincent William`;

const SWEDISH = `Agneta Albin Alva Ann-Christin Ann-Marie Anneli Annika Arvid Axel Barbro Bengt Berit Birgitta Björn
Carina Cecilia Christer Christoffer Claes Ebba Edvin Elin Ellen Elsa Emelie Emilia Erika Felicia Filip Fredrik
Gunilla Gunnar Gunnel Gustav Göran Hanna Helena Hugo Håkan Inger Isabelle Isak Jenny Jessica Jimmy Joakim Joel
Johanna Johnny Josef Josefin Julia Jörgen Karin Karolina Katarina Kenneth Kerstin Kjell Klara Kristina Lena Lennart
Liam Lina Linda Linnéa Ludvig Madeleine Malin Marcus Margareta Marie Matilda Mats Mattias Mikael Mikaela Mohamed
Monica Nathalie Nils Olivia Olle Olof Oskar Patrik Pernilla Pontus Rickard Robin Roger Rolf Sofia Sonja Sven Tommy
Torbjörn Ulf Ulla Ulrika Wilma Yvonne Åke Åsa`;

const FINNISH = `Aino Aleksi Anja Annikki Antero Antti Ari Eero Eeva Elina Elisabet Ensio Erkki Eveliina Hannele Hannu
Heikki Ilmari Inkeri Irmeli Jaakko Janne Jari Johannes Juha Juhani Juho Jukka Kaarina Kalervo Kalevi Kari Karoliina
Katariina Kristian Kristiina Kyllikki Laura Lauri Leena Liisa Maarit Maija Mari Marika Marja Marjatta Markku Marko
Markus Martti Matias Matti Mika Mikko Minna Olavi Orvokki Oskari Pauliina Pekka Pentti Petri Petteri Pirjo Pirkko
Päivi Riitta Ritva Sakari Sami Sari Satu Seppo Sinikka Susanna Tapani Tapio Tarja Tellervo Tiina Timo Tuomas Tuula
Tuulikki Valtteri Veikko Ville`;

const HUNGARIAN = `Abigél Adél Alexandra Alíz Amira Barbara Bella Bianka Blanka Boglárka Borbála Boróka Bíborka Csenge
Diána Dorina Dorka Dorottya Dóra Elena Eliza Elizabet Emese Emili Emília Eszter Fanni Flóra Fruzsina Gréta Hanga Hédi
Izabella Janka Jázmin Júlia Kamilla Kiara Kincső Kinga Lana Lara Letícia Lili Lilien Liliána Lilla Linett Liza Lora
Lotti Luca Lujza Léna Lívia Milla Mira Mirella Nara Natasa Natália Norina Noémi Nóra Olívia Panka Panna Petra Rebeka
Regina Rozina Réka Róza Szofi Szofia Szonja Szófia Sára Tamara Vanda Veronika Viktória Virág Vivien Zejnep Zita Zorka
Zoé Zselyke Zsófia Adrián András Attila Balázs Barnabás Bence Bende Bendegúz Benedek Benett Benjámin Bertalan
Boldizsár Botond Bálint Csaba Csanád Csongor Denisz Dominik Donát Dorián Dániel Dávid Ferenc Gellért Gergely Gergő
György Gábor Hunor Imre István Iván János József Kende Kolos Kornél Kristóf Krisztián Krisztofer Lajos Laurent
Levente László Marcell Mihály Miklós Milán Mirkó Márk Márton Mátyás Máté Nikolasz Nimród Noel Nolen Norbert Nándor
Nátán Olivér Patrik Péter Richárd Roland Róbert Soma Szabolcs Sámuel Sándor Tamás Tibor Vencel Vendel Vilmos Vince
Zalán Zente Zoltán Zsolt Zsombor Zénó Zétény Ábel Ádám Ákos Ármin Áron`;

const POLISH = `Ada Adelajda Agata Agnieszka Agrypina Aida Aleksandra Alicja Alina Amabela Anastazja Andżelika Angela
Angelina Antonina Ariadna Beatrycze Berta Bibiana Bibianna Brygida Cecylia Chloe Cyra Daria Diana Dina Dorota Edyta
Eleonora Elwira Elżbieta Estera Eudokia Eudoksja Eugenia Ewa Ewelina Ferdynanda Filipa Florencja Franciszka Gabriela
Gertruda Ginewra Gracja Greta Helena Henryka Ilona Irena Irma Izabela Izolda Jadwiga Jakubina Janina Joanna Judyta
Julita Justyna Józefina Kamila Karolina Katarzyna Kira Klaudia Klementyna Konstancja Koralia Kornelia Krystyna
Ksawera Ksenia Larysa Laurencja Laurentyna Lea Leila Lidia Lilia Liliana Lilianna Lucja Ludwika Luiza Magdalena
Malwina Marianna Marta Martyna Maryna Matylda Małgorzata Melania Michalina Monika Nadzieja Natalia Nikola Noemi Ofelia
Olga Olimpia Oliwia Patrycja Paula Paulina Pelagia Penelopa Rachela Rebeka Renata Roksana Rozalia Rufina Ruta Róża
Sabina Serafina Stefania Stella Sybilla Sylwia Tacjana Tekla Teodora Teresa Walentyna Waleria Wanda Wanesa Weronika
Wiktoria Wilhelmina Wirginia Zoe Zofia Zuzanna Łucja Żaneta Aaron Abraham Agaton Alan Aleksander Aleksy Alwar
Ambroży Anatol Andrzej Ansgary Antoni Apollinary Archibald Arkadiusz Arkady Arnold Arseniusz Artur Arystarch Atanazy
Baldwin Bazyli Benedykt Beniamin Bernard Bertram Bertrand Borys Brajan Bruno Błażej Cecyliusz Cezary Cyrus Cyryl
Damian Dariusz Dawid Demetriusz Dionizy Dorian Edgar Edmund Edward Edwin Efraim Efrem Eleazar Eliasz Emanuel Erast
Ernest Erwin Eugeniusz Eustracjusz Fabian Feliks Filemon Florian Franciszek Fryderyk Gabriel Galfryd Gedeon Gerald
Gerazym Gilbert Gonsalwy Grzegorz Gwido Henryk Herbert Herman Hieronim Hilarion Hilary Hipolit Horacy Hubert Ignacy
Igor Innocenty Ireneusz Izaak Izajasz Izydor Jakub Janusz Jeremi Jeremiasz Jerzy Joachim Jonatan Jozue Julian
Juliusz Justyn Józef Kalistrat Karol Kazimierz Klarencjusz Klaudiusz Klemens Konrad Konstanty Konstantyn Kornel
Korneli Korneliusz Krystian Krzysztof Ksawery Ksenofont Kwintyn Laurencjusz Laurenty Leonard Leonid Lucjan Ludwik
Makary Maksym Maksymilian Marceli Marcin Marek Mateusz Maurycy Michał Mikołaj Miron Mojżesz Natan Natanael Nazariusz
Nazary Nestor Nikodem Olaf Oleg Oliwier Onufry Orestes Osmund Pankracy Pantaleon Patrycjusz Patrycy Patryk Paweł
Piotr Polikarp Porfiriusz Porfiry Prokles Prokop Prokul Rafał Rajmund Rajnold Randolf Reginald Roderyk Romeo Rudolf
Ryszard Salomon Salwator Samson Serafin Sergiusz Seweryn Spirydion Stanisław Sylwester Szczepan Szymon Teodor
Terencjusz Tobiasz Tomasz Tymoteusz Wacław Walenty Walentyn Walerian Walery Walgierz Walter Wawrzyniec Wiktor
Wilfryd Wilhelm Wincenty Witalis Władysław Włodzimierz Zachariasz Zachary Zygmunt Łazarz Łukasz`;

const CROATIAN = `Adi Adina Ado Adriana Adrijana Alemka Alenka Alisa Alka Amalija Ana Anamarija Anastazija Anci Ancica Anda
Andelin Andelko Andelo Andi Andrea Andrej Andreja Andrija Andrina Andro Anesa Aneta Anica Anka Anko Ante Antea Antek
Antonija Antonin Antonio Antun Anči Ančica Anđela Anđelika Anđelina Asija Asja Bara Barica Beata Belimir Berti
Biserka Boris Borka Borko Borna Božena Božica Božidar Branimir Branimira Branka Brankica Brigita Dada Dado Dagmar
Dalibora Daliborka Damil Damir Danica Danijel Danijela Danka Dara Darija Darina Darinka Dario Darko Davor Davorin
Divna Domagoj Dona Donat Donata Donka Dorana Dorica Doroteja Draga Dragica Dražen Držimir Držislav Dubravka Dubravko
Duje Dujo Dunja Edita Elka Emilijan Fabijan Franjo Gabrijela Gašpar Goran Goranka Gordan Gordana Gradimir Grga Grgo
Grgur Grozdana Gvozden Hrvoj Hrvoje Hrvojka Ilija Ilko Inga Inge Inja Inka Irena Ivan Ivana Ivanka Ivančica Ivek
Ivica Ivna Jadran Jadranka Jadranko Jadro Jaga Jagica Jakov Jana Janica Janko Jasen Jasenko Jasmina Jasna Jela
Jelica Ješa Josip Josipa Joso Joško Joža Jože Karmela Kata Katarina Katica Katija Katina Kika Krešimir Kristijan
Kruno Krunoslav Ladislav Leda Lela Leona Leonida Lidija Ljiljana Ljubica Ljudevit Lola Lovorka Lucija Lucijan Luka
Maca Magda Majda Manda Mara Marena Marica Marija Marijana Marin Marina Marko Martina Matan Matej Matija Matko Mato
Maša Mica Mihael Mila Milan Mile Milica Milivoj Miljenko Milka Mima Mimo Mina Miran Miranda Mirka Mirko Mirna Miro
Mislav Mladen Nada Nadalina Naja Nana Natalija Nataša Natka Neda Nedjeljka Nedjeljko Nela Neli Nena Nera Nesa Neva
Neven Nevena Nevenka Nino Nora Nuša Ozren Pavica Pepo Pero Petar Pravdan Rajna Rija Rina Rino Roberto Robi Roko
Romana Rosana Ruža Ružica Sanja Sanjin Saša Silvija Slavek Slaven Slavica Slavko Snježana Srećko Stanko Staša Stipan
Stipe Stjepan Stribor Svebor Tasa Teja Tereza Tihomir Tija Tijana Toma Tome Tomislav Tomislava Tomo Toni Tonija Tonka
Tonko Tonči Tončica Trpimir Trpko Tvrtko Valentin Valentina Valera Valerija Vali Vanja Vatroslav Vedran Vedrana
Velimir Velimira Velina Vera Verica Vesna Vijeko Vinka Vjekoslav Vjenceslav Vladek Vladimira Vladislav Vlado Vlatko
Zdenka Zdenko Zdeslava Zdravko Zlata Zlatica Zlatka Zoltan Zrinislav Zrinko Zvonimir Časlav Đina Đurda Željko`;

const CZECH = `Abigail Adalberta Adelaida Adolfína Adriena Adriána Adéla Aglaja Agáta Alana Albena Alberta Albertina
Albína Alena Aleška Alfréda Alida Aloisie Alžběta Amálie Amélie Anabela Anastázie Anatolie Andrea Anděla Andělína
Aneta Anežka Angelika Antonie Apolena Arabela Aranka Areta Ariana Ariela Arleta Armida Arnoštka Astrida Augusta
Augustina Aurélie Babeta Barbora Beatrice Bedřiška Belinda Benedikta Berenika Bernarda Bertolda Beáta Birgit Birgita
Blahomila Blahoslava Blažena Bohdana Bohumila Bohuslava Bojana Boleslava Borislava Bořislava Božena Božidara
Branislava Brenda Brigita Bronislava Běla Břetislava Cecílie Celestina Celina Ctibora Dagmar Dalibora Dalida
Dalimila Damaris Daniela Danuše Darina Darja Debora Denisa Dita Dobromila Dobroslava Dominika Doubravka Drahomíra
Drahoslava Dušana Edita Eliška Elvíra Emanuela Emílie Erna Estela Ester Eugenie Evelína Evženie Fabiána Faustina
Felicie Filoména Flavie Florentina Františka Frída Gabriela Galina Geraldina Gerda Gertruda Gisela Gizela Gordana
Gréta Gudrun Halina Hana Hedvika Helga Hermína Herta Hilda Hortensie Ilona Ingeborg Irena Iva Ivana Iveta Ivona
Izabela Jadranka Jana Jarmila Jaromíra Jaroslava Jasmína Jelena Jindra Jindřiška Jitka Jiřina Johana Jolana Jolanta
Josefa Josefína Judita Juliana Julie Justina Kamila Karina Karolína Kateřina Klaudie Klementina Klára Kristýna
Kunhuta Květa Květoslava Lada Ladislava Lenka Leona Leontina Libuše Lidmila Liliana Ljuba Lubomíra Lucie Ludmila
Ludvika Luisa Lydie Magdaléna Mahulena Malvína Marcela Marcelína Margit Margita Mariana Marie Marieta Markéta Marlena
Martina Matylda Melánie Michaela Milada Milena Miloslava Miluše Mirka Miroslava Monika Naděžda Natálie Nikol Noemi
Oldřiška Olga Olivie Otilie Otýlie Pavla Pavlína Petra Petronela Radana Radka Radmila Radomíra Radoslava Rebeka
Renáta Romana Rostislava Rozálie Růžena Sabina Simona Slavomíra Soňa Stanislava Světlana Sylva Sylvie Sára Tamara
Taťána Tereza Terezie Ulrika Uršula Valentýna Valérie Vanda Vendula Veronika Vilemína Vilma Vladimíra Vladislava
Vlasta Václava Věra Zdena Zdenka Zdeňka Zdislava Zora Zuzana Šárka Štěpánka Žaneta Žofie Adolf Alexandr Alexej Aleš
Alfréd Alois Ambrož Antonín Arnošt Augustin Bartoloměj Bedřich Blahoslav Blažej Bohdan Bohumil Bohumír Bohuslav
Bořivoj Bronislav Břetislav Ctibor Ctirad Dalibor Dalimil Dobromil Dobroslav Drahomír Drahoslav Dušan Eduard Evžen
Ferdinand František Hynek Ignác Jaromír Jaroslav Jeroným`;

export const INTERNATIONAL_GIVEN_NAMES: readonly string[] = [
  ...new Set([DANISH, SWEDISH, FINNISH, HUNGARIAN, POLISH, CROATIAN, CZECH].flatMap((block) => block.split(/\s+/))),
].filter(Boolean);
