/**
 * Members of the Swiss Federal Council since 1995, by full name. Applications, letters and press texts cite them in
 * their public role ("lors de la visite de Guy Parmelin", "the strategy presented by Albert Rösti"): a public figure
 * cited as such is no private person's data, and the reviewer needs the name. Only the full name counts, so a private
 * person who shares a surname ("Frau Rösti") is still masked.
 *
 * Source: the Federal Chancellery's list of members of the Federal Council (admin.ch, "Alle Bundesräte und
 * Bundesrätinnen seit 1848"), public information.
 */
const FEDERAL_COUNCILLORS = `Adolf Ogi|Kaspar Villiger|Flavio Cotti|Arnold Koller|Ruth Dreifuss|Jean-Pascal Delamuraz|
Moritz Leuenberger|Pascal Couchepin|Ruth Metzler|Ruth Metzler-Arnold|Joseph Deiss|Samuel Schmid|Micheline Calmy-Rey|
Christoph Blocher|Hans-Rudolf Merz|Doris Leuthard|Eveline Widmer-Schlumpf|Ueli Maurer|Didier Burkhalter|
Simonetta Sommaruga|Johann Schneider-Ammann|Johann N. Schneider-Ammann|Alain Berset|Guy Parmelin|Ignazio Cassis|
Karin Keller-Sutter|Viola Amherd|Albert Rösti|Elisabeth Baume-Schneider|Beat Jans|Martin Pfister`;

const PUBLIC_FIGURES: ReadonlySet<string> = new Set(
  FEDERAL_COUNCILLORS.split('|').map((name) => name.trim().toLowerCase()),
);

/** True for the full name of a public figure the detector keeps ("Guy Parmelin"), in any case. */
export const isPublicFigure = (fullName: string): boolean =>
  PUBLIC_FIGURES.has(fullName.replace(/\s+/g, ' ').trim().toLowerCase());
