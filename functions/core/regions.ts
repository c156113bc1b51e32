import { normalizeText } from './derive.js';

/**
 * Countries and regions as titles name them ("Vertriebsleiter DACH", "Directora Comercial Iberia", "VP
 * Sales EMEA"): the judge reads a regional head and a subsidiary abroad with them (role-match.ts), and the
 * reader a company-wide clause ("the directors on the management team", persona-reader.ts).
 */
/** Countries and regions, with their codes, that a subsidiary's name carries ("Cadorina Deutschland GmbH"). */
export const COUNTRY_NAMES: ReadonlyArray<[RegExp, string]> = [
  [/^(deutschland|germany|allemagne|alemania|alemanha|germania|duitsland)$/, 'DE'],
  [/^(osterreich|austria|autriche)$/, 'AT'],
  [/^(schweiz|suisse|svizzera|switzerland|suiza)$/, 'CH'],
  [/^(france|frankreich|francia|franca|frankrijk)$/, 'FR'],
  [/^(espana|spain|spanien|espagne|spagna|spanje|iberia|iberica)$/, 'ES'],
  [/^(italia|italy|italien|italie)$/, 'IT'],
  [/^(nederland|netherlands|niederlande|benelux|holland)$/, 'NL'],
  [/^(belgium|belgie|belgique|belgien|belgica|belgio)$/, 'BE'],
  [/^(portugal|portogallo)$/, 'PT'],
  [/^(uk|britain|ireland)$/, 'GB'],
  [/^(usa|america|americas)$/, 'US'],
  [/^(dach|nordics|nordic|emea|apac|latam)$/, '--'],
  [/^(romania|rumanien|roumanie)$/, 'RO'],
  [/^(polska|poland|polen|pologne)$/, 'PL'],
];

export const REGION_WORD =
  /\b(regional\w*|region\w*|regio\w*|country|countries|landes\w*|lander\w*|pays|pais(es)?|paese|paesi|land|area|zona|zone|territor\w*|emea|apac|latam|dach|nordics?|benelux|iberia)\b/;
export const namesRegion = (title: string): boolean => {
  const text = normalizeText(title);
  return REGION_WORD.test(text) || text.split(/[^a-z]+/).some((w) => COUNTRY_NAMES.some(([c]) => c.test(w)));
};

/**
 * Countries people come from, beside those above ("the 24-hour carers (Slovakia, Romania, Hungary)"): a
 * definition's bracket of countries says where a group is from, never a criterion (persona-reader.ts).
 */
const ORIGIN_COUNTRIES =
  /^(slovakia|slowakei|slovaquie|eslovaquia|slovacchia|slovensko|hungary|ungarn|hongrie|hungria|ungheria|magyarorszag|czechia|czech republic|tschechien|tchequie|chequia|cechia|cesko|ukraine|ucrania|ucraina|ukrajina|ukraina|bulgaria|bulgarien|bulgarie|croatia|kroatien|croatie|croacia|croazia|hrvatska|serbia|serbien|serbie|srbija|slovenia|slowenien|slovenie|eslovenia|bosnia|bosnien|moldova|moldawien|moldavie|lithuania|litauen|latvia|lettland|estonia|estland|philippines|philippinen|filipinas|india|indien|inde|turkey|turkei|turquie|turquia|albania|albanien|kosovo|belarus|georgia|georgien|greece|griechenland|grece|grecia|sweden|norway|denmark|finland|rumania|rumunia|rumunsko|romunija|polonia|lengyelorszag)$/;

/** Whether a bracket's text is only a list of countries ("Slovakia, Romania, Hungary", "SK/RO/HU" is not read). */
export const onlyCountries = (text: string): boolean => {
  const items = normalizeText(text)
    .split(/\s*(?:,|\/|;|\band\b|\bor\b|\bund\b|\boder\b|\bet\b|\bou\b|\by\b|\bo\b|\be\b|\bi\b|\ben\b)\s*/)
    .map((w) => w.trim())
    .filter(Boolean);
  return (
    items.length > 0 &&
    items.every(
      (w) => ORIGIN_COUNTRIES.test(w) || COUNTRY_NAMES.some(([c, code]) => code !== '--' && c.test(w)),
    )
  );
};

