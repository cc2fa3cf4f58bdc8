/**
 * International given names for the PERSON detector (Nordic, Central and Eastern European, and the origins of many of
 * Switzerland's residents: Turkish, Kurdish, Albanian, ex-Yugoslav, Portuguese, Spanish, Vietnamese, Arabic, Persian
 * and Afghan, Eritrean and Ethiopian, Tamil, Indian, West and Central African, Chinese), so that a CV or a team list
 * with "Katrine", "Csanád", "Zuzana", "Dritan" or "Mahlet" is recognised. These lists are alphabetical, not ranked.
 *
 * Source and licence: faker-js/faker, `src/locales/{da,sv,fi,hu,pl,hr,cs_CZ}/person/first_name.ts`
 * (MIT licence, Copyright (c) 2022-present Faker; the locale lists are compiled from national statistics and
 * name-day calendars). Place names that the Czech list also holds (Bratislava) were left out.
 * The blocks from TURKISH on name their own source above each block. They hold only names that neither
 * `given-names.ts`, the community lists (`community-names.ts`) nor compromise's lexicon already know, and no name that
 * is a word of English (word-list, compromise), German, French or Italian (checked against the Debian word lists
 * wngerman, wfrench and witalian), a place (GeoNames towns, compromise places) or shorter than three letters.
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

/*
 * Turkish. Frequent names chosen for this project from general knowledge, kept only where faker-js/faker
 * `src/locales/tr/person/first_name.ts` (MIT) or cieslarmichal/faker-cxx
 * `turkishMaleFirstNames`/`turkishFemaleFirstNames` (MIT) also hold them. Names with ı, ğ or ş are read as surnames by
 * their letters first (`findSurnameShape`).
 */
const TURKISH = `Alperen Aslı Asya Aynur Ayşe Barış Batuhan Bekir Beyza Bülent Burcu Büşra Cansu Cemal Cengiz Ceren
Cüneyt Defne Didem Dilek Doruk Duru Ebru Ercan Erdem Eylül Ezgi Ferhat Fikret Filiz Furkan Gamze Gizem Gülsüm Gülten
Hacer Hiranur Hülya İlhan İrem Kadir Kerem Kübra Levent Melek Melike Merve Necati Nermin Nesrin Nihat Nurten Oğuz Okan
Oktay Ozan Pınar Rabia Rıza Savaş Serdar Şerife Sevgi Şeyma Sibel Songül Sude Şükrü Tarık Tayfun Tuğba Tülay Tuncay
Yeliz Yiğit Yunus Zafer Zerrin`;

/*
 * Kurdish (Kurmanji and Sorani, Latin script, with and without circumflexes). No licensed Latin-script list exists:
 * written for this project from general knowledge. Places and words left out (Dersim, Mahabad, Zagros, Newroz, Heval).
 */
const KURDISH = `Ako Awaz Axîn Bawer Bêrîtan Berivan Bêrîvan Berzan Bestun Biryar Chra Ciwan Çiya Delal Dijwar Dîlan
Dilovan Dilshad Diyar Dunya Evîn Hawar Hawree Hêja Hejar Helin Hersh Hevi Hêvî Hezar Hiwa Hoshyar Hozan Hushyar Jinda
Jînda Jiyar Kaiwan Kamaran Kani Kanî Kardo Kosrat Lavîn Lorîn Mizgin Nazdar Nechirvan Nûjiyan Perwîn Peshraw Pirşeng
Rêber Rebwar Rezan Roj Rojan Rojda Rojhan Rojhat Ronahî Ronî Ruken Rûken Runak Sazan Serhat Şêrîn Şervan Serwan Sevê
Sêvê Shadan Shervan Shwan Sipan Şirin Şoreş Sozdar Tekoşer Viyan Welat Xebat Xelil Xezal Zelal Zerdeşt Zîlan Zozan`;

