// Words inside school names that are neither capitalised nor keywords: Romance-language "and" and adjectives.

/**
 * French and Italian official names keep their adjectives in lower case ("École polytechnique fédérale de Lausanne",
 * "Università della Svizzera italiana", "Université libre de Bruxelles", "École normale supérieure"), and a
 * Spanish or Portuguese resume often writes them so: after a keyword that comes first they belong to the name
 * (twenty-fifth round). A closed list, so a sentence's words after "University" never join it.
 */
/**
 * Since the thirtieth round also the lower-case nouns French names keep after "de" ("École de technologie supérieure",
 * "Université de technologie de Compiègne", "École supérieure de commerce de Paris").
 */
export const NAME_ADJECTIVE =
  '(?:technologie|commerce|polytechnique|politecnica|politécnica|politècnica|fédérale|federale|federal|nationale|nazionale|nacional|normale|supérieure|superiore|catholique|cattolica|católica|libre|libera|centrale|technique|tecnica|técnica|technologique|autonome|autonoma|autónoma|européenne|europea|internationale|internazionale|italiana|française|statale|universitaria|professionale|pontificia)';

/** "y" (Spanish) and "e" (Italian, Portuguese) join two subjects in a name: "Universidad de Ingeniería y Tecnología". */
export const ROMANCE_AND = '(?:y|e)';

/**
 * "KU Leuven", "TU Dresden", "ETH Zürich", "UT Austin": a university known by its initials and its city. Initials
 * that German, Dutch and Swiss universities and the University of Texas system use, then one capitalised word
 * (twenty-fifth round).
 */
export const INITIALS_AND_CITY = String.raw`(?:KU|TU|TH|FH|HU|FU|LMU|ETH|UT)\s\p{Lu}\p{Ll}{2,}`;

/**
 * The start of a school's keyword as a capitalised word writes it, in the languages read here ("University",
 * "Universität", "Üniversitesi", "Uniwersytet" — spelt with a w —, "Institut", "École"…). A name holding none of them
 * names no school; a word opening with one is the keyword of a name.
 */
export const SCHOOL_KEYWORD_STEM =
  'Univ|Üniv|Uniwersytet|Institut|College|Polytechn|Politec|Politeknik|Kolej|Academy|Akademia|Academia|School|Escola|Escuela|Faculdade|Hochschule|Hogeschool|Tecnol|[EÉ]cole';
