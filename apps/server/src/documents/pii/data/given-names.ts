/**
 * Given names for the PERSON detector, compiled from public name statistics. Each block is ranked by
 * frequency where the source is ranked; later blocks only add names the earlier ones lack (duplicates
 * are removed when the set is built).
 *
 * Sources and licences:
 * - US Census Bureau 1990, "dist.male.first" (frequency-ranked, top ~650): public domain (US federal
 *   government work). https://www2.census.gov/topics/genealogy/1990surnames/
 * - US Social Security Administration baby names, year of birth 1980, female (frequency-ranked, top ~600):
 *   public domain. https://www.ssa.gov/oact/babynames/limits.html
 * - Swiss Federal Statistical Office (BFS/OFS) most frequent first names of the resident population, German-,
 *   French- and Italian-speaking regions, as compiled in FakerPHP/Faker `de_CH`, `fr_CH`, `it_CH` Person
 *   providers (MIT licence, Copyright (c) 2011 François Zaninotto and contributors).
 * - German given names, de.wiktionary "Liste der häufigsten männlichen/weiblichen Vornamen Deutschlands"
 *   (phone directory 2005), as compiled in FakerPHP/Faker `de_DE` (MIT licence).
 * - French and Italian given names from FakerPHP/Faker `fr_FR` and `it_IT` (MIT licence).
 *
 * Names that are also everyday words (Mark, Will, Grant, Rose…) stay in the list but are marked ambiguous in
 * `common-words.ts`; the detector then needs more evidence than the name alone.
 */
