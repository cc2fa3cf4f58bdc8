import { LANGUAGE_PACKS } from '../language-packs/index.js';
import type { TRecognizer } from '../recognizer.js';
import { createEntity, type TDetectedEntity, type TLanguage } from '../types.js';
import { NON_NAME_WORDS, PLACE_WORDS } from '../data/common-words.js';
import { isSwissPlaceName } from '../data/large-lexicon.js';
import { isCountryName, isKnownPlace } from '../data/compromise-lexicon.js';
import { findRecipientLines } from './recipient-lines.js';
import { lowerCaseNameTypesAbroad, STREET_FORMS_ABROAD, streetTypesAbroad } from './streets-abroad.js';

/*
 * Street addresses (STREET_ADDRESS) and postcode + locality (documented choice):
 *  - a street line (street, house number, apartment/suite, PO box) starts an address. The address block then takes
 *    in what follows it as one STREET_ADDRESS: units ("Suite 5"), ", City, ST 12345", "8001 Zürich", a country, on
 *    the same line or on the next lines of a postal block (a blank line or a line of prose ends the block). A number
 *    or a unit written just before the street ("Suite 5 12 Main St", a building number) joins it too. An address
 *    on one line gets one placeholder; a block over several lines gets two: the street lines (street, units) as
 *    STREET_ADDRESS and the locality lines below them (postcode, place, country) as LOCATION.
 *  - a postcode + locality that stands alone on its own line ("CH-8092 Zürich") is LOCATION (0.6): it usually
 *    names an institution's site.
 * House numbers are limited to 1–3 digits (plus a letter) in the European forms without a street type word, so
 * "Meilenstein 2026" or "Phase 2027" never look like addresses; a bare "Name 12" counts as a street only when a
 * unit or a postcode line follows it.
 */

const WORD = String.raw`\p{Lu}[\p{L}\p{M}'’.-]*`;
// After a street type word ("Rua", "Via", "Avenida") four- and five-digit numbers occur (Brazil, Spain, Czechia).
const WIDE_HOUSE_NUMBER = String.raw`\d{1,5}(?:[ ]?(?:bis|ter|[a-zA-Z])\b)?(?:[/-]\d{1,4})?`;

// Street types come from the language packs: compound endings in German ("Bahnhofstrasse"), a word before the name
// in French and Italian ("Rue du Lac", "Via Cantonale").
const streetTypes = (language: 'de' | 'fr' | 'it'): string[] =>
  (LANGUAGE_PACKS.find((pack) => pack.language === language)?.streetTypes ?? [])
    .slice()
    .sort((a, b) => b.length - a.length)
    .map((type) => type.replace(/\./g, '\\.'));
const toCapitalised = (type: string): string => type.charAt(0).toUpperCase() + type.slice(1);
const GERMAN_SUFFIX = streetTypes('de').join('|');

// Romand addresses write the type in lower case as often as capitalised ("route de Clavoz 31", "rue des Billodes 38").
const FRENCH_TYPE = streetTypes('fr')
  .flatMap((type) => [toCapitalised(type), type])
  .join('|');