/*
 * Albanian and Kosovar. Source: cieslarmichal/faker-cxx, `src/modules/person_data.h`
 * `albanianMaleFirstNames`/`albanianFemaleFirstNames` (MIT licence, Copyright (c) 2023 Michal Cieslar). Places (Klina,
 * Korab, Tomor) and words (Dea, Gaz, Enkel, Erzen, Jeta) left out.
 */
const ALBANIAN_KOSOVAR = `Adriatik Agnesa Albana Aldona Alketa Altina Andela Arber Ardiana Artiola Artion Arxhela Asim
Astritana Aulona Aurela Balina Bamir Bardhyl Besiana Besjana Besmir Bledar Bledian Blenda Blendi Bukurosh Clirim Dajana
Dalina Dardana Dashamir Dëfrim Dëshir Dhurata Diell Diona Dorentina Dritan Duljeta Durim Edlira Elira Elvana Embla
Endri Eneida Erëblina Ergys Erilda Eriona Eris Erjon Erjona Erkand Ermal Ermir Ersa Fatlum Festim Fidan Flaka Florenc
Gentiana Gjergj Gjergji Gjin Gjon Gramoz Gresa Halit Hekuran Hysen Ilda Jonida Jonuz Kadri Klajd Klevis Klodian Krenare
Kriselda Kristaq Lavdi Lavdim Ledia Ledian Lirona Lisian Lisjana Lorenc Lorenta Lulëzim Majlinda Manjola Marash Mariola
Medon Mërgim Migena Migjen Mirlind Nart Ndriçim Nertila Njomza Olsa Oltian Oltion Oltita Orgest Pajtim Pëllumb Përparim
Petrit Pirro Qemal Rovena Saimir Serxhio Shkëlqim Shkëmb Shqiprim Sidita Skënder Sonila Spartak Taulant Urim Valdet
Valmir Veselina Vidan Viona Vullnet Xhensila Xhevahir Ylber Zamira`;

/*
 * Serbian and Bosnian, Latin script. Source: faker-js/faker `src/locales/sr_RS_latin/person/first_name.ts` (MIT) and
 * cieslarmichal/faker-cxx `serbian*FirstNames`, `bosnian*FirstNames` (MIT). Rare archaic names, rivers (Drina) and
 * names ending in -ić left out.
 */
const SERBIAN_BOSNIAN = `Aćim Adin Adna Aldina Aleksa Aleksej Amila Amna Anastasije Andrijana Arsenije Belma Berislav
Blagica Blagoje Bobana Bogoljub Borivoje Borjan Bosiljka Boško Boža Budimir Čedomir Dajana Damjanka Danila Danko Dejana
Desanka Desimir Dimitrije Dobrila Draginja Dragiša Dragoje Dragojlo Dragoljub Dragoslav Dren Đura Đurađ Đurica Dušica
Duška Duško Eldar Elmedin Ena Enisa Gavrilo Georgije Gligorije Gojko Gorana Grigorije Ignjat Ilinka Jelisaveta Jovanka
Kirilo Kosta Krsto Leposava Ljubiša Ljubomir Maida Malina Mališa Marinko Mihailo Mija Mijat Miladin Milana Milanka
Milanko Mileta Milisav Miljan Miljana Milojica Milomir Milutin Miomir Miralem Mirnesa Miša Miško Mitar Mlađana Momir
Momira Nađa Nadežda Nebojša Nedeljko Nedim Nermina Nihad Nikoleta Obrad Obren Ognjana Ognjen Olgica Ostoja Paja Pavle
Perica Petko Petrija Radenko Radiša Radivoje Radmilo Radojka Radomir Radoš Radosav Radoslav Radul Ranko Raško Relja
Ristana Rodoljub Rumena Selmir Senka Simo Simonida Slađana Slava Slavoljub Slobodanka Smiljana Sredoje Stefana Stevan
Stojanka Strahinja Sunčica Svetislav Svetolik Svetomir Tadija Vasil Vasilisa Vasko Vedad Velibor Veselinka Vidak Višnja
Vladana Vlastimir Vlatka Vojin Vojislava Vujica Vukan Vukašin Vukica Zafir Zerina Zorana Zvezdana`;

