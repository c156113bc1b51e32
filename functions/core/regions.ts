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
