/**
 * The terms on which a role is held, as its title, its employment type or a headline says them: through an agency, on
 * one's own account, seasonal, casual, fixed-term, part-time, seconded. Each is read here once, for the matcher
 * (role-match.ts: what a role is), the reader (persona-reader.ts: what a definition asks) and the published work status
 * (derive.ts), so the three cannot disagree on a position. Every reading takes normalised text (derive.ts normalizeText:
 * lower case, no accents) unless it says raw; the module imports nothing, so derive.ts can use it without a cycle.
 */

/** Lent by another employer: "Secondment", "seconded from …", "abgeordnet vom …", "détaché de …", "gedetacheerd". */
export const SECONDED =
  /\b(secondment|seconded|secondee|abgeordnet\w*|abordnung|entsandt\w*|entsendung|detachee?s?|detachement|gedetacheerd\w*|detachering|destacad[oa]s?|destacamento|distaccat[oa]|distacco)\b/;

/** Part-time: "Part-time", "Teilzeit", "temps partiel", "tiempo parcial", "tempo parziale", "deeltijd", "tempo parcial". */
export const PART_TIME =
  /\b(part[- ]?time\w*|teilzeit\w*|(a |à )?temps partiel|mi-temps|(a )?tiempo parcial|jornada parcial|media jornada|tempo parziale|deeltijd\w*|(a )?tempo parcial|meio periodo)\b/;

/**
 * A role held through an agency, as a title or a headline says it: "Cariste intérimaire", "mission d'intérim",
 * "via uitzendbureau", "Leiharbeit", "ETT", "trabajo temporal", "somministrato", "Linjeoperatør (innleid)",
 * "(überlassen)", or an agency named in brackets ("(Interim via …)", "(Agentur)"). A bare "Interim CEO" is acting in the
 * role, not an agency's.
 */
export const AGENCY_TITLE =
  /\b(interimaire\w*|mission d.interim|interim via|via (an? |een |une? )?(temp(ing)? |staffing |employment )?(agency|agence|bureau|uitzendbureau)|innleid\w*|innleie|indlejet?\w*|leiharbeit\w*|zeitarbeit\w*|leihkraft\w*|arbeitnehmeruberlassung|uitzend\w*|flexkracht\w*|ett|agency (worker|temp|staff)\w*|temp(orary)? (worker|staff)|(empresa de )?trabajo temporal|trabalho temporario|interinal\w*|interinale|somministrat\w*|puest[oa] a disposicion|trabajador(a)? (de ett|cedid[oa])|cedid[oa] por agencia|pracowni(k|czka) tymczasow\w*|vuokratyo\w*|(arbeitnehmer)?uberlass\w*|ueberlass\w*)\b|\(\s*(interim\b|ett\b|agency|agentur|agence|agencia|agenzia|agentuuri|uitzendbureau)[^)]*\)/;
/**
 * The words of the crewing business: "crewing", "crew management", "manning agency", "bemanningsbureau", "mehitys".
 * In a seafarer's title they name the agency that placed them ("Oiler (crewing agency)"), but they are as often the
 * job of a shipping company's own office staff who crew its ships: an agency's placement only on a position already an
 * outside worker's (a contractor's).
 */
export const CREWING_WORD =
  /\b(crew(ing)? management|crewing|manning agenc\w*|bemanningsbureau\w*|mehity\w*)\b/;
/**
 * The agency a title's holder came through, after a break (raw text): "Able Seaman (via Acme Crewing)", "Cook, через
 * Acme Manning", "Oiler – sa pamamagitan ng Acme", "Monteur (über Acme)". The firm's name follows with a capital, so a
 * headline's "growth through data" is none.
 */