/**
 * Cities whose names differ across the seven languages (exonyms, as GeoNames lists a city's alternate names): a
 * definition written in one language names the place of work that a title writes in another ("le succursali di
 * Ginevra" and "Directeur de la succursale de Genève"). Normalised spellings, one city a row.
 */
const CITY_EXONYMS: ReadonlyArray<readonly string[]> = [
  ['geneva', 'geneve', 'genf', 'ginevra', 'ginebra', 'genebra'],
  ['zurich', 'zuerich', 'zurigo', 'zurique'],
  ['basel', 'bale', 'basilea', 'basileia', 'bazel'],
  ['bern', 'berne', 'berna'],
  ['lucerne', 'luzern', 'lucerna'],
  ['biel', 'bienne'],
  ['fribourg', 'freiburg im uechtland', 'friburgo'],
  ['neuchatel', 'neuenburg'],
  ['sion', 'sitten'],
  ['munich', 'munchen', 'muenchen', 'monaco di baviera', 'munique'],
  ['cologne', 'koln', 'koeln', 'colonia', 'keulen'],
  ['nuremberg', 'nurnberg', 'nuernberg', 'norimberga', 'nuremberga', 'neurenberg'],
  ['frankfurt', 'francfort', 'francoforte', 'francfurt'],
  ['hamburg', 'hambourg', 'hamburgo', 'amburgo'],
  ['vienna', 'wien', 'vienne', 'viena', 'wenen'],
  ['brussels', 'brussel', 'bruxelles', 'bruselas', 'bruxelas', 'brusel'],
  ['antwerp', 'antwerpen', 'anvers', 'amberes', 'anversa', 'antuerpia'],
  ['ghent', 'gent', 'gand', 'gante'],
  ['liege', 'luik', 'luttich', 'lieja', 'liegi'],
  ['bruges', 'brugge', 'brujas'],
  ['the hague', 'den haag', 'la haye', 'la haya', "l'aia", 'haia'],
  ['lisbon', 'lisboa', 'lissabon', 'lisbonne', 'lisbona'],
  ['oporto', 'porto'],
  ['seville', 'sevilla', 'sevilha', 'siviglia'],
  ['saragossa', 'zaragoza', 'saragosse', 'saragozza'],
  ['milan', 'milano', 'mailand', 'milaan', 'milao'],
  ['turin', 'torino', 'turim'],
  ['florence', 'firenze', 'florenz', 'florencia', 'florenca'],
  ['venice', 'venezia', 'venedig', 'venise', 'venecia', 'veneza'],
  ['naples', 'napoli', 'neapel', 'napoles', 'napels'],
  ['rome', 'roma', 'rom'],
  ['genoa', 'genova', 'genua', 'genes'],
  ['padua', 'padova', 'padoue'],
  ['london', 'londres', 'londra', 'londen'],
  ['warsaw', 'warszawa', 'warschau', 'varsovie', 'varsovia', 'varsavia'],
  ['prague', 'praha', 'prag', 'praga'],
  ['copenhagen', 'kobenhavn', 'kopenhagen', 'copenhague', 'copenaghen', 'copenhaga'],
  ['strasbourg', 'strassburg', 'estrasburgo', 'strasburgo'],
  ['marseille', 'marseilles', 'marsella', 'marselha', 'marsiglia'],
  ['lyon', 'lyons', 'lione'],
  ['dunkirk', 'dunkerque', 'duinkerke'],
];

/**
 * A place's name as a definition writes it, with the names the same city has in the other languages (normalised);
 * a place not in the table names itself.
 */
export function placeNames(place: string): string[] {
  const name = normalizeText(place);
  const row = CITY_EXONYMS.find((names) => names.includes(name));
  return row ? [...new Set([name, ...row])] : [name];
}
