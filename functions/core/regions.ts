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