/*
 * Portuguese and Brazilian. Source: faker-js/faker `src/locales/{pt_PT,pt_BR}/person/first_name.ts` (MIT) and
 * cieslarmichal/faker-cxx `portuguese*FirstNames`, `brazilian*FirstNames` (MIT). Short: `community-names.ts` already
 * holds most of these lists.
 */
const PORTUGUESE_BRAZILIAN = `Carmo Elísio Fabrícia Fabrício Felícia Frederica Hélio Ígor Isac Janaína Júlio Kléber
Manel Márcia Meire Mércia Morgana Nataniel Núbia Ofélia Safira Sílvia Suélen Talita Tertuliano Vânia`;

/*
 * Spanish. Source: faker-js/faker `src/locales/es/person/first_name.ts` (MIT). Short: `community-names.ts` already
 * holds most of it.
 */
const SPANISH = `Conchita Cristián Eloisa Guillermina Homero Maica Maricarmen Marilú Sergi`;

/*
 * Vietnamese call names (the last syllable of the given name), with diacritics and in the plain spelling Swiss records
 * often use. Source: the syllables that occur six times or more in faker-js/faker `src/locales/vi/person/first_name.ts`
 * (MIT), chosen by hand: middle syllables (Văn, Thị, Hữu, Công) and spellings that are words (Dieu, Tien, Truc, Loi,
 * Dai, Tri) left out.
 */
const VIETNAMESE = `Anh Ánh Bảo Bich Bích Binh Bình Chau Châu Cuong Cường Diem Diễm Diệu Đức Dũng Duy Duyen Duyên Giang
Hải Hằng Hanh Hạnh Hậu Hien Hiền Hiep Hiệp Hieu Hiếu Hòa Hoai Hoài Hoàng Hồng Hùng Hưng Huong Hương Huy Huyen Huyền
Khang Khanh Khánh Khoa Khoi Khôi Khue Khuê Kien Kiên Kiet Kiệt Kieu Kiều Lâm Liên Linh Lộc Manh Mạnh Nga Ngan Ngân
Nghia Nghĩa Ngoc Ngọc Nguyet Nguyệt Nhân Nhat Nhật Nhi Nhung Oanh Phát Phong Phuc Phúc Phung Phụng Phuoc Phước Phuong
Phương Phượng Quân Quang Quoc Quốc Quý Quyen Quyên Quynh Quỳnh Sơn Tài Tâm Tân Tấn Thái Thắng Thanh Thành Thao Thảo
Thiện Thinh Thịnh Thông Thư Thuan Thuận Thuy Thúy Thùy Thủy Tiến Toan Toàn Trâm Trân Trí Trieu Triệu Trinh Trọng Trúc
Trung Trường Tuấn Tùng Tuyet Tuyết Uyen Uyên Vân Việt Vĩnh Vuong Vương Xuan Xuân Yến`;

/*
 * Arabic, Levantine and Egyptian Latin spellings. Source: cieslarmichal/faker-cxx
 * `{lebanese,syrian,palestinian}*FirstNames` (MIT), names found in at least two of the three lists. Places (Hama,
 * Dahab) and words (Islam, Sana, Asma, Amer) left out.
 */