const US_MALE = `James John Robert Michael William David Richard Charles Joseph Thomas Christopher Daniel Paul Mark
Donald George Kenneth Steven Edward Brian Ronald Anthony Kevin Jason Matthew Gary Timothy Jose Larry Jeffrey Frank
Scott Eric Stephen Andrew Raymond Gregory Joshua Jerry Dennis Walter Patrick Peter Harold Douglas Henry Carl Arthur
Ryan Roger Joe Juan Jack Albert Jonathan Justin Terry Gerald Keith Samuel Willie Ralph Lawrence Nicholas Roy Benjamin
Bruce Brandon Adam Harry Fred Wayne Billy Steve Louis Jeremy Aaron Randy Howard Eugene Carlos Russell Bobby Victor
Martin Ernest Phillip Todd Jesse Craig Alan Shawn Clarence Sean Philip Chris Johnny Earl Jimmy Antonio Danny Bryan
Tony Luis Mike Stanley Leonard Nathan Dale Manuel Rodney Curtis Norman Allen Marvin Vincent Glenn Jeffery Travis Jeff
Chad Jacob Lee Melvin Alfred Kyle Francis Bradley Jesus Herbert Frederick Ray Joel Edwin Don Eddie Ricky Troy Randall
Barry Alexander Bernard Mario Leroy Francisco Marcus Micheal Theodore Clifford Miguel Oscar Jay Jim Tom Calvin Alex
Jon Ronnie Bill Lloyd Tommy Leon Derek Warren Darrell Jerome Floyd Leo Alvin Tim Wesley Gordon Dean Greg Jorge Dustin
Pedro Derrick Dan Lewis Zachary Corey Herman Maurice Vernon Roberto Clyde Glen Hector Shane Ricardo Sam Rick Lester
Brent Ramon Charlie Tyler Gilbert Gene Marc Reginald Ruben Brett Angel Nathaniel Rafael Leslie Edgar Milton Raul Ben
Chester Cecil Duane Franklin Andre Elmer Brad Gabriel Ron Mitchell Roland Arnold Harvey Jared Adrian Karl Cory Claude
Erik Darryl Jamie Neil Jessie Christian Javier Fernando Clinton Ted Mathew Tyrone Darren Lonnie Lance Cody Julio
Kelly Kurt Allan Nelson Guy Clayton Hugh Max Dwayne Dwight Armando Felix Jimmie Everett Jordan Ian Wallace Ken Bob
Jaime Casey Alfredo Alberto Dave Ivan Johnnie Sidney Byron Julian Isaac Morris Clifton Willard Daryl Ross Virgil Andy
Marshall Salvador Perry Kirk Sergio Marion Tracy Seth Kent Terrance Rene Eduardo Terrence Enrique Freddie Wade Austin
Stuart Fredrick Arturo Alejandro Jackie Joey Nick Luther Wendell Jeremiah Evan Julius Dana Donnie Otis Shannon Trevor
Oliver Luke Homer Gerard Doug Kenny Hubert Angelo Shaun Lyle Matt Lynn Alfonso Orlando Rex Carlton Ernesto Cameron
Neal Pablo Lorenzo Omar Wilbur Blake Grant Horace Roderick Kerry Abraham Willis Rickey Jean Ira Andres Cesar Johnathan
Malcolm Rudolph Damon Kelvin Rudy Preston Alton Archie Marco Pete Randolph Garry Geoffrey Jonathon Felipe Bennie
Gerardo Ed Dominic Robin Loren Delbert Colin Guillermo Earnest Lucas Benny Noel Spencer Rodolfo Myron Edmund Garrett
Salvatore Cedric Lowell Gregg Sherman Wilson Devin Sylvester Kim Roosevelt Israel Jermaine Forrest Wilbert Leland
Simon Guadalupe Clark Irving Carroll Bryant Owen Rufus Woodrow Sammy Kristopher Mack Levi Marcos Gustavo Jake Lionel
Marty Taylor Ellis Dallas Gilberto Clint Nicolas Laurence Ismael Orville Drew Jody Ervin Dewey Al Wilfred Josh Hugo
Ignacio Caleb Tomas Sheldon Erick Frankie Stewart Doyle Darrel Rogelio Terence Santiago Alonzo Elias Bert Elbert
Ramiro Conrad Pat Noah Grady Phil Cornelius Lamar Rolando Clay Percy Dexter Bradford Merle Darin Amos Terrell Moses
Irvin Saul Roman Darnell Randal Tommie Timmy Darrin Winston Brendan Toby Van Abel Dominick Boyd Courtney Jan Emilio
Elijah Cary Domingo Santos Aubrey Emmett Marlon Emanuel Jerald Edmond Emil Dewayne Will Otto Teddy Reynaldo Bret
Morgan Jess Trent Humberto Emmanuel Stephan Louie Vicente Lamont Stacy Garland Miles Micah Efrain Billie Logan Heath
Rodger Harley Demetrius Ethan Eldon Rocky Pierre Junior Freddy Eli Bryce Antoine Robbie Kendall Royce Sterling Mickey
Chase Grover Elton Cleveland Dylan Chuck Damian Reuben Stan August Leonardo Jasper Russel Erwin Benito Hans Monte
Blaine Ernie Curt Quentin Agustin Murray Jamal Devon Adolfo Harrison Tyson Burton Brady Elliott Wilfredo Bart Jarrod
Vance Denis Damien Joaquin Harlan Desmond Elliot Darwin Ashley Gregorio Buddy Xavier Kermit Roscoe Esteban Anton
Solomon Scotty Norbert Elvin Nolan Carey Rod Quinton Hal Rob Elwood Kendrick Darius Moises Marlin Fidel Thaddeus
Cliff Marcel Ali Jackson Raphael Bryon Armand Alvaro Jeffry Dane Thurman Ned Sammie Rusty Michel Monty Rory Fabian
Reggie Mason Graham Kris Isaiah Vaughn Gus Avery Loyd Diego Alexis Adolph Norris Millard Rocco Gonzalo Derick Rodrigo
Gerry Stacey Carmen Wiley Rigoberto Alphonso`;