const FRENCH_LINK = String.raw`(?:de|du|des|la|le|les|l['’]|d['’]|à|au|aux|sur|sous|en|St|Ste|Saint|Sainte)`;
const FRENCH_TYPE_FIRST = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:${FRENCH_TYPE})[ ](?:${FRENCH_LINK}[ ]?|${WORD}[ ]?){1,6}?,?[ ]?${WIDE_HOUSE_NUMBER}(?![\p{L}\p{N}])`,
  'gu',
);
const FRENCH_NUMBER_FIRST = new RegExp(
  // The type word is matched in either case by hand: with the "i" flag, \p{Lu} would match lower-case words too.
  String.raw`(?<![\p{L}\p{N}.,])\d{1,3}(?:[ ]?(?:bis|ter))?,?[ ](?:[Rr]ue|[Aa]venue|[Aa]v\.|[Bb]oulevard|[Bb]d|[Cc]hemin|[Rr]oute|[Pp]lace|[Qq]uai|[Ii]mpasse|[Aa]llée)[ ](?:${FRENCH_LINK}[ ]|${WORD}[ ]?){0,5}${WORD}`,
  'gu',
);

const ITALIAN_TYPE = streetTypes('it').map(toCapitalised).join('|');
// Romansh street names take the same links ("Via da la Staziun", "Via sura").
const ITALIAN_LINK = String.raw`(?:della|dello|delle|degli|dei|del|di|da[ ]la|da|dal|dalla|dai|al|alla|allo|alle|ai|agli|sur|sut|San|Sant['’]|Santa|Santo|S\.)`;
const ITALIAN_TYPE_FIRST = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:${ITALIAN_TYPE})[ ](?:${ITALIAN_LINK}[ ]?|${WORD}[ ]?){1,6}?,?[ ]?${WIDE_HOUSE_NUMBER}(?![\p{L}\p{N}])`,
  'gu',
);

// USPS street suffixes. "Strong" ones almost only follow street names; "weak" ones are also ordinary words.
const STRONG_SUFFIXES = String.raw`Street|St|Avenue|Ave|Av|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr|Court|Ct|Way|Wy|Place|Pl|Terrace|Ter|Circle|Cir|Parkway|Pkwy|Highway|Hwy|Square|Sq|Trail|Trl|Crescent|Cres|Close|Alley|Aly|Plaza|Plz|Expressway|Expy|Freeway|Fwy|Turnpike|Tpke|Pike|Loop|Mews|Row|Walk|Path|Grove|Grv|Ridge|Rdg|Run|Crossing|Xing|Heights|Hts|Gardens|Gdns|Causeway|Bypass|Motorway`;
const WEAK_SUFFIXES = String.raw`Point|Pt|Hill|Hills|Park|View|Vw|Green|Estates|Estate|Junction|Jct|Mall|Manor|Meadow|Meadows|Mill|Mills|Harbor|Harbour|Haven|Island|Isle|Key|Knoll|Lake|Lakes|Landing|Oval|Pass|Port|Prairie|Ranch|Shore|Shores|Spring|Springs|Station|Summit|Valley|Vista|Village|Ville|Well|Wells|Creek|Crest|Cove|Canyon|Bend|Bluff|Branch|Bridge|Brook|Brooks|Burg|Camp|Cape|Center|Club|Common|Corner|Corners|Curve|Dale|Dam|Divide|Extension|Falls|Ferry|Field|Fields|Flat|Flats|Ford|Forest|Forge|Fork|Forks|Fort|Garden|Gateway|Glen|Hollow|Inlet|Lodge|Mount|Mountain|Neck|Orchard|Plain|Plains|Radial|Rapids|Rest|River|Route|Shoal|Shoals|Skyway|Spur|Stream|Trace|Track|Tunnel|Underpass|Union|Viaduct|Villa|Villas|Wall|Ways|Squares|Streets|Roads|Drives|Courts|Circles|Heights|Parks|Trafficway`;
const DIRECTION = String.raw`(?:N|S|E|W|NE|NW|SE|SW|North|South|East|West)\.?`;
const UNIT = String.raw`(?:,?[ ](?:Apt\.?|Apartment|Suite|Ste\.?|Unit|#|Flat|Floor|Fl\.?|Room|Rm\.?|Bldg\.?|Building|Box)[ ]?#?[A-Za-z0-9-]{1,6})`;
const ENGLISH_STREET = new RegExp(
  String.raw`(?<![\p{L}\p{N}.,-])(\d{1,6}[A-Za-z]?)[ ](?:${DIRECTION}[ ])?(?:(?:${WORD}|\d{1,3}(?:st|nd|rd|th))[ ]){1,4}(?:(${STRONG_SUFFIXES})|(${WEAK_SUFFIXES}))\.?(?:[ ]${DIRECTION})?(?![\p{L}\p{N}])${UNIT}?`,
  'gu',
);
// Street forms that start with a capitalised name, in one pass (the named group tells which form matched):
//  - German/Swiss compounds and separate types: "Bahnhofstrasse 12", "Zürcher Strasse 5a";
//  - the forms of addresses abroad (`streets-abroad.ts`): compounds ("Keizersgracht 12", "Storgatan 5",
//    "Koskikatu 3"), a separate lower-case type ("Kongens gate 5", "Stensås terrasse 3"), and Hungarian: name, then
//    the type as a word or abbreviation, then the number ("Kossuth Lajos u. 12.").
// The pattern is anchored at the house number and looks back for the name: scanning from every capital letter of a
// long text costs five times more. House numbers have 1–3 digits (4 in the Hungarian and Czech forms).
const ABROAD_COMPOUND = streetTypesAbroad('compoundEnding', (form) => !form.wideHouseNumbers);
const ABROAD_COMPOUND_WIDE = streetTypesAbroad('compoundEnding', (form) => form.wideHouseNumbers === true);
const ABROAD_SEPARATE = streetTypesAbroad('wordAfterName', (form) => !form.wideHouseNumbers);
const ABROAD_WIDE = streetTypesAbroad('wordAfterName', (form) => form.wideHouseNumbers === true);
const LOWER_CASE_NAME_TYPES = lowerCaseNameTypesAbroad();
const NAME_FIRST_STREET = new RegExp(
  String.raw`(?<![\p{N}])\d{1,4}(?<=(?<![\p{L}\p{N}])(?<street>(?:(?<germanCompound>\p{Lu}[\p{L}\p{M}-]*(?:${GERMAN_SUFFIX})[ ]?)|(?<germanSeparate>(?:${WORD}[ ]){1,2}(?:Strasse|Straße|Str\.|Gasse|Weg|Platz|Allee)[ ])|(?<abroadCompound>\p{Lu}[\p{L}\p{M}-]*(?:${ABROAD_COMPOUND})[ ])|(?<abroadCompoundWide>\p{Lu}[\p{L}\p{M}-]*(?:${ABROAD_COMPOUND_WIDE})[ ])|(?<abroadSeparate>(?:${WORD}[ ]){1,2}(?:${ABROAD_SEPARATE})[ ])|(?<abroadWide>(?:${WORD}[ ]){1,3}(?:${ABROAD_WIDE})[ ]|${WORD}[ ](?:(?:${WORD}|\p{Ll}[\p{L}\p{M}]+)[ ]){1,2}(?:${LOWER_CASE_NAME_TYPES})[ ])))\d{1,4})(?:[ ]?(?:bis|ter|[a-zA-Z])\b)?(?:[/-]\d{1,3})?(?![\p{L}\p{N}])`,
  'gu',
);
const TYPE_FIRST_ABROAD = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:${streetTypesAbroad('wordBeforeName')})[ ](?:(?:de|da|do|dos|das|del|la|las|los|i|y|e)[ ]|${WORD}[ ]?){1,5}?,?[ ]?(?:n\.?º?[ ]?)?${WIDE_HOUSE_NUMBER}(?![\p{L}\p{N}])`,
  'gu',
);

// After an address cue, the rest of the line is taken as the address when it holds a number and a capitalised
// word: this catches street forms that no pattern above knows (other countries, other scripts).
const ADDRESS_CUES = [
  'address',
  'addresses',
  'lives at',
  'living at',
  'located at',
  'located on',
  'lives on',
  'living on',
  'resides on',
  'situated at',
  'meet me at',
  'reside at',
  'resides at',
  'residing at',
  'moved to',
  'ship to',
  'shipping to',
  'deliver to',
  'delivery to',
  'adresse',
  'wohnadresse',
  'anschrift',
  'wohnhaft in',
  'wohnhaft an',
  'wohnt in',
  'wohnt an',
  'domicilié à',
  'domiciliée à',
  'domicile',
  'indirizzo',
  'residente a',
  'residente in',
  'abita a',
  'abita in',
];
// Case-sensitive with an explicit first letter: a case-insensitive Unicode alternation is tried at every
// position of the text and costs a third of this detector's time.
const ADDRESS_CUE_LINE = new RegExp(
  String.raw`(?:${ADDRESS_CUES.map((cue) => `[${cue[0] ?? ''}${(cue[0] ?? '').toUpperCase()}]${cue.slice(1)}`).join('|')})(?:[ \t]+(?:is|are|was|ist|est|è))?(?:[ \t]*:[ \t]*(?:\n[ \t]*)?|[ \t]+)([^\n]{4,100})`,
  'gu',
);
const ADDRESS_LINE_SHAPE = /^(?=[^\n]*\p{Lu})(?=[^\n]*\d)[\p{L}\p{M}\p{N} .,'’#/-]+$/u;
// A cued address written in lower case must look like one: a number, words, then a house number or a street word
// ("255 hersnapvej 18, københavn", "36 rue de pologne").
const LOWER_CASE_ADDRESS = new RegExp(
  String.raw`^\d{1,6},?[ ](?:[\p{L}\p{M}'’.-]+[ ]){0,4}(?:\d{1,5}[a-z]?(?![\p{L}\p{N}])|(?:rue|avenue|av\.|chemin|route|via|viale|piazza|corso|calle|rua|rúa|avenida|street|st|road|rd|avenue|ave|lane|drive|dr|way|boulevard|blvd)\.?[ ]\p{L})`,
  'u',
);

const PO_BOX = /(?<![\p{L}\p{N}])(?:P\.?[ ]?O\.?[ ]?Box|Postfach|Case postale|Casella postale)[ ]?\d{1,6}(?!\d)/giu;

const US_STATES =
  'AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|PR|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|AA|AE|AP|GU|VI';
// Anchored at the ZIP code and looking back for "City, ST ": cheaper than trying every capital letter.
const US_LOCALITY = new RegExp(
  String.raw`(?<![\p{N}])\d{5}(?<=(?<![\p{L}\p{N}])(?<locality>${WORD}(?:[ ]${WORD}){0,2},[ ]?(?:${US_STATES})[ ])\d{5})(?:-\d{4})?(?!\d)`,
  'gu',
);
const EUROPEAN_LOCALITY = new RegExp(
  String.raw`(?<![\p{L}\p{N}.,'’-])(?:(?:CH|D|DE|F|FR|I|IT|A|AT|FL|LI)-)?\d{4,5}[ ](?:St\.[ ]?|Ste\.[ ]?)?\p{Lu}[\p{L}\p{M}'’-]+(?:[ -](?:(?:am|an|im|bei|sur|sous|près|di|del|de)[ ])?\p{Lu}[\p{L}\p{M}'’-]+)?(?:[ ](?:AG|AI|AR|BE|BL|BS|FR|GE|GL|GR|JU|LU|NE|NW|OW|SG|SH|SO|SZ|TG|TI|UR|VD|VS|ZG|ZH)\b)?`,
  'gu',
);

interface TSpan {
  start: number;
  end: number;
  confidence: number;
  /** Why this is an address, in plain English. */
  reason?: string;
  /** Where the street part of an address block ends; the lines after it are its locality. */
  streetEnd?: number;
}

function collectMatches(
  text: string,
  pattern: RegExp,
  confidence: number,
  reason: string,
  accept?: (match: RegExpExecArray) => boolean,
  trailing: RegExp = /[ ,]+$/,
): TSpan[] {
  const spans: TSpan[] = [];
  for (const match of text.matchAll(pattern)) {
    if (accept && !accept(match)) continue;
    const value = match[0].replace(trailing, '');
    spans.push({ start: match.index, end: match.index + value.length, confidence, reason });
  }
  return spans;
}

const isYearLike = (value: string): boolean => /^(?:19|20)\d{2}$/.test(value);

function acceptEnglishStreet(match: RegExpExecArray): boolean {
  const houseNumber = match[1] ?? '';
  if (isYearLike(houseNumber)) return false;
  const firstWord = (match[0].slice(houseNumber.length + 1).split(' ')[0] ?? '').toLowerCase();
  // "150 Swiss Partners Park" or "12 Months Lane" are prose, not addresses.
  // "12 St. John Street", "4 St Mary's Road": a saint's name opens many British street names.
  if (NON_NAME_WORDS.has(firstWord.replace(/\.$/, '')) && !/^(?:st\.?|saint)$/.test(firstWord)) return false;
  return true;
}

/** "Via Roma 2026" is a date more often than an address: the wider house numbers exclude years. */
function acceptTypeFirst(match: RegExpExecArray): boolean {
  const number = /(\d+)\D*$/.exec(match[0])?.[1] ?? '';
  return !isYearLike(number);
}

function acceptEuropeanLocality(text: string, span: TSpan): boolean {
  const value = text.slice(span.start, span.end);
  if (/^[A-Z]{1,2}-/.test(value)) return true;
  const postcode = value.slice(0, value.indexOf(' '));
  if (isYearLike(postcode)) return false;
  const place = value.slice(postcode.length + 1);
  const locality = place.split(/[ -]/)[0]?.toLowerCase() ?? '';
  // A Swiss locality whose name is also a word ("8132 Egg", "1724 Le Mouret") is still a place after its postcode.
  if (
    NON_NAME_WORDS.has(locality) &&
    !isSwissPlaceName(place) &&
    !['zürich', 'zurich', 'bern', 'basel', 'genève', 'lausanne', 'lugano', 'luzern', 'winterthur', 'berlin'].includes(
      locality,
    )
  ) {
    return false;
  }
  // Standalone, the pair must sit on its own line or after a comma, as in an address block.
  const before = text.slice(Math.max(0, span.start - 2), span.start);
  const after = text.slice(span.end, span.end + 1);
  const isLineStart = span.start === 0 || /(?:\n|,[ ]?|\n[ \t]*)$/.test(before) || /^\s*$/.test(before);
  const isLineEnd =
    after === '' || /[\n,;)]/.test(after) || (after === '.' && /\.\s/.test(text.slice(span.end, span.end + 2)));
  return isLineStart && isLineEnd;
}

const UNIT_WORDS = String.raw`(?:Apt\.?|Apartment|Suite|Ste\.?|Unit|Flat|Floor|Fl\.?|Room|Rm\.?|Bldg\.?|Building|Wohnung|Whg\.?|appartement|app\.?|interno|int\.?)`;
// Portuguese addresses give the floor and side after the number: "Rua das Flores 45, 3.º Esq.", "…, 2.º Dto".
const PORTUGUESE_FLOOR = String.raw`\d{1,2}\.?[ºª°][ ]?(?:(?:Dto|Dt|Esq|Fte|Frente|Trás)\.?|andar)`;
const FOLLOWING_UNIT = new RegExp(
  String.raw`^\.?,?\s{1,6}(?:${UNIT_WORDS}[ ]?#?[A-Za-z0-9-]{1,6}(?![\p{L}\p{N}])|${PORTUGUESE_FLOOR}(?![\p{L}\p{N}]))`,
  'iu',
);
// A unit or a building/house number written just before the street: "Suite 5, 12 Main St", "12 Main St" after "Unit 4".
const PRECEDING_UNIT = new RegExp(
  String.raw`(?:^|[\s:>(])((?:${UNIT_WORDS}[ ]?#?[A-Za-z0-9-]{1,6},?[ ])?(?:\d{1,6},?[ ])?)$`,
  'iu',
);

/** Apartment, suite or flat right after a street (same line or the next one) belongs to the street address. */
function extendWithUnits(text: string, streets: TSpan[]): void {
  for (const street of streets) {
    for (let round = 0; round < 3; round += 1) {
      const unit = FOLLOWING_UNIT.exec(text.slice(street.end, street.end + 40));
      if (!unit) break;
      street.end += unit[0].length;
    }
  }
}

/** A number or a unit directly before the street ("Suite 5 12 Main St", a building number before "Koskikatu 25"). */
function extendBackwards(text: string, streets: TSpan[]): void {
  for (const street of streets) {
    const before = text.slice(Math.max(0, street.start - 30), street.start);
    const prefix = PRECEDING_UNIT.exec(before)?.[1] ?? '';
    // An amount ("CHF 12 Bahnhofstrasse" does not occur, but "EUR 500 …" before a street name might).
    if (!prefix || /(?:CHF|EUR|USD|GBP|Fr\.|€|\$)\s*$/.test(before.slice(0, before.length - prefix.length))) continue;
    street.start -= prefix.length;
  }
}

// Parts of a locality: place words (also in capitals, with particles such as "de", "am", "u"), region codes,
// postcodes (also British and Canadian), countries.
// A dot only after the usual abbreviations: "Zürich. Geburtsdatum" is a sentence end, not a two-word place. A slash
// joins the two names of a bilingual Swiss town ("2503 Biel/Bienne", "7165 Breil/Brigels").
const PLACE_WORD = String.raw`(?:(?:St|Ste|Mt|Ft|S)\.|\p{Lu}[\p{L}\p{M}'’-]*)`;
const PLACE_PARTICLE = String.raw`(?:de|del|della|di|da|do|dos|das|du|des|la|le|les|sur|sous|am|an|im|bei|ob|u|v|nad|pod|na|en|i|y|e|of|upon|on)`;
const PLACE_RUN = String.raw`${PLACE_WORD}(?:[ /-](?:${PLACE_PARTICLE}[ ])?${PLACE_WORD}){0,3}(?:[ ]\([\p{L} ]{2,20}\))?`;
// Polish postcodes are written "00-950".
const POSTCODE = String.raw`(?:(?:[A-Z]{1,2}-)?\d{3,6}(?:[ -]\d{2,4})?|\d{2}-\d{3}|[A-Z]{1,2}\d[A-Z\d]?[ ]\d[A-Z]{2}|[A-Z]\d[A-Z][ ]\d[A-Z]\d)`;
const REGION_CODE = String.raw`[A-Z]{2,3}`;
// One line (or comma-separated part) of a locality: "Springfield, IL 62704", "8001 Zürich", "Toronto", ", ON",
// "Cyprus 36903", "62704". Anchored at both ends by the caller.
const LOCALITY_PART = new RegExp(
  String.raw`^(?:(?<postFirst>${POSTCODE})[ ](?<placeAfter>${PLACE_RUN})(?:[ ](?<regionAfter>${REGION_CODE}))?|(?<place>${PLACE_RUN})(?:,?[ ](?<region>${REGION_CODE}))??(?:,?[ ](?<postLast>${POSTCODE}))?|,?[ ]?(?<regionOnly>${REGION_CODE})(?:[ ](?<postRegion>${POSTCODE}))?|(?<postOnly>${POSTCODE}))(?=[ \t]*(?:$|\n|[,;:!?)](?:\s|$)|\.(?:\s|$)|\((?!\d)|[–·|][ \t]))`,
  'u',
);
const UNIT_PART = new RegExp(String.raw`^${UNIT_WORDS}[ ]?#?[A-Za-z0-9-]{1,6}(?![\p{L}\p{N}])`, 'iu');
// What may end a locality part: end of line or text, or punctuation that ends a clause.
// An opening parenthesis starts a remark after the place ("8400 Winterthur (Grenzgängerin, Ausweis G)").
// So does the dash, middle dot or bar that separates the parts of a letterhead line.
const PART_END = /^[ \t]*(?:$|\n|[,;:!?)](?:\s|$)|\.(?:\s|$)|\((?!\d)|[–·|][ \t])/;

interface TLocalityPart {
  /** Length of the part in the text. */
  length: number;
  /** A postcode, a region code, a unit, a country or a known place: proof that this is a postal address. */
  isStrong: boolean;
  /** The part names a country ("Finland 80896", "United Kingdom"). */
  hasCountry: boolean;
}

/** Reads one locality part at the start of `rest`, or undefined. */
function readLocalityPart(rest: string): TLocalityPart | undefined {
  const unit = UNIT_PART.exec(rest);
  if (unit && PART_END.test(rest.slice(unit[0].length))) {
    return { length: unit[0].length, isStrong: true, hasCountry: false };
  }
  const match = LOCALITY_PART.exec(rest);
  if (!match) return undefined;
  let value = match[0];
  // A lazy place run may stop early; the part must end where the line or clause ends.
  if (!PART_END.test(rest.slice(value.length))) {
    // "Tallinn. I am…": the dot after the place belongs to the sentence.
    return undefined;
  }
  value = value.replace(/[.]+$/, '');
  const groups = match.groups ?? {};
  const place = groups.place ?? groups.placeAfter ?? '';
  const placeWords = place.replace(/\s*\([^)]*\)$/, '');
  const hasCode = Boolean(groups.postFirst ?? groups.postLast ?? groups.postOnly ?? groups.postRegion);
  const hasRegion = Boolean(groups.region ?? groups.regionAfter ?? groups.regionOnly);
  // A bare run of capitalised words must look like a place; with a postcode or region code it is one.
  if (place && !hasCode && !hasRegion && !isPlaceLike(placeWords)) return undefined;
  const isAllCapsPlace =
    placeWords.length >= 3 && placeWords === placeWords.toUpperCase() && /\p{Lu}{3}/u.test(placeWords);
  const isStrong = hasCode || hasRegion || isAllCapsPlace || isCountryName(placeWords) || isKnownPlace(placeWords);
  return { length: value.length, isStrong, hasCountry: isCountryName(placeWords) };
}

/** A run of place words that is not a sentence of ordinary words ("Projektleitung", "The Team"). */
function isPlaceLike(words: string): boolean {
  const parts = words.split(/[ -]+/).filter((part) => /^\p{Lu}/u.test(part));
  if (!parts.length) return false;
  if (isCountryName(words) || isKnownPlace(words) || isSwissPlaceName(words)) return true;
  return !parts.some((part) => {
    const lower = part.toLowerCase().replace(/[.'’]+$/, '');
    return NON_NAME_WORDS.has(lower) && !PLACE_WORDS.has(lower);
  });
}

// A Hungarian house number keeps its dot ("u. 12."); e-mail quoting ("> ") or a list bullet ("•", "-", "*", or
// "?" where a bullet lost its encoding) may start the next line.
const LINE_PREFIX = String.raw`(?:[>•·▪◦*?|–-]+[ \t]*)*`;
const LINE_BREAK = new RegExp(String.raw`^\.?[ \t]*\n[ \t]*${LINE_PREFIX}`);
// One blank line inside a block, crossed only towards a postal part ("OULU\n\nFinland 80896").
const BLANK_LINE_BREAK = new RegExp(String.raw`^\.?[ \t]*\n[ \t]*${LINE_PREFIX}\n[ \t]*${LINE_PREFIX}`);

/**
 * Extends a street to the end of its address block: units and locality parts after a comma or a space on the same
 * line, then following lines of the block. The block must end with something postal (postcode, region code, unit,
 * country, known or capitalised place); weaker trailing parts are left out. Returns the new end and whether a
 * postcode, region code or unit was seen (the proof a bare "Name 12" needs).
 */
function extendBlock(text: string, end: number): { end: number; streetEnd: number; hasPostalProof: boolean } {
  let cursor = end;
  let strongEnd = end;
  let hasPostalProof = false;
  let lines = 0;
  // The street part: the street line with what follows it on that line, and unit lines right below it.
  let streetEnd = end;
  let inStreetPart = true;
  const limit = Math.min(text.length, end + 240);
  while (cursor < limit) {
    const rest = text.slice(cursor, limit);
    const lineBreak = LINE_BREAK.exec(rest);
    let separator: string;
    if (lineBreak) {
      // A blank line ends the block.
      // At most four more lines; a blank line ends the block (the next part then fails to read).
      if (lines >= 4) break;
      separator = lineBreak[0];
      lines += 1;
    } else {
      // A comma, spaces, or the dash, middle dot or bar between the parts of a letterhead ("Ca' Rossa 3 – 6677 …").
      const sameLine = /^(?:,[ \t]*|[ \t]+[–·|][ \t]+|[ \t]+)/.exec(rest);
      if (!sameLine) break;
      separator = sameLine[0];
    }
    let part = readLocalityPart(rest.slice(separator.length));
    if (!part && lineBreak && lines > 1) {
      // A blank line ends the block, unless the country line comes right after it ("Finland 80896"); a date
      // ("March 2025") or an amount ("Budget 150000") after a blank line is the letter's text.
      const blankLine = BLANK_LINE_BREAK.exec(rest);
      const afterBlank = blankLine ? readLocalityPart(rest.slice(blankLine[0].length)) : undefined;
      if (blankLine && afterBlank?.hasCountry) {
        separator = blankLine[0];
        part = afterBlank;
      }
    }
    if (!part) break;
    // Without a comma or a line break, only a postal part may follow on the line ("12 Main St Springfield IL 62704").
    if (!lineBreak && !/[,–·|]/.test(separator) && !part.isStrong) break;
    cursor += separator.length + part.length;
    if (inStreetPart) {
      if (!lineBreak || UNIT_PART.test(text.slice(cursor - part.length, cursor))) streetEnd = cursor;
      else inStreetPart = false;
    }
    if (part.isStrong) {
      strongEnd = cursor;
      const value = text.slice(cursor - part.length, cursor);
      if (/\d/.test(value) || /^,?[ ]?[A-Z]{2,3}$/.test(value.trim()) || UNIT_PART.test(value)) hasPostalProof = true;
    }
  }
  // A trailing place on its own ("Riisa", "Projektleitung") is only kept when the clause ends right after it.
  if (
    cursor > strongEnd &&
    /^[ \t]*(?:[.;!?]|$)/.test(text.slice(cursor, cursor + 2)) &&
    !text.slice(strongEnd, cursor).includes('\n')
  ) {
    strongEnd = cursor;
  }
  return { end: strongEnd, streetEnd: Math.min(streetEnd, strongEnd), hasPostalProof };
}

// "the corner of Main St and 5th Ave": both streets, with the words between them.
const CORNER_STREET = String.raw`(?:(?:\d{1,5}(?:st|nd|rd|th)?|\p{Lu}[\p{L}\p{M}'’-]*\.?|[a-z]{1,3}\.|(?:de|del|la|von|van|der|den|du|di|da|do|ten|ter|el|al))[ ]){0,5}(?:\d{1,5}|\p{Lu}[\p{L}\p{M}'’-]*\.?)`;
const CORNER = new RegExp(
  String.raw`\b[Cc]orner[ ]of[ ](?:the[ ])?(${CORNER_STREET})[ ](?:and|&)[ ](${CORNER_STREET})`,
  'gu',
);

function findCorners(text: string): TSpan[] {
  const spans: TSpan[] = [];
  for (const match of text.matchAll(CORNER)) {
    const first = match[1] ?? '';
    const second = (match[2] ?? '').replace(/\.$/, '');
    if (!/\p{Lu}/u.test(first) || !/\p{Lu}/u.test(second)) continue;
    const start = match.index + match[0].indexOf(first);
    const end = match.index + match[0].length - ((match[2] ?? '').length - second.length);
    spans.push({ start, end, confidence: 0.75, reason: "'corner of' two streets" });
  }
  return spans;
}

// A name and a number with no street type ("Allika 46", "Dobrovského 1394"): an address only when a unit or a
// postal locality follows (checked by the caller).
// Name words may be joined by hyphens, each part capitalised or not ("Champ-Bougin", "Haut-de-la-Ville").
const NAME_WORD = String.raw`\p{Lu}[\p{Ll}\p{M}'’]+(?:-\p{L}[\p{Ll}\p{M}'’]*)*-?`;
const NAME_NUMBER = new RegExp(
  String.raw`(?<![\p{N}])\d{1,5}(?<=(?<![\p{L}\p{N}.,-])(?<name>(?:${NAME_WORD}[ ](?:(?:der|die|das|dem|den|la|le|les|da|da la|dal|del|della|di|de|des|du|sur|sut)[ ])?){0,2}${NAME_WORD})[ ]\d{1,5})[a-zA-Z]?(?![\p{L}\p{N}]|[.,]\d)(?=[ \t]*\n|,?[ \t]+(?:${UNIT_WORDS}|\d{3,6}\b|\p{Lu})|,[ ]?\p{Lu}|[ \t]+[–·|][ \t]+\d{4})`,
  'gu',
);

// Prepositions and articles that open Swiss street names without a street type word (German, French, Italian,
// Romansh): "Im Grund 4", "Les Crêts 9", "Le Pâquier 14", "La Ruelle 3", "Il Cantone 2".
const STREET_PREPOSITIONS = new Set(
  "im in am an auf zum zur ob unter ober hinter vorder bei en sur sous au aux sul sotto al alla sura suot le la les il lo ca'".split(
    ' ',
  ),
);

function findProvenNameNumbers(text: string): TSpan[] {
  const spans: TSpan[] = [];
  for (const match of text.matchAll(NAME_NUMBER)) {
    const name = match.groups?.name ?? '';
    const number = match[0];
    const words = name.split(' ');
    // "Im Grund 4", "En Budron 12", "Sotto Chiesa 3": a street name may open with a preposition.
    const capitalised = words.filter((word) => /^\p{Lu}/u.test(word));
    const nameWords =
      capitalised.length > 1 && STREET_PREPOSITIONS.has(capitalised[0]?.toLowerCase() ?? '')
        ? capitalised.slice(1)
        : capitalised;
    if (isYearLike(number) || nameWords.some((word) => NON_NAME_WORDS.has(word.toLowerCase()))) continue;
    const start = match.index - name.length - 1;
    const end = match.index + match[0].length;
    const unit = FOLLOWING_UNIT.exec(text.slice(end, end + 40));
    const block = extendBlock(text, unit ? end + unit[0].length : end);
    // A postcode needs its place: "Food Hydrocolloids 118, 106789" is a journal reference.
    const hasPlace = /\p{L}{2}/u.test(text.slice(end, block.end));
    if (!unit && (!block.hasPostalProof || !hasPlace)) continue;
    spans.push({
      start,
      end,
      confidence: 0.7,
      reason: 'name + house number, followed by a postcode and place or a unit',
    });
  }
  return spans;
}

const VERB_BEFORE =
  /(?:^|[^\p{L}])(?:we|they|i|you|to|will|would|can|could|should|must|may|might|also|further|and|which|that|not|directly|jointly|partly|fully|also)[ ]+$/iu;
// Words of a sentence, not of a street name: "3 sites in 2 cantons", "5 pm on 3 March".
const PROSE_WORD =
  /(?<![\p{L}])(?:in|on|and|or|of|at|the|for|to|with|by|from|per|times?|pm|am|a|an|is|are|was|until|within|over|years?|months?|days?|weeks?|hours?)(?![\p{L}])/u;

function findCuedAddressLines(text: string): TSpan[] {
  const spans: TSpan[] = [];
  for (const match of text.matchAll(ADDRESS_CUE_LINE)) {
    let line = match[1] ?? '';
    // "The address of Acme is 12 …", "my new address is …", "address to 12 …": skip to where the address starts.
    const lead =
      /^(?:(?:of|for)[ ][^\n]{1,60}?[ ](?:is|are|was|:)[ ]+|(?:(?:is|was|are|to|at|in|on|with|now|as|here|it|the)[ ]+){1,3})/u.exec(
        line,
      );
    if (lead && /^(?:\d|\p{Lu})/u.test(line.slice(lead[0].length))) line = line.slice(lead[0].length);
    // Stop at the end of the sentence; keep abbreviations such as "St." and "Apt." inside.
    const sentenceEnd = line.search(/[.!?](?:\s+(?!(?:Apt|Suite|Ste|Unit|Box|No)\b)(?<!\b(?:St|Mt)\.\s+)\p{Lu}|\s*$)/u);
    const value = (sentenceEnd === -1 ? line : line.slice(0, sentenceEnd + 1)).replace(/[\s,.;:]+$/, '');
    if (!/^(?:\d|\p{Lu})/u.test(value)) continue;
    // "We address 3 key issues": the verb, not the noun.
    if (
      /^address/i.test(match[0]) &&
      !/^[^\n]*?(?::|[ ](?:is|are|was)[ ])/.test(match[0]) &&
      VERB_BEFORE.test(text.slice(Math.max(0, match.index - 20), match.index))
    ) {
      continue;
    }
    const isLowerCase = !/\p{Lu}/u.test(value);
    if (isLowerCase) {
      const shape = LOWER_CASE_ADDRESS.exec(value)?.[0];
      if (!shape || PROSE_WORD.test(shape)) continue;
    } else {
      if (!ADDRESS_LINE_SHAPE.test(value)) continue;
      // Lower-case words right after the leading number: "5 pm on 3 March", "3 challenges of the Swiss market".
      const head = /^\d+[a-z]?,?[ ]((?:[\p{Ll}\p{M}'’.-]+[ ]?)*)/u.exec(value)?.[1] ?? '';
      if (PROSE_WORD.test(head)) continue;
    }
    if (/^\D*(?:19|20)\d{2}\D*$/.test(value)) continue;
    // A label on its own line over a postcode and place ("Postanschrift:\nD-10115 Berlin"): a locality, not a street.
    if (match[0].includes('\n') && /^(?:[A-Z]{1,2}-)?\d{4,5}[ ][^\d]+$/u.test(value)) continue;
    const start = match.index + match[0].length - (match[1] ?? '').length + ((match[1] ?? '').length - line.length);
    spans.push({
      start,
      end: start + value.length,
      confidence: 0.6,
      reason: `after '${match[0].slice(0, match[0].length - (match[1] ?? '').length).trim()}'`,
    });
  }
  return spans;
}

const overlapsAny = (span: TSpan, others: readonly TSpan[]): boolean =>
  others.some((other) => other !== span && span.start < other.end && other.start < span.end);

/** Fuses overlapping street spans into one (a pattern's span and the block around it). */
function fuseSpans(spans: readonly TSpan[]): TSpan[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start || b.end - a.end);
  const fused: TSpan[] = [];
  for (const span of sorted) {
    const last = fused[fused.length - 1];
    if (last && span.start < last.end) {
      last.streetEnd = Math.max(last.streetEnd ?? last.end, span.streetEnd ?? span.end);
      last.end = Math.max(last.end, span.end);
      last.confidence = Math.max(last.confidence, span.confidence);
    } else {
      fused.push({ ...span });
    }
  }
  return fused;
}

// Every form abroad declares the same base score today; the lowest is taken should they ever differ.
const ABROAD_SCORE = Math.min(...STREET_FORMS_ABROAD.map((form) => form.baseScore));

function findNameFirstStreets(text: string): TSpan[] {
  const spans: TSpan[] = [];
  for (const match of text.matchAll(NAME_FIRST_STREET)) {
    const groups = match.groups ?? {};
    const street = groups.street ?? '';
    // Hungarian and Czech numbers run to four digits; elsewhere a four-digit number after a name is a year or an
    // amount, and a year is one everywhere ("Pražská 2024").
    const number = /^\d+/.exec(match[0])?.[0] ?? '';
    if (number.length === 4 && (isYearLike(number) || (!groups.abroadWide && !groups.abroadCompoundWide))) continue;
    // German "u." is "und": "Kosten pro Jahr u. 12" is no Hungarian street, whose names are not common words.
    const nameWords = street.trim().split(' ').slice(0, -1);
    if (groups.abroadWide && nameWords.some((word) => NON_NAME_WORDS.has(word.toLowerCase()))) continue;
    const confidence = groups.germanCompound ? 0.85 : groups.germanSeparate ? 0.8 : ABROAD_SCORE;
    // A Hungarian house number keeps its dot before the postcode: "Kossuth Lajos u. 12., 1055 Budapest".
    const end = match.index + match[0].length;
    const dot = groups.abroadWide && /^\.(?=,|\s)/.test(text.slice(end, end + 2)) ? 1 : 0;
    spans.push({
      start: match.index - street.length,
      end: end + dot,
      confidence,
      reason: `street name ending in a street type ('${street.trim()}') + house number`,
    });
  }
  return spans;
}

// A postcode inside the locality lines of a block: "8001", "CH-8001", "SW1A 1AA", "K1A 0B1", "340 12".
const BLOCK_POSTCODE = new RegExp(String.raw`(?<![\p{L}\p{N}-])${POSTCODE}(?![\p{L}\p{N}])`, 'gu');

/**
 * A postal block that runs over several lines gives the street part (street, units) as STREET_ADDRESS, each postcode
 * in the locality lines below it as STREET_ADDRESS too (as Presidio labels them: the postcode is part of the postal
 * address), and the place and country names around the postcodes as LOCATION. One line ("Bahnhofstrasse 12, 8001
 * Zürich") stays one STREET_ADDRESS.
 */
const reasonsOf = (span: TSpan): string[] => [span.reason ?? 'street address'];

function splitBlock(text: string, span: TSpan): TDetectedEntity[] {
  const streetEnd = span.streetEnd ?? span.end;
  const rest = text.slice(streetEnd, span.end);
  const lead = /^[\s.,>•·▪◦*?|–-]*/.exec(rest)?.[0] ?? '';
  if (streetEnd >= span.end || !lead.includes('\n') || lead.length >= rest.length) {
    return [createEntity(text, 'STREET_ADDRESS', span.start, span.end, span.confidence, reasonsOf(span))];
  }
  // A Hungarian house number keeps its dot ("u. 12.").
  const dot = rest.startsWith('.') ? 1 : 0;
  const entities = [
    createEntity(text, 'STREET_ADDRESS', span.start, streetEnd + dot, span.confidence, reasonsOf(span)),
  ];
  const localityStart = streetEnd + lead.length;
  let placeStart = localityStart;
  const addPlace = (start: number, end: number): void => {
    // A place never runs across a blank line: "OULU" and "Finland" are two locations.
    let partStart = start;
    for (const part of text.slice(start, end).split(/(\n[ \t]*\n)/)) {
      const partEnd = partStart + part.length;
      const leading = /^[\s.,;>•·▪◦*?|–-]*/.exec(part)?.[0].length ?? 0;
      const trailing = /[\s,;>•·▪◦*?|–-]*$/.exec(part)?.[0].length ?? 0;
      if (/\p{L}/u.test(part) && partStart + leading < partEnd - trailing) {
        entities.push(
          createEntity(text, 'LOCATION', partStart + leading, partEnd - trailing, 0.6, [
            'place line of a postal address',
          ]),
        );
      }
      partStart = partEnd;
    }
  };
  for (const postcode of text.slice(localityStart, span.end).matchAll(BLOCK_POSTCODE)) {
    const start = localityStart + postcode.index;
    addPlace(placeStart, start);
    entities.push(
      createEntity(text, 'STREET_ADDRESS', start, start + postcode[0].length, span.confidence, [
        'postcode of a postal address',
      ]),
    );
    placeStart = start + postcode[0].length;
  }
  addPlace(placeStart, span.end);
  return entities;
}

export function findAddresses(text: string, language: TLanguage = 'unknown'): TDetectedEntity[] {
  const patternStreets: TSpan[] = [
    ...findNameFirstStreets(text),
    ...collectMatches(text, FRENCH_TYPE_FIRST, 0.8, 'French street type + name + house number', acceptTypeFirst),
    ...collectMatches(text, FRENCH_NUMBER_FIRST, 0.8, 'house number + French street type', undefined, /[ ,.]+$/),
    ...collectMatches(text, ITALIAN_TYPE_FIRST, 0.8, 'Italian street type + name + house number', acceptTypeFirst),
    ...collectMatches(text, TYPE_FIRST_ABROAD, ABROAD_SCORE, 'street type + name + house number', acceptTypeFirst),
    ...collectMatches(text, ENGLISH_STREET, 0.8, 'house number + street name + street type', acceptEnglishStreet),
    ...collectMatches(text, PO_BOX, 0.6, 'post office box'),
    ...findCorners(text),
  ];
  const streets = [...patternStreets];
  for (const span of findProvenNameNumbers(text)) {
    if (!overlapsAny(span, patternStreets)) streets.push(span);
  }
  // A cued line is the fallback for forms no pattern knows; where a pattern matched, its tighter span wins.
  for (const line of findCuedAddressLines(text)) {
    if (!overlapsAny(line, streets)) streets.push(line);
  }
  extendWithUnits(text, streets);
  extendBackwards(text, streets);
  for (const street of streets) {
    const block = extendBlock(text, street.end);
    street.streetEnd = block.streetEnd;
    street.end = block.end;
  }
  const blocks = fuseSpans(streets);
  const entities = blocks.flatMap((span) => splitBlock(text, span));
  entities.push(
    ...findRecipientLines(
      text,
      blocks.map((block) => block.start),
      language,
    ),
  );
  const localities = [
    ...[...text.matchAll(US_LOCALITY)].map((match) => {
      const start = match.index - (match.groups?.locality ?? '').length;
      return { start, end: match.index + match[0].length, confidence: 0.6 };
    }),
    // A sentence's final dot is not part of the locality name.
    ...collectMatches(text, EUROPEAN_LOCALITY, 0.6, 'postcode + place', undefined, /[ ,.'’-]+$/),
  ].sort((a, b) => a.start - b.start);
  for (const locality of localities) {
    if (overlapsAny(locality, blocks)) continue;
    const value = text.slice(locality.start, locality.end);
    const isUs = /\d{5}(?:-\d{4})?$/.test(value) && value.includes(',');
    if (!isUs && !acceptEuropeanLocality(text, locality)) continue;
    entities.push(
      createEntity(text, 'LOCATION', locality.start, locality.end, 0.6, ['postcode + place on a line of its own']),
    );
  }
  return entities;
}

export const streetAddressRecognizer: TRecognizer = {
  name: 'street-address',
  entityTypes: ['STREET_ADDRESS', 'LOCATION', 'PERSON'],
  languages: 'all',
  detect: (text, context) => findAddresses(text, context.language),
};