const ARABIC_LEVANT = `Abdelhakim Abdelkader Abdo Abla Abou Adeel Adham Afaf Afnan Ahlam Akbar Akram Alaa Amal Amani
Amjad Amna Amr Anahid Anam Aqeel Aram Arman Arwa Asaad Asad Asif Asmaa Asmahan Atef Awatif Ayad Ayada Ayat Ayman Ayoub
Aziza Azza Badr Badra Badri Badria Bahija Bakr Basma Bassam Batoul Bushra Dania Daoud Donia Duaa Elham Emad Essam Fadel
Fadia Fadwa Fahim Fahima Faisal Faiza Farouk Faten Fathi Fathia Fatna Fattoum Fawzi Fawzia Fayez Fayrouz Firas Foad
Fouad Gamal Ghada Ghalia Ghassan Hadi Hadia Haidar Hajar Hakima Halima Hamad Hamida Hammad Hanan Hani Hany Haroun Hasna
Hassiba Hayam Hayat Haytham Heba Hikmat Hilal Hisham Hossam Houria Ibtisam Idris Iftikhar Ihsan Ikram Inas Iqbal Ishaq
Iyad Jaafar Jaber Jalal Jalil Jamil Janan Jannat Jawad Jihan Kamelia Karam Kawthar Khader Khamis Kholoud Lamis Lotfi
Louay Lubna Luqman Maher Mahy Majed Majid Makram Mamoun Manal Manar Maram Marwan Marzouk Massoud Maysaa Mazen Mazhar
Mesbah Milad Mimouna Mohsen Mokhtar Mostafa Mounir Mounira Mousa Mubarak Mujahid Mumtaz Muzaffar Nabila Nadeem Nader
Naeem Nafisa Nahida Nahla Najah Najat Naji Najia Najih Najla Najma Najwa Nargis Nariman Nasim Nasima Nasir Nasra
Nasreen Nassar Nawal Nawar Nayel Nayla Nazih Nazim Nazira Nermin Nihad Nirmin Nizar Noha Nozha Omaima Rabab Rabah Rabia
Rabie Radwan Raed Rafi Rafiq Rahima Rahma Raida Rajaa Ramia Ramy Raouf Rasha Rasheed Rashid Razan Reda Rehan Rokaya
Saad Saada Saadia Sabah Sabria Sadiq Safa Safia Safwan Saif Sakina Salah Salama Saleem Salim Salman Salwa Samah Samer
Samia Samih Samiha Sawsan Shadia Shafiq Shaheen Shahnaz Shamil Shoaib Siham Siraj Souad Sufian Suhail Suhaila Suleiman
Sumaya Taher Talal Taleb Talha Tarek Tawfiq Wael Wafa Wahib Wahiba Walaa Waleed Waseem Wesal Wiam Wissam Yacoub Yahya
Yasser Younis Yousef Yousif Yousra Zaher Zahir Zaki Zeina Ziad Zuhair`;

/*
 * Arabic and Berber, Maghreb (French) spellings. No licensed Latin-script list found: written for this project from
 * general knowledge.
 */
const ARABIC_MAGHREB = `Abdelali Abdelaziz Abdelghani Abdelhak Abdelilah Abdelkrim Abdellah Abdellatif Abdelmajid
Abdennour Abderrahim Abderrahmane Abdeslam Abdou Aïcha Amel Anouar Assia Ayoub Belkacem Boualem Bouchra Brahim Chaima
Chaimae Chakib Djamel Djamila Driss Fadila Fouad Fouzia Ghizlane Hafida Hakima Hanane Hatim Hicham Houda Houria Idir
Ikram Ilham Ilyas Jawad Kawtar Khaoula Lahcen Lakhdar Larbi Loubna Lounes Madjid Marouane Massinissa Messaoud Mhamed
Mohand Mohcine Mokhtar Mokrane Mouloud Mounir Mourad Nabile Nacer Nacera Nassim Nawal Nordine Noureddine Nourredine
Othmane Ouarda Ouiza Oussama Reda Redouane Saad Saadia Salim Siham Slimane Smail Sofiane Souad Soufiane Tahar Tarek
Touria Wafae Walid Wassim Yacine Yamina Yasser Youcef Younes Zakia Ziad Zohra Zoubir Zouhair`;

/*
 * Persian and Afghan (Dari, Pashto), Latin transliteration. faker's `fa` list is in Arabic script: written for this
 * project from general knowledge.
 */