const US_FEMALE = `Jennifer Amanda Jessica Melissa Sarah Heather Nicole Amy Elizabeth Michelle Kimberly Angela Stephanie
Tiffany Christina Lisa Rebecca Crystal Kelly Erin Laura Amber Rachel Jamie Mary April Sara Andrea Shannon Megan Emily
Julie Danielle Erica Katherine Maria Kristin Lauren Kristen Ashley Christine Brandy Tara Katie Monica Carrie Alicia
Courtney Misty Kathryn Patricia Holly Stacy Karen Anna Tracy Brooke Samantha Allison Melanie Leslie Brandi Susan
Cynthia Natalie Jill Dawn Dana Vanessa Veronica Lindsay Tina Kristina Stacey Wendy Lori Catherine Kristy Heidi Sandra
Jacqueline Kathleen Christy Leah Valerie Pamela Erika Tanya Natasha Katrina Lindsey Melinda Monique Teresa Denise Tammy
Tonya Julia Candice Gina Alison Nichole Victoria Theresa Margaret Beth Renee Tamara Robin Linda Nancy Anne Sabrina
Meghan Brenda Jaime Jenny Diana Cheryl Barbara Krista Kristi Latoya Bethany Michele Kelli Kara Miranda Sharon Tasha
Mindy Mandy Molly Candace Casey Ann Colleen Cassandra Suzanne Meredith Latasha Rachael Regina Donna Marie Deborah
Carolyn Nina Deanna Cindy Alisha Bridget Carla Kendra Tabitha Desiree Yolanda Kari Summer Virginia Trisha Rebekah
Joanna Felicia Joy Bonnie Jodi Jaclyn Angel Adrienne Jillian Janet Paula Aimee Ebony Abigail Debra Martha Rhonda
Autumn Shanna Robyn Carmen Angelica Toni Shelly Priscilla Shawna Kristine Brittany Claudia Sherry Marissa Janelle
Laurie Stefanie Kate Ana Melody Caroline Diane Tamika Cara Rosa Alexis Kellie Ruth Tracey Sonia Naomi Cristina Audrey
Hannah Sheila Sonya Jasmine Alyssa Leigh Whitney Krystal Yvonne Stacie Anita Shauna Rose Shelley Traci Kerri Olivia
Christie Tia Carol Adriana Brianne Marisa Kelley Kristie Jenna Gloria Charlene Leticia Terri Morgan Charity Latisha
Nikki Jana Angie Jacquelyn Jeanette Karla Christa Lynn Becky Kathy Tricia Janice Annie Kerry Ellen Keri Amie Annette
Sylvia Rachelle Alissa Frances Abby Lesley Bobbie Gretchen Helen Shana Lakisha Jami Latonya Lacey Dorothy Keisha
Maureen Mayra Jennie Alexandra Yvette Roxanne Johanna Lydia Evelyn Sandy Sherri Irene Charlotte Jody Tameka Esther
Chasity Eva Rita Connie Hillary Raquel Lorena Jessie Juanita Faith Billie Brandie Angelina Hope Miriam Staci Jane
Elaine Cassie Amelia Maribel Grace Jocelyn Norma Joni Rochelle Carly Elisabeth Ginger Tanisha Hilary Sally Alice
Meagan Joyce Carissa Jenifer Devon Beverly Renata Jolene Randi Elisa Tabatha Brianna Sheri Kirsten Joanne Tracie
Leanne Jean Mia Belinda Jackie Karina Chrystal Ericka Camille Bobbi Corinne Ruby Alma Betty Marisol Cecilia Darlene
Kasey Caitlin Sophia Patrice Alana Bianca Elena Sasha Serena Elisha Alisa Aisha Jodie Eileen Gabriela Terra Shirley
Briana Christi Joann Judith Trina Hollie Antoinette Celeste Lara Marilyn Rosemary Chandra Katharine Kimberley Marsha
Nora Gabrielle Allyson Cathy Claire Melisa Lacy Penny Judy Nadia Mandi Chelsea Betsy Marcia Lora Emma Dena Daisy Tami
Kenya Esmeralda Christin Audra Genevieve Lillian Yesenia Janine Iris Katy Josephine Lorraine Tania Teri Lena Isabel
Blanca Jayme Debbie Haley Peggy Gwendolyn Leann Shelby Roberta Wanda Aubrey Alyson Christen Laurel Jeannette Jeannie
Marcie Paige Cherie Lea Alejandra Cortney Angelique Darcy Liza Maggie Marcy Margarita Lana Brittney Carolina Catrina
Selena Misti Noelle Marci Cheri Shayla Destiny Marlene Lucy Candy Bridgette Ashlee Bernadette Lynette Dara Susana
Larissa Clarissa Dina Joan Luz Jeanne Loretta Marianne Marla Adrianne Vivian Raven Rhiannon Alaina Vicki Kristal Maya
Sonja Tonia Dianna Clara Mariah Tiana Nicolette Arlene Corina Myra Janna Tessa Elissa Sheryl Marcella Malinda Deana
Jasmin Araceli Constance Shari Athena Sue Carey Meaghan Dayna Deidra Edith Maritza Karin Nadine Antonia Anya Elise
Georgia Irma Marina Marjorie Justine Glenda Kylie Olga Deidre Maryann Ramona Silvia Dominique Janie Lucia Darla
Janette Talia Jeanine Kayla Lynda Ariana Leanna Kelsey Gail Kyla Rena Dora Tori Brenna Doris Natalia Valarie Noemi
Ashleigh Breanna Gladys Pauline Vickie Ingrid Beatrice Daphne Lucinda Mollie Delia Liliana Edna Ivy Ronda Siobhan
Chanel Dolores Celia Sadie Eliza Taryn Jade Josie Michaela Dionne Julianne Rene Yadira Mara Eleanor Geneva Susanna
Vicky Callie Hilda Alanna Francesca Griselda Mercedes Beatriz Rosemarie Alexandria Elsa Mariana Deirdre Graciela
Louise June Selina Madeline Maura Georgina Hayley Stella Anastasia Jamila Simone Martina Daniela Leilani Susie Emilie
Juana Helena Marta Eve Harmony Marian Cora Juliana Monika Aileen Lynne Fatima Ida Kira Aurora Viviana Bertha Rosanna
Francine Lourdes Greta Jeannine Jada Kathrine Sofia Adrianna Colette Kendall Lily Leila Letitia Melina Sierra Eugenia
Susanne Ariel Juliet Phyllis Alexa Angeline Delores Bernice Joelle Annemarie Cheyenne Eunice Gwen Josefina Ella Gillian
Justina Blair Rebeca Elaina Pearl Leona Magdalena Margie Ada Francisca Ursula Vera Rosalie Cecelia Consuelo Danica
Lisette Delilah Lynnette Maren Mildred Bettina Damaris Mona Paulette Dianne Kirstin Therese Charla Kay Lina Lois
Alina Florence Cristal Lila Lola Malia Thelma Chantelle Julianna Mariel Tatiana Doreen Gayle Jayne Violet Chloe Janis
Lilia Nellie Reina Aida Cathryn Kaitlin Lia Hazel Marcela Thea Cassidy Clare Catalina Layla Sydney Rhea Elvira Lucille
Roxana Rosario Bonita Scarlett Elsie Faye Luisa Imelda Inez Lillie Flora Emilia Petra Louisa Brigitte Carole Corinna
Ava Giselle Gracie Hanna Juliette Maxine Myrna`;