export const AGENCY_VIA =
  /(?:^|[(,|/\u2013\u2014]|\s-)\s*(?:via|vía|through|über|uber|через|sa pamamagitan ng|tramite|por medio de|por meio de|par l['’]interm[ée]diaire d['’e]\s?|door tussenkomst van|przez)\s*\p{Lu}/u;
/** An employment type that names an agency: "Intérim", "Uitzendkracht", "Leiharbeit", "ETT", "Temporary (agency)". */
export const AGENCY_TYPE =
  /\b(interim\w*|uitzend\w*|leiharbeit\w*|zeitarbeit\w*|agency|ett|interinal\w*|somministra\w*)\b/;
/**
 * The network's bare "Temporary" type: temporary agency work as the network names it, and a contract of fixed term all
 * the same (whoever employs on it), so it reads as both (agencyPlaced, fixedTermHeld). An agency named beside it
 * (agencyNamed: "Mozo de almacén – ETT") says whose the temp is, and the role is then the agency's only.
 */
export const TEMPORARY_TYPE = /^\s*temporary\s*$/;

/**
 * Whether a role's title (normalised, and raw for the agency it came through) or its type (normalised) names an agency
 * that placed its holder; the crewing business's words (CREWING_WORD) only where the role is an outside one.
 */
export const agencyNamed = (title: string, type: string, rawTitle = '', outside = false): boolean =>
  AGENCY_TITLE.test(title) ||
  AGENCY_VIA.test(rawTitle) ||
  AGENCY_TITLE.test(type) ||
  AGENCY_TYPE.test(type) ||
  (outside && CREWING_WORD.test(title));
/** Whether a role is an agency's placement: an agency named, or the network's bare "Temporary" type. */
export const agencyPlaced = (title: string, type: string, rawTitle = '', outside = false): boolean =>
  agencyNamed(title, type, rawTitle, outside) || TEMPORARY_TYPE.test(type);

/**
 * Words that by themselves say a role is held on one's own account, in a title, a type or a company's name:
 * "Freelance", "self-employed", "zzp", "selbstständig", "freiberuflich", "autónomo", "auto-entrepreneur", "libero
 * professionista", "zelfstandige", "independent consultant", "external consultant". (A bare "independent" is none in a
 * title: "Independent Director" holds a seat; nor the Dutch adverb "zelfstandig": "zelfstandig werkend kok" works
 * unsupervised.)
 */
export const OWN_ACCOUNT =
  /\b(freelanc\w*|self[- ]?employed|zelfstandigen|zelfstandige|zelfstandig (ondernemer|professional)\w*|zzp\w*|selbst(st)?(a|ae)ndig\w*|freiberuf\w*|autonom[oa]s?|auto-?entrepreneur|libero professionista|libera professione|trabalhador independente|independent (consultant|contractor)|external consultant)\b/;
/**
 * An employment type that says the holder is their own firm (the whole type): "Freelance", "Self-employed",
 * "Independent", "Indépendant", "Selbstständig", "Autónomo", "ZZP", "Zelfstandige". Not an agency's temp.
 */
export const OWN_ACCOUNT_TYPE =
  /^\s*(freelance|freelancer|self[- ]employed|independent|independant(e)?|selbststandig|freiberuflich|autonom[oa]|zzp|zelfstandige?)\s*$/;
/** A company's name that says its holder works on their own account: "Self-employed", "ZZP", "Indépendant". */
export const ownAccountName = (name: string): boolean =>
  OWN_ACCOUNT.test(name) || /\bindependant\w*/.test(name);
/**
 * Words of an outside worker on a position already read as a contractor's (roles.ts engagementOf): on their own
 * account (OWN_ACCOUNT), an independent or a consultant (consultor, consulente, consulent), or lent by another firm
 * (SECONDED). No contract of employment here, whatever its length. Wider than OWN_ACCOUNT: an employee's "Consultant"
 * title says nothing of their terms.
 */
export const outsideWorker = (text: string): boolean =>
  OWN_ACCOUNT.test(text) ||
  /\b(independ\w*|consult\w*|consulent\w*|zelfstandig\w*)\b/.test(text) ||
  SECONDED.test(text);
/**
 * The published work status's freelancer (derive.ts workStatus): an own-account type or title, or a contract for
 * services named as the type ("Contract", "Contractor", "Consulting").
 */
export const CONTRACT_FOR_SERVICES_TYPE = /\b(contract|contractor|consultant|consulting|independent)\b/;
/** A title that names a contractor ("IT Contractor", "Electrical Contractor"): derive.ts's freelancer too. */
export const CONTRACTOR_TITLE = /\bcontractors?\b/;

/**
 * A seasonal role, its type or its title: "Seasonal", "Saisonkraft", "Vendangeuse (saisonnière)", "temporero", "de
 * temporada", "estacional", "sazonal", "stagionale", "seizoenwerker", "sesongarbeider", "Pracownik sezonowy", "summer
 * job" (ISCO-08 has no seasonal occupation: it is an employment type). A bare "temporada" is a sports season
 * ("cedido esta temporada", on loan this season), not seasonal work.
 */
export const SEASONAL =
  /\b(seasonal|saisonni\w*|saison\w*|temporer[oa]s?|(de|por) temporada|estacional\w*|sesong\w*|seson\w*|stagional\w*|seizoen\w*|sazona(l|is)|sezonow\w*|sezonin\w*|\w*sasong\w*|saeson\w*|kesa(tyo|kausi)\w*|summer (season|job|staff|worker)s?|sommeraushilf\w*)\b/;
/**
 * A casual role (ESCO's casual worker: work offered as it is needed), its type or its title: "Casual", "Aushilfe",
 * "Abrufkraft", "vacataire", "oproepkracht", "a chiamata", "ocasional". The Spanish "eventual" is both this and a
 * fixed-term contract (FIXED_TERM_WORD): a contrato eventual is hired for a peak of work.
 */
export const CASUAL =
  /\b(casual|aushilf\w*|aushilfskr(a|ä)ft\w*|abrufkr(a|ä)ft\w*|occasionnel\w*|vacataire\w*|eventual(es)?|oproepkracht\w*|a chiamata|occasional[ei]|ocasional|intermitente)\b/;

/**
 * A fixed-term contract named as such, in a definition or on a role, in the seven languages: fixed-term, temporary
 * contract, befristet, CDD (contrat à durée déterminée), contrato temporal / de duración determinada / a termo,
 * a tempo determinato, contratto a termine, tijdelijk contract, bepaalde tijd (ILO: "temporary employment", a contract
 * of fixed term).
 */
export const FIXED_TERM_CONTRACT =
  /\b(fixed[- ]term|temporary contracts?|befristet\w*|zeitvertrag\w*|cdd|(contrats?|duree) (a )?duree determinee|duree determinee|contratos? (temporal(es)?|de duracion determinada|a termo|a prazo)|duracion determinada|a termo|a termino|(a )?tempo determinato|contratt[oi] a termine|tijdelijke? (contract\w*|aanstelling\w*|dienstverband\w*)|bepaalde tijd)\b/;
/**
 * A role's own bare word for a fixed term: "Temporary", "temporal", "temporário", "eventual", "tijdelijk". Read on a
 * title or a type only: in a definition "temporary workers" are an agency's temps (persona-reader.ts AGENCY_PHRASE),
 * and only the contract named (FIXED_TERM_CONTRACT) is a fixed term there.
 */
export const FIXED_TERM_WORD = /\b(temporary|temporal|temporari[oa]|eventual|tijdelijk\w*)\b/;
/**
 * The whole employment type of a contractor the reader takes for a fixed term: "Contract", "Temporary", "befristet",
 * "CDD". Apart from fixedTermHeld: a definition's "befristete Vertragskräfte" (contract staff on a fixed term) asks for
 * whoever is on one, an outside firm's too, while the matcher's terms (role-match.ts, "hired directly part-time, on a
 * fixed term or seasonal") read the contract of employment here: a "Contract" type is as often an outside firm's
 * worker sent here (security, IT support, a site crew), on no contract here.
 */
export const FIXED_TERM_TYPE =
  /^\s*(contract|contract employee|temporary|fixed[- ]term|befristet|cdd|temporal|tempo determinato|tijdelijk)\s*$/;

/**
 * Whether a role is held on a fixed-term contract, as its title or type says (normalised): the contract named or a
 * role's own word for it. A season is a fixed term too, but read apart (SEASONAL): a definition may list the two side
 * by side.
 */
export const fixedTermHeld = (title: string, type: string): boolean =>
  FIXED_TERM_CONTRACT.test(title) ||
  FIXED_TERM_CONTRACT.test(type) ||
  FIXED_TERM_WORD.test(title) ||
  FIXED_TERM_WORD.test(type);

/** Whether a role's title or type (normalised) says it is seasonal. */
export const seasonalHeld = (title: string, type: string): boolean =>
  SEASONAL.test(title) || SEASONAL.test(type);
/** Whether a role's title or type (normalised) says it is casual. */
export const casualHeld = (title: string, type: string): boolean => CASUAL.test(title) || CASUAL.test(type);