const PERSIAN_AFGHAN = `Ahmadullah Arash Arezoo Arman Arshia Atefeh Azadeh Babak Bahram Behrouz Behzad Bijan Dariusch
Dariush Ehsan Elham Esmail Faranak Farhad Fariborz Farishta Farshad Farzad Farzaneh Fereshta Fereshteh Forough Freshta
Golnar Golnaz Habibullah Hadi Haleh Hamidullah Hasina Hekmatullah Hengameh Hooman Hosai Houman Javad Kambiz Kamran
Kaveh Kazem Keyvan Kourosh Kurosh Ladan Laleh Madina Mahboubeh Mahsa Mahshid Mahtab Majid Malalai Mehran Milad Mirwais
Mohammadreza Mohsen Mojtaba Morteza Mostafa Mozhgan Nader Najibullah Nargis Nasim Navid Nazanin Negin Niloofar Niloufar
Nilufar Nima Parisa Parvaneh Parviz Payam Pedram Pegah Peyman Pouya Rahim Rahmatullah Roshanak Roya Sajjad Sanaz Sasan
Sayyed Sepideh Setareh Shafiq Shahin Shahram Shakila Shirin Shokoufeh Siamak Siavash Simin Soheil Soheila Sohrab
Somayeh Tahmineh Taraneh Vahid Wazhma Yasaman Yashar Yousef Zabihullah Zahir Zarghuna Zarlasht Zohreh`;

/*
 * Eritrean and Ethiopian (Tigrinya, Amharic, Oromo), Latin transliteration. No licensed list found: written for this
 * project from general knowledge. Given names only: names that are mostly met as a father's name used as a surname
 * (Tesfaye, Kebede, Haile, Tekle, Yohannes) are left out, and so are places (Ababa, Mizan) and words (Haben, Desta).
 */
const ERITREAN_ETHIOPIAN = `Abeba Abenezer Aberash Abrham Adiam Aklesia Almaz Amha Aregash Arsema Askale Awet Azeb
Biniyam Birtukan Bisrat Blen Bontu Boonsa Caalaa Chaaltu Chaltu Dagim Danait Dejen Delina Ebise Eldana Elilta Ephrem
Ermiyas Esayas Etenesh Eyasu Eyerus Eyerusalem Eyob Fantu Fanuel Fasil Fayo Fikru Filimon Fitsum Hawani Hawi Helina
Hirut Hiwet Hiwot Hiyab Jaalata Kaleab Kebedech Kena Kidist Kidus Kisanet Kokob Lalisa Lelisa Lemlem Lencho Leul Mahlet
Meaza Mebrat Mekdes Merhawi Meseret Mewael Mikias Mikiyas Milen Milkessa Milki Mulu Naod Nardos Nathnael Nazrawit
Nebiat Obsa Rahwa Rediet Samrawit Saron Seble Selamawit Semhar Senai Sifan Sosina Surafel Tedros Tigist Tirhas Tizita
Tsige Tsigereda Tsinat Tsion Winta Worknesh Wudase Yafet Yared Yeabsira Yemisrach Yodit Yoel Yohana Yosan Zenebech`;

/*
 * Tamil (Sri Lanka and South India). No licensed Latin-script list found: written for this project from general
 * knowledge. Names ending in -kumar are read as surnames by their shape and left out.
 */
const TAMIL = `Abirami Aishwarya Ananth Anitha Archana Aruna Ashok Balaji Bavani Geetha Gowtham Janarthanan Jegan
Jeyanthi Kajan Kajana Kajani Kajendran Kalaivani Karthik Kirushanth Kirushanthan Kowsalya Kugan Malathi Malathy
Manikandan Mathini Mathumitha Mathushan Meena Murugan Muthu Nilani Niruja Nithya Nivetha Pavithra Piratheep Pirathees
Pradeep Praveen Pushpa Ragavan Rathika Revathi Sajeevan Sakthi Sanjeevan Saranya Saravanan Sathees Satheesh Senthil
Shanthi Sinthujan Siva Sivam Sivaranjani Subashini Sujatha Sumathi Suthakaran Sutharsan Tamilselvi Thamarai Thanuja
Thanushan Tharsan Tharshika Theepan Thiru Thirumal Thivakaran Thulasi Thushanthi Thusyanthan Vanitha Vasanth Vasuki
Vignesh Vinojan Vinoth Vithusha Vithushan Yathursha Yathusan Yogesh`;