const SWISS = `Adolf Adrian Alain Albert Alessandro Alex Alexander Alfred Ali Alois Andrea Andreas Andrin André Angelo Anton
Antonio Armin Arnold Arthur Beat Benjamin Bernhard Bruno Carlo Carlos Christian Christoph Claudio Cyrill Cédric Damian
Daniel Dario David Denis Diego Dieter Dominic Dominik Eduard Elia Elias Emil Eric Erich Ernst Erwin Eugen Fabian Fabio
Felix Flavio Florian Francesco Frank Franz Friedrich Fritz Gabriel Georg Gerhard Gian Giovanni Giuseppe Guido Hans
Hans-Peter Hanspeter Heinrich Heinz Herbert Hermann Hugo Ivan Ivo Jakob Jan Jean Joel Johann Johannes Jonas Jonathan
Josef José Joël Julian Jörg Jürg Jürgen Karl Kevin Kilian Klaus Konrad Kurt Lars Leandro Leo Leon Levin Livio Lorenz
Loris Louis Luca Luigi Luis Lukas Manfred Manuel Marc Marcel Marco Mario Mark Marko Markus Martin Mathias Matteo
Matthias Mauro Max Mehmet Michael Michel Michele Mike Moritz Nico Nicola Nicolas Niklaus Nils Noah Norbert Oliver
Olivier Othmar Otto Pascal Patrick Patrik Paul Peter Philip Philipp Philippe Pius Rafael Rainer Ralf Ralph Ramon
Raphael Remo Renato René Reto Richard Robert Roberto Robin Roger Roland Rolf Roman Rudolf Salvatore Samuel Sandro
Sascha Sebastian Severin Silvan Silvio Simon Stefan Stephan Sven Theodor Thomas Tim Timo Tobias Ulrich Urs Walter
Werner Wilhelm Willi Willy Wolfgang Yannick Yves
Adelheid Agnes Alessia Alexandra Alice Alina Aline Ana Angela Angelika Anita Anja Anna Annemarie Antonia Astrid
Barbara Beatrice Beatrix Bernadette Bertha Bettina Brigitta Brigitte Carla Carmen Caroline Chantal Charlotte Chiara
Christa Christina Christine Claudia Corina Corinne Cornelia Céline Daniela Deborah Denise Diana Dora Doris Dorothea
Edith Elena Eliane Elisabeth Elsa Elsbeth Emma Erika Erna Esther Eva Eveline Fabienne Fiona Franziska Frieda Gabriela
Gabriele Gertrud Gisela Hanna Hedwig Heidi Helena Helene Hildegard Ida Ingrid Irene Iris Irma Isabel Isabella Isabelle
Jacqueline Jana Janine Jasmin Jeannette Jennifer Jessica Johanna Jolanda Judith Julia Karin Katharina Kathrin Katja
Katrin Klara Lara Larissa Laura Lea Lena Leonie Lina Linda Lisa Liselotte Livia Lorena Luana Lucia Luzia Lydia
Madeleine Magdalena Maja Manuela Mara Margareta Margaretha Margrit Margrith Maria Marianna Marianne Marie Marina
Marion Marlise Martha Martina Melanie Mia Michaela Michelle Michèle Milena Miriam Mirjam Monica Monika Nadia Nadine
Nadja Natalie Nathalie Nelly Nicole Nina Noemi Nora Patricia Patrizia Paula Petra Pia Priska Rahel Ramona Rebecca
Regina Regula Renata Renate Rita Rosa Rosmarie Ruth Sabine Sabrina Sandra Sara Sarah Selina Seraina Sibylle Silvia
Simone Sina Sonja Sophie Stefanie Stephanie Susanna Susanne Sylvia Tamara Tanja Therese Theresia Ursula Valentina
Vanessa Vera Verena Veronika Yvonne
Adrien Alberto Alexandre Alexis Anthony Antoine António Arnaud Aurélien Axel Baptiste Bastien Benoît Bernard Bertrand
Bryan Charles Christophe Christopher Claude Cyril Damien Didier Diogo Dominique Dylan Emmanuel Enzo Etienne Fabien
Fabrice Fernando Filipe Francis Francisco François Frédéric Georges Gilbert Gilles Gregory Grégoire Grégory Guillaume
Guy Gérald Gérard Henri Hervé Jacques Jean-Claude Jean-Daniel Jean-François Jean-Jacques Jean-Louis Jean-Luc Jean-Marc
Jean-Marie Jean-Michel Jean-Paul Jean-Pierre Joao Joaquim John Jorge Jose Joseph Juan Julien Jérémie Jérémy Jérôme
Laurent Lionel Loïc Luc Lucas Lucien Ludovic Léo Mathieu Matthieu Maurice Maxime Michaël Miguel Mohamed Nathan Nolan
Nuno Pascal Patrice Paulo Pedro Pierre Pierre-Alain Pierre-André Quentin Raphaël Raymond Ricardo Romain Rui Rémy
Sacha Serge Sergio Steve Stéphane Sylvain Sébastien Thierry Théo Tiago Valentin Victor Vincent Vitor William Xavier
Yann Yvan
Agnès Alicia Amélie Anaïs Andrée Anne Anne-Marie Antoinette Ariane Arlette Audrey Aurélie Béatrice Camille Carine
Carole Catherine Chloé Christelle Christiane Cindy Claire Clara Claudine Colette Coralie Cristina Cécile Célia Danielle
Danièle Delphine Elisa Elodie Emilie Estelle Evelyne Fanny Florence Francine Françoise Gabrielle Geneviève Georgette
Ginette Gisèle Géraldine Huguette Hélène Inès Irène Jeanne Jeannine Joana Jocelyne Josette Josiane Joëlle Julie
Juliette Justine Karine Katia Laetitia Laure Laurence Liliane Louise Lucie Léa Magali Manon Marguerite Marie-Thérèse
Marine Marlyse Marlène Martine Mathilde Melissa Micheline Mireille Monique Morgane Muriel Myriam Mélanie Natacha
Noémie Océane Olga Olivia Pascale Pauline Pierrette Rachel Raymonde Renée Rose-Marie Sandrine Sofia Sonia Stéphanie
Suzanne Sylviane Sylvie Séverine Tania Tatiana Teresa Thérèse Valentine Valérie Victoria Virginie Viviane Véronique
Yolande Yvette Zoé
Aaron Adriano Alan Alessio Alfredo Antonino Aris Armando Arturo Athos Attilio Augusto Aurelio Boris Carmelo Carmine
Cesare Corrado Cristian Cristiano Damiano Daniele Danilo Dante Davide Domenico Donato Edoardo Elio Emanuele Emilio
Enea Enrico Ernesto Eros Ettore Eugenio Ezio Fabiano Fabrizio Fausto Federico Felice Filippo Fiorenzo Franco Fulvio
Gabriele Gaetano Gerardo Giacomo Giancarlo Gianfranco Gianluca Gianni Gioele Giona Giordano Giorgio Giuliano Giulio
Graziano Igor Ivano Jacopo Kurt Leonardo Liam Lorenzo Luciano Lucio Marcello Marino Martino Marzio Massimiliano
Massimo Mattia Maurizio Mirco Mirko Moreno Nicolò Omar Paolo Pasquale Pier Pierluigi Piero Pietro Raffaele Renzo
Riccardo Rocco Romano Rosario Ruben Samuele Sebastiano Silvano Simone Stefano Tiziano Tommaso Valentino Valerio
Vincenzo Vito Vittorio
Ada Adele Adriana Agnese Alessandra Angelina Annamaria Antonella Antonietta Arianna Asia Aurora Bianca Bruna Camilla
Carmela Carolina Caterina Cecilia Cinzia Debora Dolores Donatella Elda Eleonora Eliana Elisabetta Emanuela Enrica
Erica Ester Fabiana Federica Fernanda Filomena Flavia Franca Francesca Gabriella Gaia Giada Gianna Giorgia Giovanna
Giulia Giuliana Giuseppina Gloria Graziella Greta Ilaria Ines Ivana Letizia Lidia Loredana Lorenza Luciana Luisa
Margherita Mariangela Mariella Marilena Marisa Marta Matilde Maura Michela Mirella Morena Nicoletta Nives Ornella
Pamela Paola Pierina Prisca Raffaella Roberta Romina Rosanna Sabina Samantha Serena Silvana Simona Stefania Tiziana
Valeria Veronica Viviana`;