/*
 * Indian, North and South. Source: cieslarmichal/faker-cxx `indianMaleFirstNames`/`indianFemaleFirstNames` (MIT). Words
 * (Pari, Karna) and Western names left out.
 */
const INDIAN = `Aadil Aadrika Aahan Aakriti Aanya Aanyaya Aarit Aarohi Aaryan Aaryav Aashika Abhay Abhinav Abhishek
Abhiyay Adarsh Adhithi Adhvait Advait Ahaan Akash Akhil Akhilesh Akshant Akshara Akshat Akshaya Alok Amardeep Amitabh
Ananya Aniket Anish Anisha Ankit Ankur Anshul Anshuman Anupam Anurag Anushka Anwaya Arpit Arush Arvind Aryaman Aryana
Aryaveer Ashutosh Atul Avani Avinash Avir Avishi Baldev Banita Bhavana Bhavesh Bhavisha Bhavyata Bhumi Bhumika Bhushan
Bhuvan Bhuvitha Bimal Birju Brijmohan Chakori Chandika Chandna Chandni Chandrika Charmika Charu Charul Chhavi Chirag
Chitra Deepesh Deepika Devang Devanshi Devendra Devesh Dhairik Dhairya Dhanya Dhaval Dheeraj Dhiraj Dhruva Dhruvansh
Dipak Dipesh Disha Divisha Divishi Divyansh Drishti Dyuthi Eeshaal Eshan Eshitha Falini Fulki Gargee Gargi Giribala
Gitali Gitanjali Govind Grishma Haritha Harshad Harshal Harshini Harshita Hemant Himani Himanshu Hridaan Hriday
Hrishita Hrithik Hrithvik Hrushi Ishan Ishana Ishant Ishika Ishiqa Ishira Ishitha Ishmita Janvi Jaswita Jatish Jayant
Jitender Jitendra Jivana Jivika Jivisha Jiya Jyotsna Kabira Kabiraj Kailash Kairav Kamlesh Kanya Kapil Karthik Karun
Kashvii Kavish Keshav Ketan Khushi Kirti Kishan Kishore Krishnaiah Kshirja Kunal Kushal Lakshay Lalit Lasya Lavisha
Lavitha Laxman Lisha Lokesh Manasvi Manav Manik Manika Maninder Manisha Mannat Manoj Manvi Manvita Mayank Mayur Meenal
Mohit Mukesh Mukul Mukund Mysha Naina Nandan Nandita Nandlal Neeraj Nidhita Nilesh Nimish Nirav Nishant Nishith Nitin
Nitish Nitya Nityari Nityasha Nityashi Nyra Oishi Ojal Ojaswi Omkar Oshin Pankaj Pankhudi Pankhuri Pariket Parikshit
Parinidhi Partha Parthiv Parul Parveen Pihu Pradeep Pramod Pranay Praniti Pranjal Pratham Pravin Prayag Prishita
Prithvi Priyanka Qirat Raahat Rajat Rajendra Rajiv Rajkishor Rajkumar Rajnish Rajveer Rakshan Ranjan Rashi Rasika
Revansh Riddhi Ridhaan Rishabh Rishit Ritara Ritesh Rithika Ritish Ritvik Rohant Rohit Roshni Rudransh Rupali Rupesh
Rushabh Saarthak Sachin Saesha Sahitya Saisha Sameer Sameet Sanika Sanjeev Sanket Sanvi Saraswati Sarvesh Savita
Shantanu Shardul Shashank Shivam Shlok Shourya Shresht Shubham Shyam Simran Subhash Sudhir Sumeet Sunil Surender Surya
Sushant Suvan Tanishi Tanmay Tanush Tanvik Tarun Tavish Tejus Tishira Tithira Tushar Uday Ujjwala Umesh Urisha Utkarsha
Vaibhav Vansh Vanshaj Vanshika Varun Vasundhara Veerendra Vibhav Vidit Vidulika Vidyut Vihan Vijay Vikas Vikram Vikrant
Vinay Vinayak Vineet Vinita Vinod Vipul Virat Virendra Viresh Vishal Vishesh Vishnu Vishwas Vivan Viyan Wansika Yashas
Yashi Yashika Yashith Yashraj Yashwant Yashwanta Yashwardhan Yogesh Yukta Yukthi Yuva Yuvan Yuvansh Yuvraja Zaheer
Zaina Zarika Zoya`;

/*
 * West African: Ghanaian (Akan), Nigerian (Yoruba), Senegalese. Source: faker-js/faker
 * `src/locales/{en_GH,yo_NG,fr_SN}/person/first_name.ts` (MIT); names longer than ten letters and words (Asta, Lamine,
 * Cherif, Penda) left out.
 */
const WEST_AFRICAN = `Abayomi Abdou Abdoul Abebi Abeiku Abena Abeni Abibatou Abimbola Abiodun Abiola Abiona Abosede
Aboubacar Adebankole Adebiyi Adebola Adebowale Adebukola Adedayo Adedeji Adedoyin Adekitan Adekola Adekunle Adeleke
Adenike Adeniyi Adeola Adeolu Adeoti Adepeju Aderopo Adesewa Adeshina Adesoji Adesua Adetayo Adetoke Adetoun Adeyi
Adigun Adunni Adwoa Afia Afolarin Afua Aïcha Aïda Aïssa Aïssata Aïssatou Ajala Ajoke Akanmu Akinkunmi Akinlabi Akinwale
Akofa Akorfa Akos Akosua Akua Akumaa Akwasi Akwesi Alaba Alade Alassane Alima Aliou Alioune Amady Amath Amdy Ameth
Amoke Amope Arike Arinola Asake Astou Atinuke Awero Awesi Ayinde Ayinke Ayodeji Ayodele Ayoka Ayomide Ayomikun Ayotude
Baaba Babacar Babasola Babatunji Babawale Bineta Binta Birane Bolatito Boluwatife Bouba Boubacar Bunmi Busayo Cheikhou
Chekhouna Coumba Damife Damilola Damola Daouda Darasimi Demilade Dieynaba Djibril Dorcas Doyinsola Durodola Ebunoluwa
Ekow Ekundayo Elène Eniola Esupofo Ewatomi Eyram Fadekemi Faderera Fatim Fatimata Fatou Fehintola Fibikemi Fiifi
Fikayomi Folashade Folu Gbadebo Gbolahan Gbowoade Gifty Hamidou Ibidapo Ibironke Ibou Ibrahima Idowu Idrissa Ifeoluwa
Ikeoluwa Imoleoluwa Inioluwa Iremide Iretioluwa Iseoluwa Ishola Ismaïla Itunuoluwa Iyabode Iyadunni Iyanuoluwa
Iyinoluwa Joojo Juwon Kalidou Kéba Kehinde Khadim Khady Khoudia Kikelomo Kiné Kofi Kojo Kolawole Korede Kujoe Kwabena
Kwadwo Kwaku Kwame Kwamena Kwasi Kweku Kwesi Lassana Mactar Maguette Maïmouna Makhtar Malick Mamady Mamour Marème
Mariama Marième Massamba Mawuena Mawusi Mbaye Médoune Meïssa Mobolaji Moctar Modou Modupe Mofifoluwa Mohamadou Mojisola
Mojisoluwa Moradeke Morayo Morenike Morolake Mosunmola Motunrayo Mouhamadou Mouhamed Mouhameth Moustapha Moyosore
Nimakoah Ninioluwa Niyilolawa Odunayo Ogooluwa Okiki Oladara Oladare Oladimeji Olajumoke Olakunle Olamide Olanrewaju
Olansile Olaoluwa Olasunmbo Olayinka Ololade Olufunke Olusola Olutomiwa Oluwafemi Oluwakemi Oluwasanmi Oluwasegun
Oluwaseun Oluwaseyi Oluwatosin Oluwole Omobobola Omobolanle Omodunni Omolabake Omolara Omolola Omosalewa Omotara
Omotayo Omotola Omotolani Omotoun Omowumi Opemipo Opeoluwa Opeyemi Oreofe Osunleke Ousmane Oyenike Oyindamola
Oyindasola Pelumi Radeke Ramata Rokhaya Ronke Sadio Saèr Safiatou Safiétou Salif Salimata Salimatou Saliou Salomey
Seckou Segilola Sékou Seydou Seynabou Sidy Sijuade Similoluwa Simisola Sokhna Subomi Taiwo Tejumola Temidayo Temitope
Thierno Tidiane Titilayo Tokunbo Tolulope Toluwalope Toluwanimi Wuraola Yacine Yaya Yejide Yetunde Yewande Yoro Youssou
Youssouph Youssoupha`;