const GERMAN = `Achim Adalbert Albin Albrecht Alfons Aloys Alwin Anatoli Andreas Andrej Ansgar Antonius Arnd Arndt Arne Arno
Arnulf Artur Bastian Benedikt Benno Bernd Berndt Bert Berthold Bertram Björn Bodo Bogdan Burghard Burkhard Carl Carsten
Christof Claus Clemens Cornelius Danny Darius Dennis Detlef Detlev Dierk Dietmar Dietrich Dimitri Dimitrios Dirk
Eberhard Eckard Eckart Eckehard Eckhard Edgar Egbert Egon Ekkehard Elmar Engelbert Enno Erhard Erik Ewald Falk Falko
Ferdinand Fred Fridolin Friedbert Friedemann Frieder Friedhelm Gebhard Georgios Gerd Gernot Gero Gerold Gert Gisbert
Gottfried Gotthard Gottlieb Gregor Gunnar Gunter Gunther Gustav Götz Günter Günther Hagen Halil Hannes Hanno Hanns
Hansjörg Harald Hardy Harro Hartmut Hartwig Hasan Heiko Heiner Heino Helfried Helge Hellmut Helmar Helmut Helmuth
Hendrik Henning Henrik Henryk Heribert Herwig Hilmar Hinrich Holger Horst Hubertus Hüseyin Ibrahim Ignaz Ingo Ingolf
Ismail Janusz Jens Joachim Jochen Josip Jost Juri Jörn Kai Karlheinz Karsten Kaspar Klemens Knut Konstantin Kuno
Leonhard Leonid Leopold Lothar Ludger Ludwig Lutz Magnus Maik Malte Marek Marian Marius Maximilian Meinhard Meinolf
Metin Milan Miroslav Murat Mustafa Niels Nikola Nikolai Nikolaus Olaf Ortwin Oskar Osman Oswald Otmar Ottmar Peer Piotr
Raimund Reimund Reiner Reinhard Reinhold Rico Ronald Ronny Rudi Rupert Rüdiger Siegbert Siegfried Siegmar Siegmund
Sigmund Sigurd Stanislaw Steffen Sönke Sören Thilo Thorsten Till Tilo Tino Torben Torsten Udo Ulf Uli Ullrich Uwe
Veit Viktor Vinzenz Vitali Vladimir Volker Volkmar Waldemar Walther Wenzel Wieland Wilfried Willibald Winfried
Wladimir Wolfram Wulf Xaver Yusuf
Adele Agathe Alma Almut Amalie Anastasia Anett Anette Anika Anke Annegret Annelie Annelies Anneliese Annelore Annerose
Annett Anni Annika Antje Auguste Ayse Babette Beate Bianka Birgit Birgitta Birte Britta Brunhilde Bärbel Carina Carola
Carolin Christel Christin Conny Constanze Cordula Corinna Dagmar Danuta Dorit Dorothee Dunja Dörte Edda Edelgard
Edeltraud Eleonore Elfriede Elke Ella Elli Elvira Emine Emmi Ernestine Evelin Evelyn Fatma Felicitas Frauke Friederike
Gabi Gerda Gerlinde Gertraud Gesa Gesine Gudrun Gundula Halina Hannelore Hatice Heidemarie Heidrun Heike Helga
Henriette Hermine Herta Hertha Hilde Hiltrud Ilka Ilona Ilse Imke Ina Inga Inge Ingeborg Irina Irmgard Isolde Ivonne
Janina Jeanette Josefine Juliane Jutta Karola Karoline Kathleen Kerstin Kirsten Klaudia Konstanze Kornelia Kristin
Kristina Käthe Leni Liane Lieselotte Lilli Lotte Luise Magdalene Maike Mareike Margarete Margarethe Margit Margot
Margret Marlies Mechthild Meike Melitta Nadja Natalja Natascha Nelli Ortrud Ottilie Peggy Renate Ricarda Romy Rosemarie
Roswitha Saskia Sieglinde Sigrid Sigrun Silke Steffi Svenja Swetlana Sybille Tatjana Thekla Theresa Ulla Ulrike Uschi
Ute Viktoria Waltraud Wiebke Wilhelmine Wilma
Aimé Alphonse Auguste Augustin Édouard Émile Éric Étienne Eugène Franck Honoré Hugues Jules Léon Noël Théodore Théophile
Thibaut Thibault Timothée Tristan Zacharie Adélaïde Adèle Adrienne Alix Anouk Aurore Capucine Célina Clémence Constance
Diane Dorothée Édith Éléonore Élisabeth Élise Élodie Émilie Emmanuelle Frédérique Henriette Hortense Jacqueline
Joséphine Lorraine Margaux Marthe Maryse Odette Paulette Pénélope Philippine Sophie Victoire
Abramo Albino Amedeo Anselmo Battista Bernardo Ciro Egidio Ercole Fernando Gastone Gavino Germano Giacinto Gianmarco
Gianmaria Gioacchino Gregorio Iacopo Ilario Italo Lamberto Lazzaro Lino Ludovico Manfredi Mariano Modesto Nazzareno
Oreste Osvaldo Patrizio Rodolfo Romolo Sabatino Sabino Tancredi Umberto Benedetta Bibiana Concetta Doriana Edvige
Erminia Felicia Gilda Giulietta Grazia Ileana Lucrezia Marcella Mariapia Nunzia Olimpia Rosalba Rosaria Sibilla`;

/** Every given name, de-duplicated, in the order above (roughly most frequent first). */
export const GIVEN_NAMES: readonly string[] = [
  ...new Set([US_MALE, US_FEMALE, SWISS, GERMAN].join(' ').split(/\s+/).filter(Boolean)),
];