/*
 * Congolese (Lingala, Kikongo, Tshiluba). No licensed list found: a short list written for this project from general
 * knowledge; French words used as names (Trésor, Merveille, Héritier) left out.
 */
const CONGOLESE = `Chancelvie Dieudonné Glodi Kalala Kapinga Kiese Makiese Mbombo Mujinga Ndaya Ngalula Nkulu Nsimba
Nzuzi Plamedi Tshala`;

/*
 * Chinese, two-syllable pinyin given names only (one syllable is too often a word or a surname). No licensed
 * Latin-script list found (faker lists are in Han characters): written for this project from general knowledge.
 */
const CHINESE_PINYIN = `Bingbing Chenxi Chunhua Chunyan Dongmei Feifei Fengying Guilan Guiying Guoping Guoqiang Haibo
Haitao Haiyan Haoran Haoyu Hongbo Hongmei Hongwei Hongyan Huiling Huimin Jiahao Jianguo Jianhua Jianjun Jianming
Jianping Jiaxin Jiayi Jingjing Jinlong Jinping Junhao Junjie Lanlan Lihua Lijuan Lingling Liping Lixia Meihua Meiling
Minghui Mingyu Qianqian Qingyun Ruoxi Shanshan Shiyu Sihan Siyu Tianyu Weidong Weiguo Weiming Weiwei Wenbin Wenhui
Wenjie Wenjun Xiaodong Xiaofeng Xiaohong Xiaohui Xiaojun Xiaoli Xiaoling Xiaolong Xiaoming Xiaoqing Xiaowei Xiaoxiao
Xiaoyu Xiulan Xiuzhen Xuemei Xueying Yanhong Yanling Yanping Yifan Yiming Yingying Yonggang Yongqiang Yueying Yufeng
Yuhang Yuhua Yumei Yuqing Yuting Yutong Yuxuan Zeyu Zhenghao Zhenhua Zhenyu Zhigang Zhihua Zhiqiang Zhiwei Zhixin
Zhiyuan Zihan Zixuan Ziyi`;

export const INTERNATIONAL_GIVEN_NAMES: readonly string[] = [
  ...new Set(
    [
      DANISH,
      SWEDISH,
      FINNISH,
      HUNGARIAN,
      POLISH,
      CROATIAN,
      CZECH,
      TURKISH,
      KURDISH,
      ALBANIAN_KOSOVAR,
      SERBIAN_BOSNIAN,
      PORTUGUESE_BRAZILIAN,
      SPANISH,
      VIETNAMESE,
      ARABIC_LEVANT,
      ARABIC_MAGHREB,
      PERSIAN_AFGHAN,
      ERITREAN_ETHIOPIAN,
      TAMIL,
      INDIAN,
      WEST_AFRICAN,
      CONGOLESE,
      CHINESE_PINYIN,
    ].flatMap((block) => block.split(/\s+/)),
  ),
].filter(Boolean);
