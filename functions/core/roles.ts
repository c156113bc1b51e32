import {
  companyLink,
  currentRole,
  escapeRegExp,
  functionsOf,
  hasFounderWords,
  hasOwnerWords,
  isCurrent,
  normalizeText,
  titleTier,
} from './derive.js';
import { AGENCY_TITLE, OWN_ACCOUNT } from './engagement-terms.js';
import { memoized } from './memo.js';
import type { ExperienceItem, ProviderCompany, ProviderProfile } from './profile.js';
import { type Engagement, LEVELS, type Level } from './values.js';
import { type ProfessionalFunction, readFunctions } from './vocabulary/functions.js';

/**
 * Reads a job title the way a person would: which function it serves, how senior it is, and on what
 * terms the holder works there. Pure rules (no model), shared by the offline judge and the persona
 * reader so that a definition and a profile are read into the same terms. docs/judging.md lists the
 * vocabulary; titles are understood in English, German, French, Spanish, Dutch, Portuguese and Italian.
 */

export { ENGAGEMENTS, type Engagement, LEVELS, type Level } from './values.js';

export const LEVEL_WORDS: Record<Level, string> = {
  owner: 'owner or founder',
  c_level: 'C-level executive',
  vp: 'vice president',
  head: 'head or director',
  manager: 'manager',
  individual: 'individual contributor',
};

export { FUNCTION_WORDS } from './vocabulary/functions.js';

/** Rank of a level: owner 5 … individual 0. */
export const levelRank = (level: Level): number => LEVELS.length - 1 - LEVELS.indexOf(level);

export interface RoleReading {
  title: string;
  /** Every level the title holds ("Co-founder & CTO": owner and c_level), most senior first. */
  levels: Level[];
  /** The most senior of `levels`. */
  level: Level;
  /** Functions the title serves, the main one first; empty when none is recognisable. */
  functions: ProfessionalFunction[];
  engagement: Engagement;
}

// ---------------------------------------------------------------------------------------------
// Vocabulary (normalised text: lower case, no diacritics)
// ---------------------------------------------------------------------------------------------

/** Work done for someone else says nothing about the holder's own seniority or function. */
const ON_BEHALF_OF =
  /\b(executive assistant|personal assistant|chef(fe)? de cabinet|direct(eur|rice) de cabinet|stabschef(in)?|assistant|associate|\w+assistent(e|in)?|\w+assistant(e)?|\w*secretaresse|chief of staff|ea|pa|assistent(in)?|assistenz|assistente|asistente|assistante|secretary|secretaria|secretaire|sekretar(in)?|segretaria|advisor|adviser|asesor(a)?|assessor(a)?|conseill(er|ere)|consigliere|berater(in)?|adviseur|asistent(a|ul)?|secretar(a)?)(\s+(executive|executiva|executivo|ejecutiva|ejecutivo|executif|executive|executiv|personal|personale|pessoal|de direction|di direzione|der geschaftsfuhrung|de direccion|de direcao))?\s+(to|of|for|till|til|del|de la|du|de|der|des|al|alla|van|voor|da|do|della|dello|dell'|dei|a|aupres (du|de la|des|de))\s+(?=[^|,;/]*\b(ceos?|vd|cfo|cto|coo|cmo|cio|cpo|cro|chro|md|vp|svp|evp|dg|pdg|c-level|c-suite|chief|head|heads|director\w*|directeur\w*|directrice\w*|diret\w*|dirett\w*|direction|direccion|direcao|direzione|directie|management|manager\w*|gerente\w*|jef[ea]s?|responsable\w*|responsabile|leiter\w*|leitung|geschaftsfuhr\w*|vorstand\w*|bestuur|board|founders?|fondat\w*|fundador\w*|owners?|partners?|president\w*|presiden\w*|executive\w*|cabinet|team|ceo|sindac\w*|mayors?|maire|alcalde\w*|burgermeister\w*|burgemeester\w*|prefeit\w*|burmistrz\w*)\b)(the\s+|la\s+|le\s+|el\s+|il\s+|o\s+|a\s+|de\s+)?[^|,;/]*|\b(asystent(ka)?|sekretar(ka|z)|asystent(ka)? (osobist\w*|zarzadu|biura zarzadu))\s+(?=(prezes|wiceprezes|dyrektor|zarzad|kierownik|wlasciciel|zalozyciel|wspolzalozyciel|ceo)\w*)[^|,;/]*|\b(asistent(ka)?|sekretar(ka)?|sekretarka)\s+(?=(generalniho|generalneho|reditel|riaditel|stavbyvedouc|stavbyveduc|predsed|jednatel|vedouc|veduc|majitel|zakladatel)\w*)[^|,;/]*|\b(chief of staff|executive assistant|personal assistant|jef[ea] de gabinete|chef(fe)? de cabinet|direct(eur|rice) de cabinet)\s*(?:[\u2013\u2014-]|\()\s*(?=(the\s+|office of the\s+)?(pdg|dg|ceos?|managing partners?|managing directors?|md|founders?|president\w*|chair\w*|socio director|socia directora|owners?|board)\b)[^|,;/]*|\b(in rappresentanza|en representacion|em representacao|en representation|on behalf|als vertreter(in)?)\s+(di|del|della|dello|dell'|dei|degli|delle|de|de la|de los|de las|do|da|dos|das|du|des|of|von|der)\s+[^|,;/]*/g;

/**
 * A title split into the holder's own words and the person they work for: "assistente executiva da
 * ceo" is an assistant, and the CEO in it names the principal, not the holder.
 */
export function splitPrincipal(text: string): { own: string; principal: string } {
  const principal: string[] = [];
  const own = text.replace(ON_BEHALF_OF, (match: string) => {
    const tail =
      /\s+(to|of|for|del|de la|du|de|der|des|al|alla|van|voor|da|do|della|dello|dell'|dei|di|degli|von|a|aupres (du|de la|des|de))\s+.*$|\s+(?=(prezes|wiceprezes|dyrektor|zarzad|kierownik|wlasciciel|zalozyciel|wspolzalozyciel|ceo|generalniho|generalneho|reditel|riaditel|stavbyvedouc|stavbyveduc|predsed|jednatel|vedouc|veduc|majitel|zakladatel)\w*).*$|\s+[\u2013\u2014-]\s+.*$/.exec(
        match,
      );
    if (!tail) return match;
    principal.push(tail[0]);
    return match.slice(0, tail.index);
  });
  return { own, principal: principal.join(' ') };
}

const C_LEVEL =
  /\b(ceo|cto|cfo|coo|cmo|cio|dsi|directeur des systemes d.information|daf|(directeur|directrice) administrati(f|ve) et financi(er|ere)|(direttore|direttrice) (amministrazione,? finanza e controllo|afc|amministrativ[oa] e finanziari[oa])|(director|directora) administrativ[oa] y financier[oa]|(diretor|diretora) administrativ[oa] e financeir[oa]|ciso|rssi|cro|cpo|cdo|chro|clo|cco|cxo|chief [a-z& ]*officer|chief executive|president|presidente|presidentin|prasident(in)?|managing director|administrerende direktor|adm\.? ?(dir|director|direktor)|daglig leder|konsernsjef|koncernchef|general manager|country (manager|director|head)|landesleiter(in)?|directeur pays|directrice pays|director(a)? (de )?pais|diretor(a)? (de )?pais|direttore paese|direttrice paese|executive director|executive chair(man|woman|person)?|(finanz)?geschaftsfuhrer(in)?|geschaftsfuhrende[rs]?|(finanz)?vorstand(svorsitzende[r]?|svorsitzende|smitglied|in)?|vorstandsvorsitzende[r]?|pdg|directeur[- ]general|directrice[- ]generale|director[- ]general|directora[- ]general|director ejecutivo|directora ejecutiva|diretor executivo|diretora executiva|diretor[- ]geral|diretora[- ]geral|amministratore delegato|amministratrice delegata|direttore generale|direttrice generale|algemeen directeur|algemeen directrice|statutair directeur|consejero delegado|consejera delegada|amministratore unico|amministratrice unica|administrador(a)? unic[oa]|sole director|raad van bestuur|directoire|consiglio di gestione|mitglied des vorstand(e)?s|generaln[ia] direktor(ica)?|glavn[ia] direktor(ica)?|izvrsn[ia] direktor(ica)?|^direktor(ica)?(?= *($|[-–—|,(@/]|(d\.?o\.?o|d\.?d|druzbe|podjetja|drustva)\b))|predsedni(k|ca) uprave|predsjedni(k|ca) uprave|clan(ica)? uprave|presedinte(le)?|director(ul)? executiv|toimitusjohtaja|prezes(ka)?(?! honorow\w*)|dyrektor(ka)? (generaln|zarzadzaj|naczeln)\w*|czlon(ek|kini) zarzadu|generaln(i|y|a) (reditel|riaditel)(ka)?|jednatel(ka)?|konatel(ka)?|rettore|rettrice|rector(a)?|recteur|rectrice|rektor(in|ka)?|reitor(a)?)\b/;
// (The president of the staff's own elected body, "Presidente del Comité de Empresa", "président du CSE", chairs
// the works council, not the company: a works-council seat, no executive.)
const NOT_C_LEVEL =
  /\b(vice|vize|deputy|stellvertretende[r]?|adjoint|adjointe|adjunto|adjunta|adjunct|assistant|regional|area)\b|\b(president[ea]?|chair(man|woman|person)?) (of the |del |du |de la |de l.|van de |della |do |da |des )?(comite de empresa|comite d.entreprise|comite social et economique|cse|works council|comitato aziendale|rsu|ondernemingsraad|comissao de trabalhadores|betriebsrat(e|s)?)\b/;

const VP =
  /\b(vp|svp|evp|avp|vice[- ]?president(e|a)?|vizeprasident(in)?|vice-presidente|vicepresidente|vicepresidenta|vice-president|vicepresedinte(le)?|varatoimitusjohtaja|wiceprezes(ka)?)\b/;

const HEAD =
  /\b(head|heads|(senior |night |day )?tool ?pushers?|offshore installation managers?|oims?|barge ?masters?|director|directors|directora|[a-z]*direktor(in|en|innen|ica)?|kuchenchef(in)?|keittiomestari\w*|koksmastare\w*|kokkenchef\w*|kjokkensjef\w*|[a-z]+directeur(en|s)?|directeur|directrice|diretor|diretora|direttore|direttrice|leiter(in)?|leitung|bereichsleiter(in)?|abteilungsleiter(in)?|hauptabteilungsleiter(in)?|hoofd|verantwoordelijke|responsable|responsavel|responsabile|jefe|jefa|cap(?= (de|del) | d.[a-z])(?! (de|d.|del) ?(colla|torn|equip|brigada|setmana)\b)|chefe(?! de (equipe|equipa|turno|secao|setor))|chef(fe)?(?! de projet| de produit| d'equipe| de partie| de rang| cuisinier| de (quart|ligne|poste|chantier))|afdelingshoofd|(?!team|ploeg|groep)[a-z]{3,}s?hoofd(en)?|capo (dipartimento|divisione|direzione|area|settore)|dirigente|manager-directeur|[a-z]+-?sjef|sjef|(?<!(produktn|projektn|programsk|skupinsk|timsk|izmensk)\w* )vodja(?! (skupin|izmen|tim|ekip|projekt|program|produkt|smen|skladisc|skladist|voznega parka|vozn\w* park|poslovaln|filial|trgovin|lekarn|ljekarn|prodajaln|izpostav)\w*)|(ru)?kovoditelj(ica)?(?! (tim|smjen|grup|projekt|program|produkt)\w*)|voditelj(ica)?(?! (tim|smjen|grup|projekt|program|produkt)\w*)|directoare(a)?|director(ul|ului)|sef(a|ul)?(?! (de )?(tura|echipa|schimb|magazin|depozit|sectie|formatie|raion|atelier|brigada|punct|agentie|filiala|proiect|santier)\w*)|(?!puheen|varapuheen|toimitus|varatoimitus|tiimin|ryhman|tyon)[a-z]*johtaja(t|n|na)?|(wice)?dyrektor(ka|a|zy|ow)?|(?<!zastepca |zastepczyni )kierowni(k|ka|czka)(?! (zmiany|zespolu|brygady|sklepu|magazynu|projektu|produktu|sekcji|grupy|filii|placowki|punktu|budowy|robot|regionu|restauracji|salonu|oddzialu|zmianow)\w*)|szef(owa|a)?(?! (zmiany|zespolu|kuchni|brygady|projektu)\w*)|reditel(ka|e|ky)?|riaditel(ka|a|ky)?|(hlavn(i|y) )?(vedouc|veduc)(i|a)(?! (smeny|zmeny|party|cety|tymu|timu|skupiny|provozovny|prevadzky|prodejny|predajne|skladu|projektu|produktu)\w*))\b/;
/**
 * The clinical hierarchy, in seven languages: whoever runs a department, a clinic or nursing is a head
 * (Primar, Chefarzt, médecin-chef, jefe de servicio, primario, Pflegedirektion, head nurse); the senior
 * physician and the ward's leader manage (Oberarzt, Stationsleitung, cadre de santé, caposala).
 */
const CLINICAL_HEAD =
  /\b(primar(ius|ia|in)?|primararzt\w*|chefarzt\w*|arztliche[rn]? (direktor\w*|direktion|leit\w*)|pflegedirekt\w*|pflegedienstleit\w*|(?<!wohn)bereichsleit\w*|hausleit\w*|(pflege)?heimleit\w*|medecin[- ]chef|chef de (service|pole)|directeur des soins|directrice des soins|directeur medical|directrice medicale|jef[ea] de (servicio|seccion)|director(a)? (medic[oa]|de enfermeria)|diretor(a)? (clinic[oa]|de enfermagem)|enfermeir[oa][- ]chefe|primario|primaria|direttore (sanitario|di struttura complessa)|dirigente infermieristico|medisch (directeur|manager)|hoofdverpleegkundige|head nurse|chief physician|medical director|director of nursing|clinical director)\b/;
const CLINICAL_MANAGER =
  /\b(oberarzt\w*|oberarztin\w*|oberarzte|stationsleit\w*|wohnbereichsleit\w*|wohngruppenleit\w*|stationsschwester|ward (manager|sister)|charge nurse|nurse manager|senior physician|cadre de sante|cadre infirmier|supervisor(a)? de enfermeria|enfermer[oa] supervisor(a)?|coordenador(a)? de enfermagem|caposala|coordinat(ore|rice) infermieristic[oa]|teamleider verpleging|afdelingsmanager zorg)\b/;
/** "Director" words that do not make a head: a film crew role, or a conductor ("direttore d'orchestra", "chef d'orchestre": who leads a performance, not a department). */
// A chef(fe) de cabinet (jefe de gabinete) is a chief of staff, no department head (holdout 63).
// A racing yard's head lad (and travelling head lad) is its senior stable hand, not a department head (holdout 71).
const NOT_HEAD =
  /\b(direttor(e|i|rice|rici) d.? ?orchestra|director(a|es|as)? de orquesta|diretor(a|es|as)? de orquestra|chef(fe)?s? d.? ?orchestre|art director|creative director of photography|director of photography|chef(fe)?s? de cabinet|jef[ea]s? de gabinete|(travell?ing |assistant )?head (lads?|lass|lasses))\b/;
const HEAD_LAD = /\b(travell?ing |assistant )?head (lads?|lass|lasses)\b/;
/**
 * An art director (ESCO's occupation "art director": Art Director, director(a) de arte, diretor(a) de arte) is a
 * designer of an agency, a studio or a publisher, working at the seniority the title says, not the head of a
 * department; the creative director above them is one. The French "directeur artistique" also names a fashion
 * house's or a stage's artistic head, so it reads as the designer only with a designer's grade (junior, senior).
 */
const ART_DIRECTOR =
  /\b(art directors?|director(a|es|as)? de arte|diretor(a|es|as)? de arte|direct(eur|rice)s? artistiques? (junior|senior|confirme\w*)|(junior|senior) direct(eur|rice)s? artistiques?)\b/g;
/**
 * A "responsable grands comptes" (responsable de grandes cuentas, responsabile grandi clienti, responsável de grandes
 * contas) is a key account manager, who sells to the largest clients, not the head of a department.
 */
const KEY_ACCOUNT_HOLDER =
  /\b(responsables?|responsabile|responsavel) (des |de |dei |di |de los )?(grands comptes|grandes cuentas|grandes contas|grandi clienti)\b/g;

const MANAGER =
  /\b(salesmanager|verkoopmanager|exportmanager|inkoopmanager|hr-?manager|teammanager|bedrijfsleider|ploegbaas|ploegbazen|coordenador(a)?|coordinador(a)?|coordinatore|coordinatrice|manager|managers|managerin|managerinnen|mgr|team ?lead|team leader|(shift|crew|line|cell|section|squad|group|ward|watch) ?lead(er)?s?|schichtfuhrer(in)?|vorarbeiter(in)?|(schicht|werk|werkstatt|fertigungs|produktions|montage|hallen|betriebs)meister(in)?|chef(fe)? de (quart|ligne|poste|chantier)|lider(es)? de (turno|equipo|equipa|linea|linha|celula|grupo)|capoturno|capo ?deposito|capi ?deposito|capo ?officina|tech lead|technical lead|squad lead|chapter lead|group lead|supervisor(a|as|es|e|i|in|innen)?|superviseu(r|rs|se|ses)|foreman|forewoman|superintendent|teamleiter(in)?|gruppenleiter(in)?|team ?leitung|gruppenleitung|schichtleitung|teamleider|teamleidster|gerente|gerenta|gestor(a)?|chef(fe)? d'equipe|capo ?(reparto|squadra|team)?|coordinatore di team|encargado|encargada|chefe de (equipe|equipa|turno|secao|setor)|encarregad[oa](?! (de|da|do) (protecao de |tratamento de )?dados)|leidinggevende|(skupinsk|timsk|izmensk)\w* vodj\w*|vodja (skupin|izmen|tim|ekip|smen|skladisc|skladist|voznega parka|vozn\w* park|poslovaln|filial|trgovin|lekarn|ljekarn|prodajaln|izpostav)\w*|(operations?|operational) excellence lead(er)?|continuous improvement lead(er)?|lean lead(er)?|(ru)?kovoditelj(ica)? (tim|smjen|grup)\w*|voditelj(ica)? (tim|smjen|grup)\w*|poslovodj\w*|delovodj\w*|sef(a|ul)? (de )?(tura|echipa|schimb|magazin|depozit|sectie|formatie|raion|atelier|brigada|punct|agentie|filiala|proiect|santier)\w*|coordonator(oare|ul)?|supervizor\w*|[a-z]*paallik(ko|kona|kona)|[a-z]*esimie\w*|[a-z]*esihenkilo\w*|tyonjohtaja\w*|(vuoro|tyo|saha|tehdas|kuivaamo|hoylamo|korjuu)mestari\w*|(skift|arbets)ledare\w*|tiimin(vetaja|johtaja)\w*|kierowni(k|ka|czka) (zmiany|zespolu|brygady|sklepu|magazynu|sekcji|grupy|filii|placowki|punktu|budowy|robot|regionu|restauracji|salonu|oddzialu|zmianow)\w*|szef(owa)? (zmiany|zespolu|brygady)|brygadzist(a|ka)|lider(ka)? (zespolu|zmiany|grupy|linii|produkcji|sekcji)\w*|mistrz(yni)? (zmiany|produkcji)|koordynator(ka)? (zespolu|zmiany|magazynu|produkcji|grupy)\w*|menedzer(ka)?|manazer(ka)?|(vedouc|veduc)(i|a) (smeny|zmeny|party|cety|tymu|timu|skupiny|provozovny|prevadzky|prodejny|predajne|skladu)\w*|stavbyvedouc\w*|stavbyveduc\w*|(?<!stavebn(i|y) )(mistr(ova|ove|i)?|majster(ka|ky)?)(?! (stavby|stavieb|na stavbe))|[a-z]{4,}manager(in)?)\b/;
/** Manager titles that manage a thing, not people. */
export const THING_MANAGER =
  /\b(?<!front )(stage|product marketing|customer success|product|project|program|programme|account|key account|customer success|community|social media|content|brand|office|case|partner|channel|relationship|campaign|category|property|portfolio|release|territory|client|success|event|events|e-?commerce|seo|crm|wealth|investment|asset|fund|implementation|onboarding) manager(in|innen)?\b|\b(gestor|gestora|gerente) (de )?(grandes )?(cuentas|contas|projetos|proyectos|clientes)\b|\b(product|project|projekt|produkt|program|programm|account|keyaccount|community|content|brand|office|category|categorie|event|campaign|kampagnen|release|portfolio|fonds|fund)manager(in)?\b|\b(manager(ul)?|sef(a|ul)?) de (produs|proiect|cont|categorie|brand)\b|\b(tuote|projekti|asiakkuus|avainasiakas|ohjelma|kategoria|brandi|tapahtuma|sisalto|yhteiso|tili)paallik\w*|\b(kierowni(k|ka|czka)|menedzer(ka)?|szef(owa)?) (projektu|produktu|kategorii|marki)\b|\bmenedzer(ka)? (ds\.? )?(kluczowych klientow|klienta|klientow|marki|produktu|projektu|kategorii)\b/;
const PEOPLE_MANAGER = /\bgroup (product|program|programme|project) manager\b|\bmanager of\b/;

// Danish, Swedish, Norwegian and German interns are compounds ending in -praktikant ("Arkitektpraktikant",
// "Ingeniørpraktikant"); the Danish and Swedish employment type is "Praktik" (holdout 46).
// A German "Volontär(in)" is the trainee of a publisher or a newsroom (a two-year traineeship), not a volunteer.
// A Danish, Norwegian or Swedish apprentice is named by a compound that ends in the word ("Elektrikerlærling",
// "Smedlærling", "tømrerlærling"; holdout 77); a word that goes on ("lærlingeansvarlig") is the apprentices' supervisor.
// A German compound in -kandidat names the trainee of a profession ("Patentanwaltskandidatin", "Notariatskandidat"), as
// does an English "attorney candidate". (An Austrian "Berufsanwärter" is a qualified employee before the exam, no trainee.)
// The Catalan "en pràctiques" and "becari" are the Spanish "en prácticas" and "becario" (holdout 123).
const INTERN =
  /\b(intern(?! (kommunikation|kommunikasjon|revision|revisor|kontrol\w*|radgiv\w*))|interns|internship|trainee|[a-z]{4,}kandidat(in|innen|en)?|(attorney|agent|lawyer|notary|auditor|accountant) candidates?|[a-z]*praktikant(in|innen|en|er|erne)?|werkstudent(in)?|volontar(in|innen|e)?|working student|summer students?|jobstudent(e|en)?|stagiaire|stage(?! (manager|managers|management|director|directors|hands?|technicians?|crew|masters?|designers?))|becario|becaria|practicas|practiques|becari|estagiario|estagiaria|estagio|stagista|tirocinante|praticante|praticanti|tirocinio|stagiair|apprentice|apprenticeship|azubi|lernende[r]?|apprendist[ai]|aprendiz(a)?|leerling|auszubildende[r]?|alternant(e)?|alternance|[a-z]*lehrling(e|in|innen)?|lehrmadchen|apprenti(e|s|es)?|student[- ]?(assistant|assistent|assistente|medewerker)\w*|student (job|worker|work)|studenter?medhjaelper\w*|studentmedhjelper\w*|studentmedarbetare\w*|studentenjob|studentenbaan|job etudiant|studentische[rn]? (hilfskraft|mitarbeiter(in)?)|hilfswissenschaftler(in)?|\w*laerling(er|en|e|erne)?|\w*larling(ar|arna|er|en)?|pripravni(k|ca|ki|ce|ci)|pripravnistv\w*|studentk[aei]|^student(?=$| [-–—|,(])|student(sko|ski) (delo|servis|rad|posao|ugovor)|stagiar(a|i|e|ul)?|practicant(a|i|e|ul)?|(kesa|tyo)?harjoittelij\w*|oppisopimus\w*|stazyst(a|ka|ki|ow|ek)|praktykant(ka|ki|ow|ek)?|staz|praktyki (studenckie|zawodowe|letnie)|ucz(en|ennica) (w zawodzie|zawodu)|mlodocian\w* pracowni\w*|ucen|ucnice|ucnica|stazist(a|ka|i|ky)|student(e|essa) (collaborat(ore|rice)|lavorat(ore|rice)|part[- ]time)|collaborazion[ei] studentesc\w*)\b/;
// ("Intern kommunikation", "intern revision": the Danish, Norwegian and Swedish "intern" is internal, not a trainee.)
// (On one's own account, OWN_ACCOUNT: engagement-terms.ts, the words the matcher and the work status read too.)
// A locum stands in for a practice's or a hospital's own clinician on a freelance engagement ("Locum Vet", "Vétérinaire
// remplaçante", "Waarnemend dierenarts", "Vertretungstierärztin", "Veterinario sustituto"; holdout 40).
const CONTRACT_TITLE =
  /\b(seconded|secondee|abgeordnete?[rn]?|gedetacheerde?|detachee?|destacad[oa]|distaccat[oa]|locums?|locum tenens|remplacant(e)?s?|waarnem(er|ers|end|ende)|vertretungs(tier|zahn)?arzt\w*|praxisvertretung|(veterinari[oa]|medic[oa]|dentista) (sustitut[oa]|substitut[oa]|sostitut[oa])|interim|contractor|(?<!(hourly|seasonal|zero[- ]hours?|part[- ]time|fixed[- ]term|permanent|employment|timanstalld|tim) )contract(?! (manag|administrat|specialist|analyst|negotiat|lawyer|counsel|officer|coordinat|review|draft|compliance|management)\w*)|prestataire|consultor externo|consultora externa|externo|externa|esterno|esterna|(?<!(communication|communications|relations|kommunikation) )(externe|extern|external)(?! (kommunikation|communications?|relations|affairs|beziehungen|reporting))|pj|independant(e)?|agente di commercio|agenti di commercio|handelsvertreter(in)?|colaborator(i|oare)?|colaborare|(?<!pflege\w*[ ,(]{1,3})pfa|agent commercial|agente comercial|outsourced|innleiet|zunanj(i|a|e) (sodelavec|sodelavka|svetoval(ec|ka)|pravn\w* svetoval\w*)|vanjsk(i|a) (suradni(k|ca)|savjetni(k|ca))|samozatrudnion\w*|zewnetrzn(y|a|e|ego|ej)|(kontrakt|umowa|wspolpraca) b2b|umow(a|ie) (zlecenie|o dzielo))\b/;
// ("Vast contract", "permanent contract": an employee's contract, not a contractor's.)
// A contract for services rather than of employment, as each country's civil law names it (holdout 74): the Hungarian
// "megbízási szerződés" (mandate) and "vállalkozási szerződés" (contract for work), "prestação de serviços" (with the
// Portuguese freelancer's "recibos verdes"), "prestación de servicios", "prestation de services", "prestazione d'opera",
// the German "Werkvertrag" and "Honorarvertrag", the Dutch "opdrachtovereenkomst"; and a secondment, where another
// employer lends the person ("Secondment", "Abordnung", "détachement", "destacamento", "distacco"); a temp agency's
// placement (the Spanish ETT, "puesta a disposición"; the Swiss "temporär") and a consultancy engagement ("Consultoria");
// an outside collaborator ("Colaborador externo", "Collaborateur externe", "Collaboratore esterno": holdout 127).
const CONTRACT_TYPE =
  /\b(colaborador(a|es|as)? extern[oa]s?|collaborat(eur|rice)s? externes?|collaborat(ore|rice|ori) estern[oi]|megbizasi( szerzodes)?|megbizott|vallalkozasi( szerzodes)?|(egyeni )?vallalkozo|alvallalkozo|prestac(ao|oes) de servicos?|recibos? verdes?|prestacion(es)? de servicios?|prestations? de services?|prestazion(e|i) (d.opera|di servizi|occasional\w*|professional\w*)|collaborazione (occasionale|coordinata)|werkvertrag|honorar(basis|vertrag)?|(overeenkomst van )?opdracht(overeenkomst)?|\bett\b|puesta a disposicion|temporar|temporaer|consultori[ao]|consultancy|secondment|seconded|abordnung|abgeordnet|entsendung|detachement|destacamento|distacco|freelance|freelancer|self[- ]employed|(?<!\b(vast|vaste|permanent|unbefristete[rs]?|feste[rs]?|full[- ]time) )contract|contractor|consultant|consulting|selbststandig|freiberuflich|independent|autonomo|zzp|temporary|interim|uitzend\w*|gedetacheerd|detachering|leiharbeit\w*|zeitarbeit\w*|arbeitnehmeruberlassung|interimaire|empresa de trabajo temporal|trabalho temporario|somministra\w*|interinale|contratto (a progetto|di agenzia|di collaborazione)|contrato (de servicios|de prestacion de servicos|por obra)|agenzia|agency|outsourc\w*|independant(e)?|independiente|independente|indipendente|zelfstandige?|autonom[oae]|pj|partita iva|portage salarial|prestataire|prestador(a)? de servicos|agencijsk\w* (delo|rad|zaposl\w*)|preko agencije|podjemn\w* pogodb\w*|avtorsk\w* pogodb\w*|ugovor o djelu|colaborare|pfa|vuokratyo\w*|b2b|kontrakt( b2b)?|umowa (zlecenie|o dzielo)|samozatrudnien\w*|praca tymczasowa|extern(e|er|es|en)?|(externe[rn]? )?dienstleist\w*|(arbeitnehmer)?uberlass\w*|ueberlass\w*)\b/;
// (An outside firm's people say how they came in the employment type: "Externer Dienstleister", "Dienstleister",
// "(überlassen)", leased under German Arbeitnehmerüberlassung.)
const BOARD_TYPE =
  /^(board|board member|board seat|non[- ]executive|aufsichtsrat|verwaltungsrat|conseil d.administration|consejo|conselho|consiglio|raad van (commissarissen|toezicht))$/;
const ADVISOR_TYPE =
  /^(advisor|adviser|advisory|beirat|asesor(a|ia)?|conseil(ler|lere)?|consulente|consultivo|adviseur)$/;
const INTERN_TYPE =
  /\b(intern|internship|apprenticeship|trainee|praktikum|praktik|praktikplads|praktikant|stage|werkstudent|tirocinio|praticantato|apprendistato|practicas|practiques|estagio|ausbildung|lehre|lehrverhaltnis|apprentissage|leerwerkplek|alternance|students?|student (work|job|worker|employment|contract)|working student|studentenjob|studentenbaan|job (d.)?etudiant|trabajo (de )?estudiante|trabalho (de )?estudante|lavoro (da )?studente|pripravnistv\w*|student(sko|ski) (delo|servis|rad|posao|ugovor)|strucno osposobljavanje|stagiu|practica|harjoittelu|staz|praktyk(a|i)( studenck\w*| zawodow\w*)?|umowa o staz)\b/;

// Swedish, Norwegian and Danish board seats beside the seven languages, as a real roster has them (holdout 30:
// "Styrelseordförande", "Styrelseledamot").
//
// A foundation's board is read by FOUNDATION_BOARD_TITLE, below.
const BOARD_SEATS =
  /\b(collegio sindacale|sindac[oi] effettiv[oi]|sindac[oi] supplent[ei])\b|\b(investor|nominee) directors?\b|\b((chair(man|woman|person)?|president(e|a|in)?|prasident(in)?|vorsitzende[r]?|presidente) (of the |des |du |de l.|del |de la |do |da |van de |della )?(supervisory |advisory )?(board|patronato|patronat|verwaltungsrat\w*|aufsichtsrat\w*|conseil d.administration|conseil de surveillance|consejo( de administracion)?|conselho( de administracao)?|consiglio di amministrazione|consiglio di sorveglianza|collegio sindacale|conselho geral e de supervisao|raad van (commissarissen|toezicht)|bestuur)|board member|member of the board( of directors)?|board of directors|board director|independent (non[- ]?executive )?(board )?directors?|(administrat(eur|rice)|consejer[oa]|conselheir[oa]|amministrat(ore|rice)|bestuurder)s? (independant(e)?|independiente|independente|indipendente|onafhankelijk(e)?)|non[- ]?executive( (deputy |vice[- ]?)?(director|chair(man|woman|person)?))?|non-exec|(no|nao|non|niet)[- ]?(ejecutiv[oa]|executiv[oa]|esecutiv[oa]|executif|executive|uitvoerend\w*)|nicht[- ]?geschaftsfuhrend\w*|(observat(eur|rice)|observador(a)?|osservat(ore|rice)|observer|beobachter(in)?) (au|del|do|da|al|of the|to the|im|in de) (conseil|consejo|conselho|consiglio|board|aufsichtsrat|verwaltungsrat|raad)\w*|consejo de administracion|conselho de administracao|conseil d.administration|conseil de surveillance|chair(man|woman|person)? of the (supervisory |advisory )?board|supervisory board|board observer|aufsichtsrat\w*|verwaltungsrat\w*|membre du conseil(?! consultatif| scientifique)( d'administration| de surveillance)?|administrat(eur|rice)(?! (d.applications?|systemes?|reseaux?|de (bases? de donnees|systemes?|reseaux?|la paie|ventes?)|bases? de donnees|sap|erp|crm|fonctionnel\w*|applicati\w*|informatique|it|si|des systemes\w*|du personnel|des ventes))|consejero(?! delegado)|consejera(?! delegada)|conselheiro|conselheira|(membro del )?consiglio di amministrazione|consiglier[ea] (di|d') ?amministrazione|consejer[oa] de administracion|consigliere|consigliera|commissaris|raad van commissarissen|raad van toezicht|consiglio di sorveglianza|conselho geral e de supervisao|(?<!raad van )bestuurs?lid|bestuursleden|lid van het bestuur|(vice-?voorzitter|voorzitter|secretaris|penningmeester) (van het )?bestuur(?! \w)|(onafhankelijke?|niet-uitvoerende?) (bestuurder|lid|voorzitter)s?( \(?(van de |in de )?raad van bestuur\)?)?|styrelse(ordforande|ledamot|ledamoter|suppleant|medlem)\w*|(ordforande|ledamot|suppleant) i styrelsen|styre(leder|medlem|formann)\w*|bestyrelses(formand|medlem)\w*|(naestformand|formand|medlem) (i|for|af) bestyrelsen|(vice )?ordforande i styrelsen|((pod)?predsedni(k|ca)|(pot)?predsjedni(k|ca)|clan(ica)?|namestni(k|ca) predsedni\w*) (nadzorn\w* (svet|odbor)\w*|upravn\w* odbor\w*)|nadzorn(i|ega|og) (svet|sveta|odbor|odbora)|investor(?! relations)|angel investor|business angel|shareholder|stockholder|gesellschafter(in)?|limited partner|venture partner|(membru|membra|presedinte(le)?|vicepresedinte(le)?)( independent| neexecutiv)?( al| in)? (consiliului|consiliul) (de )?(administratie|supraveghere)|(membru|membra|presedinte|vicepresedinte)( independent| neexecutiv)? (al )?(ca|cs)\b|consiliul(ui)? de (administratie|supraveghere)|actionar(a|i|ul)?|hallitu\w* (puheenjohtaja|varapuheenjohtaja|jasen|varajasen|pj)\w*|hallitusammattilai\w*|hallintoneuvosto\w*|(czlon(ek|kini)|przewodnicz(acy|aca)|wiceprzewodnicz(acy|aca)|sekretarz) rady (nadzorczej|dyrektorow)|rad(a|y) nadzorcz(a|ej)|akcjonariusz(ka)?|udzialowiec|udzialowczyni|(honorary|honourary) (chair(man|woman|person)?|president)|(presidente|presidenta|president|presidente) (de honor|honorari[oa]|onorari[oa]|d.honneur|de honra)|ehren(vorsitzende[r]?|prasident(in)?)|erevoorzitter|prezes(ka)? honorow\w*|(predsed(a|kyne)|mistopredsed(a|kyne)|podpredsed(a|kyne|nicka)|clen(ka)?) (predstavenstva|dozorci rady|dozornej rady|spravni rady|spravnej rady)|dozorc(i|ich) rad(a|y|e|u|ou)|dozorn(a|ej) rad(a|y|e|u|ou)|(rodinn(a|y) )?akcionar(ka|i|ky)?)\b/g;
/**
 * A seat on a foundation's or a non-profit's board, in its own words, which the network often types "Volunteer":
 * patrono/patrona of the patronato (ES), patró del patronat (CA), the conselho de curadores or a curador da fundação
 * (PT), membre du conseil de fondation (FR), Stiftungsrat and Kuratorium (DE; "Vorsitzender des Kuratoriums"), trustee
 * (EN) (holdouts 62 and 64). Not the Spanish "patrón" (skipper, boss), a museum's curator, nor the Polish school board
 * ("Kuratorium Oświaty").
 */
export const FOUNDATION_BOARD_TITLE =
  /\b(kuratorium\w*(?! oswiaty)|patron(o|a|os|as)|patronato|patronat|patro (del|de la) (patronat|fundacio)|(membro|presidente|president(a)?) do conselho de curadores|conselho de curadores|curador(a|es|as)? (da|de|do) (fundac(ao|io)|curadoria)|curadoria|conseil de fondation|stiftungsrat\w*|trustees?|board of trustees)\b/;
const BOARD = new RegExp(`${FOUNDATION_BOARD_TITLE.source}|${BOARD_SEATS.source}`, 'g');
const ADVISOR =
  /^((senior|strategic|board|independent|special|executive|startup|external|lead|technical|technology|scientific) )*(advisor|adviser|mentor)\b|\b(advisory board|advisory council|advis[eo]r to|beirat\w*|advisory)\b|\((advisor|adviser)\)|\bconseill(er|ere) strategique\b|\bconseill(er|ere)s? (du |de la |des |aupres du |aupres de la |aupres des )(directoire|president(e)?|presidence|direction generale|conseil de surveillance|comite de direction)\b|\b(asesor(a|es|as)?|consultor(a|es|as)?|conselheir[oa]s?|consiglier[ei]|consulente|adviseur\w*) (del|de la|al|do|da|dos|das|du|de|van de|van het|to the) (consejo|directorio|junta directiva|conselho|consiglio|raad|board|bestuur|conseil)\b(?! de administracion| de administracao| d.administration| di amministrazione| van (bestuur|commissarissen|toezicht))|\b(radgiver|raadgiver|radgivar)e? (for|til) (styret|bestyrelsen|ledelsen|konsernledelsen|direktionen)\b|\b(styrets|bestyrelsens) (radgiver|raadgiver)\b|\b(consejo (asesor|consultivo)|conselho consultivo|conseil consultatif|comite consultatif|comitato (consultivo|scientifico)|raad van advies|adviesraad)\b|\bstrategische[r]? berater(in)?\b|\b(technical|strategic|scientific|board|senior|startup) (advisor|adviser)\b|\bdoradc(a|zyni) (zarzadu|prezesa( zarzadu)?|rady nadzorczej)\b|\brad(a|y) doradcz(a|ej)\b/g;

export { functionsOf };

/**
 * "Non-Executive Deputy Chairman", "Vicepresidente no ejecutivo", "Vice-président non exécutif": a title
 * that says it is not executive is a board seat, and the chair, deputy or vice words beside it name the
 * seat on the board, not an executive level (holdout 11 read its non-executive deputy chairman as c-level).
 */
const NON_EXECUTIVE =
  /\b(non[- ]?executive|non-exec|(no|nao|non|niet)[- ]?(ejecutiv[oa]|executiv[oa]|esecutiv[oa]|executif|executive|uitvoerend\w*)|nicht[- ]?geschaftsfuhrend\w*)\b/;
const BOARD_SEAT_WORDS =
  /\b(deputy|vice|stellvertretende[rn]?|vice[- ]?(chair(man|woman|person)?|president\w*)|vicepresident\w*|vize[- ]?(prasident(in)?|vorsitzende[rn]?)|vicevoorzitter|chair(man|woman|person)?|president\w*|presiden(te|ta)|prasident(in)?|vorsitzende[rn]?|voorzitter|director(a|es)?|directeur|directrice|diretor(a)?|direttore|direttrice|consigliere|consejer[oa]|conselheir[oa]|bestuurder|commissaris)\b/;

/**
 * The side a board seat represents, in seven languages: the employees' representatives on a supervisory board
 * ("Arbeitnehmervertreter", "représentant des salariés", "representante de los trabajadores", "werknemersvertegenwoordiger",
 * "rappresentante dei lavoratori"), a shareholder's or a town's.
 */
const BOARD_SEAT_SIDE =
  /\b((arbeitnehmer|belegschafts|mitarbeiter|anteilseigner|gesellschafter)vertreter(in|innen)?|vertreter(in|innen)? der (arbeitnehmer|belegschaft|beschaftigten|anteilseigner|gesellschafter|stadt|gemeinde)\w*|(employee|staff|worker|workers|shareholder|shareholders)['’]?s? representatives?|representatives? of the (employees|staff|workers|shareholders?)|representant(e|s|es)? (des|du) (salaries|personnel|actionnaires?|travailleurs)|representantes? (de los|dos|de las|del|do) (trabajadores|trabalhadores|empleados|personal|accionistas?|acionistas?)|werknemersvertegenwoordig\w*|rappresentant[ei] (dei|del) (lavoratori|dipendenti|personale|soci))\b/;

/** The words that join a seat to its board beside MEMBER_WORDS: "nel consiglio", "en el consejo", "on the board". */
const SEAT_JOINS = /\b(nel|nella|en|el|la|le|on|to|at|bei|beim|dans|op|no|na)\b/;

/** Words that say someone sits on a body, in seven languages, and the words that join them to it. */
const MEMBER_WORDS =
  /\b(members?|mitglied(er)?|membres?|miembros?|membros?|membr[oi]|leden|lid|seat|sitz|siege|assento|seggio|of|the|des|der|du|de|del|da|do|della|dello|van|het|im|in|au|al|[a-z]?['’])\b|[()[\],;:/&]/;

// ---------------------------------------------------------------------------------------------
// Levels and engagement
// ---------------------------------------------------------------------------------------------

const stripAll = (text: string, pattern: RegExp): string =>
  text.replace(new RegExp(pattern.source, 'g'), ' ').replace(/\s+/g, ' ').trim();

/**
 * German and Dutch compounds: "Vertriebsleiter" and "Verkoopleider" head sales, "Schichtleiter" and
 * "Ploegleider" run a shift, "Projektleiter" and "Projectleider" a project.
 */
const GERMAN_LEITER = /\b([a-z-]+?)-?(?:leiter(?:in)?|leider|leidster)\b/;
const LEITER_MANAGES_A_TEAM =
  /^(team|gruppen|schicht|filial|kolonnen|bau|standort|ploeg|groep|winkel|filiaal|bedrijf|wohnbereich|wohngruppen)s?$/;
const LEITER_OF_A_THING =
  /^(projekt|programm|produkt|kurs|seminar|project|programma|product|cursus|reise|reis|ubung|spiel|versuch)s?$/;
/**
 * "Begleiter" and "begeleider" accompany, they do not lead: a "Flugbegleiterin" is cabin crew, a
 * "Woonbegeleider" or "Persoonlijk begeleider" a care worker, a "Stagebegeleider" a trainee's mentor.
 */
const ACCOMPANIES = /(^|[a-z])bege?$/;
/** An "Anleiter" instructs, he leads no one: a "Praxisanleiterin" trains nursing students on the ward (holdout 64). */
const INSTRUCTS = /(^|s|-)an$/;

/**
 * Norwegian and Danish "-leder" (holdout 36): "HMS-leder", "Settefiskleder", "Markedsleder" head what the first
 * part names; a "Driftsleder", "Kontorleder", "Teamleder" or "Skiftleder" runs a site, an office or a crew (a
 * manager), a bare "Leder" leads people; a "Prosjektleder" manages a thing. "Styreleder" is a board seat, read
 * elsewhere; "Daglig leder" is the CEO (C_LEVEL).
 */
const NORDIC_LEDER = /(?:^|[^a-z-])([a-z-]*?)-?leder(?:e|en|ne)?(?![a-z])/;
const LEDER_MANAGES_A_TEAM =
  /^(team|gruppe|skift|lag|drift|kontor|lokalitet|butikk|butik|filial|formann|arbeids|daglig|bore|borings?)s?$/;
const LEDER_OF_A_THING = /^(prosjekt|projekt|produkt|program|kurs|styre|bestyrelses)s?$/;

function nordicLederLevel(text: string): Level | null {
  const match = NORDIC_LEDER.exec(text);
  if (!match) return null;
  const prefix = (match[1] ?? '').replace(/-$/, '');
  if (prefix === '' || LEDER_MANAGES_A_TEAM.test(prefix)) return 'manager';
  if (LEDER_OF_A_THING.test(prefix)) return null;
  return 'head';
}

function germanLeiterLevel(text: string): Level | null {
  const match = GERMAN_LEITER.exec(text);
  const prefix = match?.[1];
  if (!prefix) return null;
  if (LEITER_MANAGES_A_TEAM.test(prefix)) return 'manager';
  if (LEITER_OF_A_THING.test(prefix) || ACCOMPANIES.test(prefix) || INSTRUCTS.test(prefix)) return null;
  return 'head';
}

const CHIEF_COMPOUND =
  /\b(chef(?!arzt|arztin|arzte|koch|kochin|kok|e\b|fe\b|s\b)[a-z]{4,}|hoofd(?!kantoor|stad|zaak|zetel)[a-z]{4,}|hauptbuchhalter\w*|chief (accountants?|bookkeepers?)|glavn(i|a) (racunovod|knjigovod)\w*|(contable|contador(a)?|contabilista|contabile|comptable) (en )?(chef|jefe|jefa|chefe|capo)|capo contabile|glown(y|a) ksiegow(y|a))\b/;
/**
 * "Underhållschef", "Redovisningschef", "Kontorschef", "Gruvchef": a Swedish compound ending in "-chef" is the
 * manager of what its first part names (Swedish "chef" is a manager; holdout 30). Not a kitchen's "Souschef" or
 * "Küchenchef", whose head level is read elsewhere.
 */
const CHEF_SUFFIX = /\b(?!sous|kuchen|kok|team|ploeg|groep|winkel|piste)[a-z]{3,}-?chef(en)?\b/;
const DEPUTY =
  /\b(?:sub|vice|vize)-?(director[a]?|directeur|directrice|diretor[a]?|direttore|direttrice|direktor(?:in)?|jef[ea]|chefe|responsable|responsabile)\b/;

/**
 * The formal deputy of the managing director ("Deputy Managing Director & Head of Finance", "Stellvertretende
 * Geschäftsführerin & Leiterin Finanzen", holdout 73): the deputy of the one who runs the company is C-level as the
 * deputy CEO is, even beside a head's second role (a "deputy" or "regional" word alone keeps a title below C-level).
 */
const DEPUTY_CHIEF =
  /\b(deputy|stellvertretende[rn]?|stv\.?|adjoint[e]?( au| a la)?|vice) (managing director|geschaftsfuhrer(in)?|geschaeftsfuehrer(in)?|directeur general|directrice generale)\b/;

/**
 * "Member of the Executive Board", "Vogal da Comissão Executiva", "miembro del Comité Ejecutivo", "membre du comité
 * exécutif", "membro del comitato esecutivo", its chair or president (the Hungarian igazgatóság reaches it in English,
 * through spellOutHungarian): a seat on the company's executive body is a top executive's, as "Vorstandsmitglied" and
 * "lid van de raad van bestuur" already read (C_LEVEL). Not a non-executive board seat. Every executive-body seat is
 * read here, none in C_LEVEL.
 */
const EXECUTIVE_BODY_SEAT =
  /\b((member|membro|membre|miembro|vogal|vocal|lid|mitglied)\s+(of\s+the\s+|of\s+|da\s+|do\s+|de\s+la\s+|del\s+|de\s+l.|du\s+|de\s+|della\s+|dello\s+|del\s+|van\s+het\s+|van\s+de\s+|der\s+|des\s+)?(executive (board|committee)|management board|board of management|comissao executiva|comision ejecutiva|comite ejecutivo|comite executif|comitato esecutivo|commissione esecutiva|directieteam|uitvoerend comite)|chair(man|woman|person)? of the (executive|management) board|(executive|management) board member|(vogal|membro|presidente|vice-presidente) d[ao] (comissao executiva|conselho executivo)|(vocal|miembro|presidente) de la comision ejecutiva|(membro|presidente) del(la)? (comitato esecutivo|commissione esecutiva))\b/;

/**
 * The company's executive team by the name a title or headline gives it: the comité de direction, CODIR or COMEX,
 * "la direction", the directie, the Geschäftsleitung or Unternehmensleitung, the comité de dirección or equipo
 * directivo, the comitato di direzione, the executive or senior leadership team, the Nordic johtoryhmä,
 * ledningsgrupp and direktion, the Belgian directiecomité and the Iberian and Italian executive committee (comissão
 * executiva) named alone. Not an extended or enlarged team (erweiterte Geschäftsleitung, CODIR élargi).
 */
const EXECUTIVE_TEAM =
  '(comite de (direction|direccion|direcao|direccao)|comite executif|comite (de )?direcao|comitato (di )?direzione|codir|comex|exco|la direction( generale)?|la direccion( general)?|a dire(c)?cao|la direzione( generale)?|(het |de )?directie(team)?|directieteam|(der |die )?(geschaftsleitung|unternehmensleitung|konzernleitung|geschaftsfuhrung)|equipo directivo|equipa (de )?(direcao|gestao)|(the )?(executive|management) committee|(the )?(executive|senior leadership|executive leadership|executive management) team|johtoryhm\\w*|(the )?ledningsgrupp(en)?|(the )?ledergruppe(n)?|(the )?ledelsesgruppe(n)?|(the )?direktion(en)?|koncernledelse(n)?|konsernledelse(n)?|(het )?directiecomite|(a |la |il )?(comissao executiva|comision ejecutiva|comite ejecutivo|comitato esecutivo|commissione esecutiva))';

/**
 * "Membre du comité de direction", "membre du CODIR", "lid directie", "Mitglied der Geschäftsleitung",
 * "Geschäftsleitungsmitglied", "miembro del comité de dirección", "johtoryhmän jäsen", "ExCo member": a seat on the
 * company's executive team (EXECUTIVE_TEAM) is a top executive's, whatever function the holder runs in it. A segment
 * of a title or headline that names the team alone ("Kaupallinen johtaja, johtoryhmä") says the same. Not an
 * assistant's (who works for the team) and not a past seat.
 */
export const EXECUTIVE_TEAM_SEAT = new RegExp(
  `^(?!.*\\b(assist\\w*|asist\\w*|secretar\\w*|sekretar\\w*|erweitert\\w*|extended|elargi\\w*|ampliad[oa]|allargat[oa]|uitgebreid\\w*|ex|former|ancien\\w*|ehemalig\\w*|voormalig\\w*|antig[oa]|tidligere|tidigare|entinen)\\b).*(\\b(member|membre|miembro|membro|lid|mitglied|medlem|jasen)( (of|du|de|de la|de l'|del|do|da|della|dello|van|der|des|af|av|i))?( (the|het|de))? ${EXECUTIVE_TEAM}\\b|\\b${EXECUTIVE_TEAM}[- ]?(member|mitglied|lid|jasen)\\b|\\b(geschaftsleitungs|gl-?|unternehmensleitungs|konzernleitungs|directie)mitglied\\b|(^|[,;|/(·—–]\\s*)${EXECUTIVE_TEAM}\\s*([,;|/)·—–]|$))`,
);

/** The operating levels of a title's text (no board or advisory words left in it). */
function operatingLevels(raw: string, text: string): Level[] {
  const levels = new Set<Level>();
  // "Executive Assistant to the Managing Partner": the partner is the principal, not the holder.
  if (hasOwnerWords(splitPrincipal(normalizeText(raw)).own)) levels.add('owner');
  const own = text.replace(ON_BEHALF_OF, ' ').replace(KEY_ACCOUNT_HOLDER, 'key account');
  // "Vice president" contains "president"; a VP is not C-level.
  const withoutVp = own.replace(new RegExp(VP.source, 'g'), ' ');
  if (
    (C_LEVEL.test(withoutVp) || EXECUTIVE_BODY_SEAT.test(withoutVp) || EXECUTIVE_TEAM_SEAT.test(withoutVp)) &&
    !NOT_C_LEVEL.test(withoutVp)
  )
    levels.add('c_level');
  else if (
    /\b(ceo|cto|cfo|coo|cmo|cio|cro|cpo|chief [a-z& ]*officer)\b/.test(withoutVp) ||
    DEPUTY_CHIEF.test(withoutVp)
  )
    levels.add('c_level');
  if (VP.test(own)) levels.add('vp');
  const headText = own
    .replace(NOT_HEAD, ' ')
    .replace(ART_DIRECTOR, ' ')
    .replace(
      /\b(directeur[- ]general|directrice[- ]generale|director[- ]general|directora[- ]general|director ejecutivo|diretor executivo|diretora?[- ]geral|direttore generale|algemeen directeur|administrerende direktor|managing director|executive director|generaln[ia] direktor(ica)?|glavn[ia] direktor(ica)?|izvrsn[ia] direktor(ica)?|generaln(i|y|a) (reditel|riaditel)(ka)?|director(ul)? executiv|dyrektor(ka)? (generaln|zarzadzaj|naczeln)\w*|^direktor(ica)?(?= *($|[-–—|,(@/]|(d\.?o\.?o|d\.?d|druzbe|podjetja|drustva)\b)))\b/g,
      ' ',
    );
  // "Managementassistente van de CEO": the tier is the holder's own words', not their principal's.
  const principalSplit = splitPrincipal(normalizeText(raw));
  const tier = titleTier(
    normalizeText(principalSplit.principal ? principalSplit.own : raw)
      .replace(HEAD_LAD, ' ')
      .replace(ART_DIRECTOR, 'designer')
      .replace(KEY_ACCOUNT_HOLDER, 'key account'),
  );
  if (
    (HEAD.test(headText) &&
      !/\b(team ?leiter|gruppenleiter|team ?leitung|gruppenleitung|schichtleitung|teamleider)\b/.test(
        headText,
      )) ||
    tier === 'function_leader'
  )
    levels.add('head');
  if (MANAGER.test(own) && !(THING_MANAGER.test(own) && !PEOPLE_MANAGER.test(own))) levels.add('manager');
  // The Ukrainian and Russian foreman ("бригадир"), as the Polish "brygadzista" (holdout 64); Cyrillic letters are no
  // word characters to \b, so the word is read on its own.
  if (/(^|[^\p{L}])бригадир/u.test(own)) levels.add('manager');
  // "Talent Acquisition Lead", "Design Lead": a function's lead with no head word leads the team, at
  // either rank.
  if (tier === 'function_leader' && !HEAD.test(headText) && /\b(lead|leader)\b/.test(own))
    levels.add('manager');
  const leiter = germanLeiterLevel(own);
  if (leiter) levels.add(leiter);
  const leder = levels.has('c_level') ? null : nordicLederLevel(own);
  if (leder) levels.add(leder);
  // "Chefbuchhalterin", "Chefredakteur", "Hoofdaccountant": a chief's compound leads its job.
  if (CHIEF_COMPOUND.test(own)) levels.add('head');
  else if (CHEF_SUFFIX.test(own)) levels.add('manager');
  // "Subdirector", "vicedirettore", "subdiretora": a deputy head is a head. A deputy manager
  // ("subgerente") works under the manager and is not read as one.
  if (DEPUTY.test(own)) levels.add('head');
  if (CLINICAL_HEAD.test(own)) levels.add('head');
  else if (CLINICAL_MANAGER.test(own)) levels.add('manager');
  if (levels.size === 0 && tier === 'manager') levels.add('manager');
  if (levels.size === 0 && tier === 'executive') levels.add('c_level');
  // A C-level title names its own head role; "head" beside it adds nothing.
  return LEVELS.filter((l) => levels.has(l));
}

/**
 * Whoever leads one store or branch runs a site, not a function: "Responsable de magasin", "Direttore di
 * negozio", "Jefe de Tienda" and "Store Director" manage, like a "Filialleiter" or a "Winkelmanager".
 * Only a title whose one function is the stores is read so; a director of store operations heads them.
 */
export function siteLeaderLevels(
  title: string,
  levels: Level[],
  functions: readonly ProfessionalFunction[],
): Level[] {
  if (functions.length !== 1 || functions[0] !== 'retail') return levels;
  // "Head of Retail", "Diretora de Retalho", "Directeur Retail": the retail network as a whole, no one store or
  // showroom, is led by its head (holdout 48); a store's, a showroom's or an area's leader still manages.
  if (RETAIL_NETWORK.test(normalizeText(title)) && !ONE_SITE.test(normalizeText(title))) return levels;
  // "Gérant de magasin" runs a shop, not the company a bare "Gérant" runs; "Store Lead", "Winkelchef".
  const leads = SITE_LEADER.test(normalizeText(title));
  const site = levels.map((l): Level => {
    if (l === 'head' || (l === 'c_level' && /\bgerant/.test(normalizeText(title)))) return 'manager';
    if (l === 'individual' && leads) return 'manager';
    return l;
  });
  return LEVELS.filter((l) => site.includes(l));
}
/** The retail network named as a whole (a retail function's own word), and the words of one site or area in it. */
const RETAIL_NETWORK = /\b(retail|retalho|einzelhandel|detailhandel|vendita al dettaglio|venta minorista)\b/;
const ONE_SITE =
  /\b(stores?|shops?|showrooms?|boutiques?|outlets?|branch\w*|filial\w*|magasins?|lojas?|tiendas?|negoz\w*|winkels?|area|regional|district|zone|zona|region\w*|secteur|markt\w*|laden\w*)\b|(store|shop|markt|laden|filiaal|winkel|showroom)(manag|leid|leit|chef|lead)/;
const SITE_LEADER =
  /(\blead(er)?\b|chef\b|\bgerant|leid(er|ster)\b|leit(er|erin|ung)\b|manag|\bencargad[oa]\b|\bresponsab|\bgerente\b|\bgestor(a)?\b|\bjef[ea]\b|\bsef(a|ul)?\b|paallik)/;

/**
 * Words that name a leader at either rank, as a definition reads them too ("Responsables de production"
 * asks for heads and managers): "responsable", "responsabile", "responsável", "jefe"/"jefa" lead a
 * department or a team, so such a title holds both levels. So does whoever leads a plant or a site
 * ("Werkleiter", "Diretor de Fábrica", "Plant Manager"): a definition's "plant managers" and
 * "directeurs d'usine" mean the same people.
 */
const EITHER_RANK =
  /\b(verantwoordelijken?|responsables?|responsabil[ei]|responsave(l|is)|jef[ea]s?|caps?(?= (de|del) | d.[a-z])(?! (de|d.|del) ?(colla|torn|equip|brigada|setmana)\b)|chefes?(?! de (equipe|equipa|turno|secao|setor))|sef(a|ul)?(?! (de )?(tura|echipa|schimb|magazin|depozit|sectie|formatie|raion|atelier|brigada|punct|agentie|filiala|proiect|santier)\w*)|(?!vuoro|tiimi|ryhma|tuote|projekti|asiakkuus|avainasiakas)[a-z]*paallikko|kierowni(k|ka|czka)(?! (zmiany|zespolu|brygady|sklepu|magazynu|projektu|produktu|sekcji|grupy|filii|placowki|punktu|budowy|robot|regionu|restauracji|salonu|oddzialu|zmianow)\w*))\b/;
const SITE =
  /\b(plant|plants|werk|werke|usine|usines|fabrica|fabricas|fabrik|fabriek|stabilimento|planta|plantas|site|standort|cedis|warehouse|distribution (center|centre)|centro de distribucion|centre de distribution|centro de distribuicao|centro di distribuzione|distributiecentrum|verteilzentrum|logistikzentrum)\b/;
/** One word that names a site's leader ("Werkleiter", "Fabrieksdirecteur", "Plantmanager"). */
const SITE_LEADER_WORD =
  /\b(werk|werks|standort|fabrik|fabriks|fabrieks|plant)(leit\w*|direct\w*|direkt\w*|manag\w*|chef\w*)/;
function bothLeaderLevels(
  title: string,
  levels: Level[],
  functions: readonly ProfessionalFunction[],
): Level[] {
  const text = normalizeText(title);
  // A store's leader manages one store (siteLeaderLevels); a plant's leader holds both ranks. A ship's rank
  // ("konepäällikkö", the chief engineer) is no company level either way.
  if (
    functions[0] === 'retail' ||
    functions[0] === 'seafaring' ||
    levels.some((l) => levelRank(l) > levelRank('head'))
  )
    return levels;
  const plant = functions[0] === 'operations' && SITE_LEADER_WORD.test(text);
  const leads = levels.includes('head') || levels.includes('manager');
  const either = EITHER_RANK.test(text) || (functions[0] === 'operations' && SITE.test(text));
  if (!plant && !(leads && either)) return levels;
  return LEVELS.filter((l) => l === 'head' || l === 'manager' || (levels.includes(l) && l !== 'individual'));
}

export function engagementOf(
  title: string,
  employmentType: string | null | undefined,
  levels: readonly Level[],
): Engagement {
  const text = normalizeText(title);
  const type = normalizeText(employmentType);
  const own = splitPrincipal(text).own;
  const founder = hasFounderWords(own) || (levels.includes('owner') && hasOwnerWords(own));
  if (founder) return 'founder';
  // The network's employment type says on what terms a title is held ("Board", "Advisor").
  if (BOARD_TYPE.test(type)) return 'board';
  if (ADVISOR_TYPE.test(type)) return 'advisor';
  if (INTERN.test(text) || INTERN_TYPE.test(type)) return 'intern';
  // (An agency's temp, AGENCY_TITLE, is the agency's, not an employee here: read as the matcher and the reader do.)
  if (
    CONTRACT_TITLE.test(text) ||
    OWN_ACCOUNT.test(text) ||
    AGENCY_TITLE.test(text) ||
    CONTRACT_TYPE.test(type)
  )
    return 'contractor';
  return 'employee';
}

/** Reads one title. `employmentType` is the experience item's ("Contract", "Internship", …) when known. */
/**
 * Level words abbreviated in titles, in seven languages, with the dot that marks them: "Dir. Ventas",
 * "Dtora. Financiera", "Gte. de Ventas", "Resp. Achats", "Hfd. Verkoop", "Ltr. Einkauf",
 * "Gest. de Projetos", "Supv. Almacén". Without the dot the letters may be a word of their own.
 */
const ABBREVIATIONS: readonly [RegExp, string][] = [
  [/\b(dir|dtor|drtor)\.(?=\s|$)/gi, 'Director'],
  [/\b(dtora|dira|drtora)\.(?=\s|$)/gi, 'Directora'],
  [/\bgte\.(?=\s|$)/gi, 'Gerente'],
  [/\bresp\.(?=\s|$)/gi, 'Responsable'],
  [/\bhfd\.(?=\s|$)/gi, 'Hoofd'],
  [/\b(ltr|ltg)\.(?=\s|$)/gi, 'Leiter'],
  [/\bgest\.(?=\s|$)/gi, 'Gestor'],
  [/\b(supv|superv)\.(?=\s|$)/gi, 'Supervisor'],
  // Holdout 30: "Prod. Supt." (production superintendent); slips of the fingers are normalizeText's.
  [/\bsupt\b\.?/gi, 'Superintendent'],
  [/\bprod\.(?=\s+superintendent\b|\s+supt\b)/gi, 'Production'],
  [/\bmech\.(?=\s|$)/gi, 'Mechanical'],
  // Untidy forms of the top titles (holdout 28's C-suite): "C.E.O.", "V.P.", "Chief Exec Officer", "Director Gral.",
  // "Geschaeftsfuehrer" typed without umlauts, "DRH" (directeur des ressources humaines), "DG" alone (directeur général).
  [/\bc\.\s?([a-z])\.\s?([a-z])\.\s?o\b\.?/gi, 'C$1$2O'],
  [/\bc\.\s?([a-z]{1,2})\.\s?o\b\.?/gi, 'C$1O'],
  [/\bv\.\s?p\b\.?/gi, 'VP'],
  [/\bexec\.?(?=\s+officer\b)/gi, 'Executive'],
  [/\bgral\.?(?=[\s,;)|/]|$)/gi, 'General'],
  [/\bgeschaeftsfuehr/gi, 'Geschäftsführ'],
  [/\b(mit)?gruender/gi, '$1gründer'],
  [/\bDRH\b/gi, 'Directeur des Ressources Humaines'],
  // Danish, Norwegian and Swedish founders (holdout 46): "Stiftende partner", "Medstifter", "Grundlægger", "Medgrundare",
  // "Grunnlegger" say it as the English words do.
  [/\b(stiftende|grundande|grunnleggende) partner(e)?\b/gi, 'Founding Partner'],
  [/\bmed(stifter|grundl(æ|ae)gger|grundare|grunnlegger)(e|en|ne)?\b/gi, 'Co-Founder'],
  [/\b(grundl(æ|ae)gger|grundare|grunnlegger)(e|en|ne)?\b/gi, 'Founder'],
  // A German founding partner ("Gründungspartner", "Gründungsgesellschafterin") founded the partnership, and a managing
  // partner-owner ("geschäftsführender Gesellschafter", "geschäftsführende Gesellschafterin") owns and runs it: owners
  // both, as the English words are (holdout 60), and the managing one is its Geschäftsführer as well: a managing director
  // beside the owner (holdout 61). Not a bare "Gesellschafter" (a shareholder, read as a board seat).
  [/\bgr(ü|ue|u)ndungs(partner|gesellschafter)(in|innen)?\b/gi, 'Founding Partner'],
  [
    /\bgesch(ä|ae|a)ftsf(ü|ue|u)hrende[rn]?\s+gesellschafter(in|innen)?\b/gi,
    'Managing Partner & Managing Director',
  ],
  [/^DG(?=$|\s*[-–—|,(])/, 'Directeur Général'],
  // "Pharmareferent (über CSO)", "Visitador médico vía CSO": a field rep placed through a contract sales organisation,
  // not a Chief Sales Officer (holdout 59).
  [
    /(?<=^|[\s(,])(uber|über|via|vía|through|tramite|par|por|durch|bij|a travers|através de|atraves de|with|mit|con|avec|com)\s+((a|an|une?|una?|eine?|einen|der|die|el|la|il|o|een)\s+)?CSOs?\b/gi,
    'contract sales organisation',
  ],
  // "CIO" is the chief information officer or, at an investor, the chief investment officer; "CRO" the chief revenue
  // or the chief risk officer. A title that names investing or risk beside the acronym ("Investeringsdirektør (CIO)",
  // "Risikochef (CRO)", holdout 58) says which (ISCO-08 1211 and 1346 managers name their area, not an acronym).
  [
    /(?<=\b(invest|investering|investeer|portfol|portefol|asset manag|fondsmanag|sijoitus)[^\s]*\b.*)\bCIO\b|\bCIO\b(?=.*\b(invest|investering|investeer|portfol|portefol|asset manag|fondsmanag|sijoitus))/gi,
    'Chief Investment Officer',
  ],
  [
    /(?<=\b(risk|risiko|risico|risque|riesgo|risco|rischi|riski)[^\s]*\b.*)\bCRO\b|\bCRO\b(?=.*\b(risk|risiko|risico|risque|riesgo|risco|rischi|riski))/gi,
    'Chief Risk Officer',
  ],
  // A Scottish estate's factor runs the estate for its owners day to day (ISCO-08 1120 managing directors and chief
  // executives), the assistant factor is the factor's deputy below the top (holdout 73): "Factor at … Estate", "Estate
  // Factor", "Resident Factor", the title's first word, never the factoring of invoices ("Factoring Analyst").
  [
    /^(?:assistant|deputy|trainee) factor(?=$|\s*[-–—|,(@]|\s+(?:at|of|to|for|on)\s)/i,
    'Deputy Estate Manager',
  ],
  [
    /^(?:(?:resident|estate|head|chief|sole) )?factor(?=$|\s*[-–—|,(@]|\s+(?:at|of|to|for|on)\s)/i,
    'Managing Director',
  ],
  // "Lead – Technical Support", "Lead (Customer Care)": a bare "Lead" followed by its area leads that area's
  // team, as "Technical Support Lead" does (holdout 37); "Lead Engineer" (lead before a job noun) stays senior.
  [/^\s*lead\s*(?:\(\s*([^)]+?)\s*\)|[-–—:,]\s*(.+?))\s*$/i, '$1$2 Lead'],
];
export function spellOutAbbreviations(title: string): string {
  return spellOutForeign(ABBREVIATIONS.reduce((text, [pattern, word]) => text.replace(pattern, word), title));
}

/** Titles in the languages read through their English words (Icelandic, Czech and Slovak, Hungarian), said in English. */
const spellOutForeign = (title: string): string => spellOutHungarian(spellOutCzech(spellOutIcelandic(title)));

/**
 * Icelandic titles (holdout 67), from ESCO's Icelandic occupation labels, said in the English words the reader knows.
 * Icelandic joins the area before the job noun in one word, the area in the genitive: "fjármála|stjóri" (finance
 * manager), "innkaupa|fulltrúi" (purchasing officer), "markaðs- og kynningar|fulltrúi" (a suspended compound). A
 * "-stjóri" names a manager of what its first part names, as ESCO's labels do (sölustjóri: sales manager), but the
 * forstjóri is the CEO, a framkvæmdastjóri the managing director (alone) or an executive director of the area
 * after it, and a fjármálastjóri the CFO. The board (stjórn) seats, the chair (stjórnarformaður) and the alternate
 * (varamaður í stjórn) are board seats; a forstöðumaður or yfirmaður heads what follows; a sumarstarfsmaður holds a
 * summer job, as a summer student does. Read on normalised text (no diacritics: "stjóri" is "stjori", "ð" "d").
 */
const ICELANDIC_AREAS: readonly [string, string][] = [
  ['upplysingaoryggis', 'Information Security'],
  ['upplysingataekni|tolvu', 'IT'],
  ['fjarmala|fjarmal', 'Finance'],
  ['bokhalds|bokhald', 'Accounting'],
  ['innkaupa|innkaup', 'Purchasing'],
  ['solu', 'Sales'],
  ['markads|markadsmala', 'Marketing'],
  ['kynningar|kynningarmala|samskipta', 'Communications'],
  ['mannauds|starfsmanna', 'HR'],
  ['launa', 'Payroll'],
  ['rekstrar|rekstur', 'Operations'],
  ['framleidslu|framleidsla', 'Production'],
  ['gaeda|gaedamala', 'Quality'],
  ['umhverfis|umhverfismala', 'Environment'],
  ['verkefna', 'Project'],
  ['skrifstofu', 'Office'],
  ['(?:vidskiptavina)?(?:þ|th)jonustu', 'Customer Service'],
  ['vidskipta(?:þ|th)rounar', 'Business Development'],
  ['vidhalds', 'Maintenance'],
];
const ICELANDIC: readonly [RegExp, string][] = [
  [/\b(stjornarformadur|formadur stjornar)\b/g, 'Chair of the Board'],
  [/\bvaraformadur stjornar\b/g, 'Vice Chair of the Board'],
  [/\b(varamadur|varamenn|varafulltrui) i stjorn\w*|\bvarastjornarmadur\b/g, 'Alternate Board Member'],
  [/\b(stjornarmadur|stjornarkona|stjornarmenn|medstjornandi)\b/g, 'Board Member'],
  [/\badstodarforstjori\b/g, 'Deputy CEO'],
  [/\bforstjori\b/g, 'CEO'],
  [/\bframkvaemdastjori\b(?= *($|[|,(/@\u2013\u2014-]))/g, 'Managing Director'],
  [/\bframkvaemdastjori\b/g, 'Executive Director'],
  [/\bfjarmalastjori\b/g, 'CFO'],
  [/\b(forstodumadur|yfirmadur)\b/g, 'Head of'],
  [/\bdeildarstjori\b/g, 'Head of Department'],
  [/\bsvidsstjori\b/g, 'Division Director'],
  [/\bvaktstjori\b/g, 'Shift Supervisor'],
  [/\bverkstjori\b/g, 'Foreman'],
  [/\bborstjori\b/g, 'Drilling Supervisor'],
  [/\badalbokari\b/g, 'Chief Accountant'],
  [/\bbokari\b/g, 'Accountant'],
  [/\blogfraedingur\b/g, 'Lawyer'],
  [/\blogmadur\b/g, 'Attorney'],
  [/\bvelstjori\b/g, 'Plant Operator'],
  [/\bstjornstod(var)?\b/g, 'Control Room'],
  [/\boryggisvordur\b/g, 'Security Guard'],
  [/\bsumarstarfsmadur\b/g, 'Summer Student'],
  [/\bstarfsnemi\b/g, 'Intern'],
  [/\bsolumadur\b/g, 'Sales Representative'],
  [/\btaeknimadur\b/g, 'Technician'],
  [/\bjardfraedingur\b/g, 'Geologist'],
  [/\bfordafraedingur\b/g, 'Reservoir Engineer'],
  [/\bfordafraedi\b/g, 'Reservoir Engineering'],
  [/\bverkfraedingur\b/g, 'Engineer'],
  [/\bhitaveit\w*/g, 'District Heating'],
  ...ICELANDIC_AREAS.flatMap(([area, english]): [RegExp, string][] => [
    [new RegExp(`(?<![a-z\u00fe])(?:${area})(?:svids)?stjori\\b`, 'g'), `${english} Manager`],
    [new RegExp(`(?<![a-z\u00fe])(?:${area})fulltrui\\b`, 'g'), `${english} Officer`],
    [new RegExp(`(?<![a-z\u00fe])(?:${area})serfraedingur\\b`, 'g'), `${english} Specialist`],
    [
      new RegExp(`(?<![a-z\u00fe])(?:${area})(?:svid|svids|svidi|deild|deildar)?(?:-(?= og\\b)|\\b)`, 'g'),
      english,
    ],
  ]),
];
const ICELANDIC_WORD = new RegExp(ICELANDIC.map(([pattern]) => pattern.source).join('|'));
/** A title's words as the definitions' languages say them: an Icelandic title in English, any other as written. */
export const titleWords = (title: string): string => spelledOut(title).words;
/** Each title spelled out once (functions/core/memo.ts): the judge matches every position against every clause. */
const spelledOut = memoized(
  (title: string) => ({ words: spellOutForeign(title) }),
  (title) => title,
  20_000,
);
function spellOutIcelandic(title: string): string {
  const text = normalizeText(title);
  if (!ICELANDIC_WORD.test(text)) return title;
  return ICELANDIC.reduce((spelled, [pattern, word]) => spelled.replace(pattern, word), text).replace(
    / og /g,
    ' and ',
  );
}

/**
 * Czech and Slovak titles (holdout 71, a Bohemian glassworks), from ESCO's Czech occupation labels, said in the English
 * words the reader knows, as Icelandic ones are. Czech names the job first and its area after it in the genitive:
 * "vedoucí údržby" (head of maintenance), "mistr brusírny" (foreman of the cutting shop), "členka představenstva"
 * (member of the board of directors); a generální ředitel is the CEO, a hlavní účetní the chief accountant, a
 * strážný or the ostraha a security guard (physical security), a mistr sklář a master glassmaker; "a" joins two
 * areas ("and"). Slovak says the same with its own vowels (riaditeľ, vedúci, finančný kontrolór), Ukrainian a glass
 * grinder "шліфувальник скла". Read on normalised text (no diacritics: "ředitel" is "reditel").
 */
const CZECH: readonly [RegExp, string][] = [
  [/\b(predsed(a|kyne)|predsedajici) dozorci rady\b/g, 'Chair of the Supervisory Board'],
  [/\bmistopredsed(a|kyne) dozorci rady\b/g, 'Vice Chair of the Supervisory Board'],
  [/\bclen(ka)? dozorci rady\b/g, 'Supervisory Board Member'],
  [/\bmistopredsed(a|kyne) predstavenstva\b/g, 'Vice Chair of the Board'],
  [/\bpredsed(a|kyne) predstavenstva\b/g, 'Chair of the Board'],
  [/\bclen(ka)? predstavenstva\b/g, 'Board Member'],
  [/\bdozorci rad(a|y|e|u)\b/g, 'Supervisory Board'],
  [/\bpredstavenstv(o|a|u)\b/g, 'Board of Directors'],
  [/\bgeneraln(i|y|a) (reditel|riaditel)(ka)?\b/g, 'CEO'],
  [/\bfinancn(i|y|a) (reditel|riaditel)(ka)?\b/g, 'Finance Director'],
  [/\bobchodn(i|y|a) (reditel|riaditel)(ka)?\b/g, 'Sales Director'],
  [/\bvyrobn(i|y|a) (reditel|riaditel)(ka)?\b/g, 'Production Director'],
  [/\btechnick(y|a) (reditel|riaditel)(ka)?\b/g, 'Technical Director'],
  [/\bpersonaln(i|y|a) (reditel|riaditel)(ka)?\b/g, 'HR Director'],
  [/\bexportn(i|y|a) (reditel|riaditel)(ka)?\b/g, 'Export Director'],
  [/\bsmenov(y|a) mistr(ova)?\b/g, 'Shift Foreman'],
  [/\bmistr(ova)? sklar(ka)?\b/g, 'Master Glassmaker'],
  [/\bhutni(ho)? provoz(u)?\b/g, 'Hot Shop Production'],
  [/\bvyrob(a|y|e|u)\b/g, 'Production'],
  [/\bprovoz(u)?\b/g, 'Operations'],
  [/\btavirn(a|y|e|u)\b/g, 'Furnace'],
  [/\bkmenarn(a|y|e|u)\b/g, 'Batch House'],
  [/\bbrusirn(a|y|e|u)\b/g, 'Cutting Workshop'],
  [/\bmalirn(a|y|e|u)\b/g, 'Painting Workshop'],
  [/\btridirn(a|y|e|u)\b/g, 'Sorting'],
  [/\bdekorace\b/g, 'Decoration'],
  [/\budrzb(a|y|e|u)\b/g, 'Maintenance'],
  [/\belektrikar(ka)?\b/g, 'Electrician'],
  [/\bhlavn(i|y) uctovn(ik|icka)|\bhlavni ucetni\b/g, 'Chief Accountant'],
  [/\bmzdov(a|y) ucetni\b/g, 'Payroll Accountant'],
  [/\bucetni\b|\buctovn(ik|icka)\b/g, 'Accountant'],
  [/\bfinancn(i|y|a) kontrolor(ka)?\b/g, 'Financial Controller'],
  [/\bkontrolor(ka)?(\/ka)? kvality\b/g, 'Quality Inspector'],
  [/\bkvalit(a|y|e|u)\b/g, 'Quality'],
  [/\bspravce siti\b/g, 'Network Administrator'],
  [/\bkyber(neticke |neticka )?bezpecnost(i)?\b/g, 'Cybersecurity'],
  [/\bpravni(k|cka)\b/g, 'Lawyer'],
  [/\badvokatni koncipient(ka)?\b/g, 'Trainee Lawyer'],
  [/\bkonstrukter(ka)? svitidel\b/g, 'Lighting Design Engineer'],
  [/\bstrazn(y|a)\b|\bostrah(a|y) (arealu|objektu)\b|\bostrah(a|y)\b/g, 'Security Guard'],
  [/\bexterni dopravce\b/g, 'External Haulier'],
  [/\bgraficky designer\b|\bgraficka designerka\b/g, 'Graphic Designer'],
  [/\bprojektov(y|a) manazer(ka)?\b/g, 'Project Manager'],
  [/\bmanazer(ka)?\b/g, 'Manager'],
  [/\bobchodni zastup(ce|kyne)\b/g, 'Sales Representative'],
  [/\bprodavac(ka)?\b/g, 'Shop Sales Assistant'],
  [/\bskladni(k|ce)\b/g, 'Warehouse Worker'],
  [/\bpersonalist(a|ka)\b/g, 'HR Officer'],
  [/\bvyrobce skla\b/g, 'Glassmaker'],
  [/\bsklar(ka)?\b/g, 'Glassmaker'],
  [/\bfoukac(ka)?( skla)?\b/g, 'Glassblower'],
  [/\bbrusic(ka)?( skla)?\b/g, 'Glass Cutter'],
  [/\b(rytec|rytkyne)( skla)?\b/g, 'Glass Engraver'],
  [/\bmalir(ka)? skla\b/g, 'Glass Painter'],
  [/\bdekorater(ka)?( skla)?\b/g, 'Glass Decorator'],
  [/\btavic(ka)?\b/g, 'Furnace Operator'],
  [/\btechnolog taveni\b/g, 'Melting Technologist'],
  [/\b(ucen|ucnice)\b/g, 'Apprentice'],
  [/шліфувальни(к|ця)( скла)?/g, 'Glass Cutter'],
  // Ukrainian seafarers' ranks (holdout 72), as a manning agency writes them: старший/другий/третій механік (chief,
  // 2nd, 3rd engineer), старший помічник капітана (chief officer), матрос (able seaman), боцман (bosun), капітан;
  // normalised text has no breve ("й" is "и").
  [/старш(ии|ий|а) механі(к|чка)/g, 'Chief Engineer'],
  [/друг(ии|ий|а) механі(к|чка)/g, '2nd Engineer'],
  [/трет(іи|ій|я) механі(к|чка)/g, '3rd Engineer'],
  [/електромехані(к|чка)/g, 'Electro Technical Officer'],
  [/старш(ии|ий|а) помічни(к|ця)( капітана)?/g, 'Chief Mate'],
  [/друг(ии|ий|а) помічни(к|ця)( капітана)?/g, 'Second Mate'],
  [/матрос(и|ка)?/g, 'Able Seaman'],
  [/боцман(и)?/g, 'Bosun'],
  [/капітан(и)?/g, 'Captain'],
  // Dutch engine ranks (holdout 72): the HWTK (hoofdwerktuigkundige) is the chief engineer, a WTK (werktuigkundige) a
  // ship's engineer officer; the Dutch merchant navy's abbreviations, said in the words of ISCO-08 3151.
  [/\b(hwtk|hoofdwerktuigkundigen?)\b/g, 'Chief Engineer'],
  [/\b(tweede|2e) werktuigkundigen?\b/g, '2nd Engineer'],
  [/\b(derde|3e) werktuigkundigen?\b/g, '3rd Engineer'],
  [/\b(werktuigkundigen? )?wtk\b/g, 'Ship Engineer'],
  // Tagalog officers' ranks: "piloto" is a ship's mate (not an aircraft's pilot), "inhinyero" its engineer.
  [/\bpunong piloto\b/g, 'Chief Mate'],
  [/\bikalawang piloto\b/g, 'Second Mate'],
  [/\bikatlong piloto\b/g, 'Third Mate'],
  [/\bpunong inhinyero\b/g, 'Chief Engineer'],
  [/\bikalawang inhinyero\b/g, '2nd Engineer'],
  [/\bikatlong inhinyero\b/g, '3rd Engineer'],
];
const CZECH_WORD = new RegExp(CZECH.map(([pattern]) => pattern.source).join('|'));
function spellOutCzech(title: string): string {
  const text = normalizeText(title);
  if (!CZECH_WORD.test(text)) return title;
  return CZECH.reduce((spelled, [pattern, word]) => spelled.replace(pattern, word), text).replace(
    / a /g,
    ' and ',
  );
}

/**
 * Hungarian titles (holdout 74, a thermal spa), from ESCO's Hungarian occupation labels, said in the English words the
 * reader knows, as Czech and Icelandic ones are. Hungarian puts the area before the job noun, as English does, the area
 * as an adjective in -i ("informatikai vezető": head of IT, "értékesítési igazgató": sales director) or joined to the
 * noun in one word ("orvos|igazgató": medical director, "gyógy|masszőr": medical masseur); a board is named with its
 * chair or member after it ("az igazgatóság elnöke", "felügyelőbizottsági tag"). The vezérigazgató is the CEO, the
 * gazdasági igazgató the finance director (ISCO-08 1211), a főorvos a senior physician and a szakorvos a specialist
 * (2212), an ápoló a nurse (2221), a gyógytornász a physiotherapist (2264), a masszőr a masseur (3255), a fürdőmester a
 * bath attendant and an úszómester or vízimentő a lifeguard (5419), a jogtanácsos in-house counsel (2611), a
 * rendszergazda a system administrator (2522), a biztonsági őr a security guard (5414). "Vezető" before a job noun is
 * its lead ("vezető gyógytornász"), after an area its head. Read on normalised text ("főorvos" is "foorvos").
 */
const HUNGARIAN: readonly [RegExp, string][] = [
  [/\b(az )?igazgatosag(anak)? elnoke\b|\bigazgatosagi elnok\b/g, 'Chair of the Executive Board'],
  [
    /\b(a )?felugyelobizottsag(anak)? elnoke\b|\bfelugyelobizottsagi elnok\b/g,
    'Chair of the Supervisory Board',
  ],
  [/\bfelugyelobizottsagi tag(ja)?\b|\bfelugyelobizottsag(anak)? tagja\b/g, 'Supervisory Board Member'],
  [/\bigazgatosagi tag(ja)?\b|\bigazgatosag(anak)? tagja\b/g, 'Member of the Executive Board'],
  [/\bfelugyelobizottsag\w*/g, 'Supervisory Board'],
  [/\bigazgatosag\w*/g, 'Executive Board'],
  [/\bmunkavallaloi (kepviselo|tag(ja)?)\b/g, 'Employee Representative'],
  [/\balpolgarmester\b/g, 'Deputy Mayor'],
  [/\bpolgarmester\b/g, 'Mayor'],
  [/\bvezerigazgato[- ]?helyettes\b/g, 'Deputy CEO'],
  [/\bvezerigazgatoi asszisztens\b/g, 'Assistant to the CEO'],
  [/\bvezerigazgato\b/g, 'CEO'],
  [/\bugyvezeto( igazgato)?\b/g, 'Managing Director'],
  [/\b(gazdasagi|penzugyi) igazgato\b/g, 'Finance Director'],
  [/\b(gazdasagi|penzugyi) vezeto\b/g, 'Head of Finance'],
  [/\borvos[- ]?igazgato\b/g, 'Medical Director'],
  [/\bapolasi igazgato\b/g, 'Director of Nursing'],
  [/\bapolasvezeto\b/g, 'Nursing Manager'],
  [/\bszallodaigazgato\b/g, 'Hotel Director'],
  [/\bmuszaki igazgato\b/g, 'Technical Director'],
  [/\buzemeltetesi igazgato\b/g, 'Operations Director'],
  [/\bkereskedelmi igazgato\b/g, 'Commercial Director'],
  [/\btakaritasi vezeto\b/g, 'Head Housekeeper'],
  [/\bkonyhafonok\b/g, 'Head Chef'],
  [/\bosztalyvezeto foorvos\b/g, 'Head Physician'],
  [/\bfoorvos\b/g, 'Senior Physician'],
  [/\bosztalyvezeto\b/g, 'Head of Department'],
  [/\b(osztaly|osztalya|osztalyon|reszleg|reszlege|reszlegen)\b/g, 'Department'],
  [/\bszakorvos\b/g, 'Specialist Physician'],
  [/\brezidens( orvos)?\b/g, 'Resident Physician'],
  [/\bhaziorvos\b/g, 'General Practitioner'],
  [/\ballatorvos\b/g, 'Veterinarian'],
  [/\borvos\b/g, 'Physician'],
  [/\breumatologus\b/g, 'Rheumatologist'],
  [/\bbalneologus\b/g, 'Balneologist'],
  [/\breumatologia\w*/g, 'Rheumatology'],
  [/\bbalneologia\w*/g, 'Balneology'],
  [/\brehabilitacios\b/g, 'Rehabilitation'],
  [/\bfonover\b/g, 'Head Nurse'],
  [/\bszakapolo\b/g, 'Specialist Nurse'],
  [/\b(apolo|nover)\b/g, 'Nurse'],
  [/\bgyogytornasz\b|\bfizioterapeuta\b/g, 'Physiotherapist'],
  [/\bgyogymasszor\b/g, 'Medical Masseur'],
  [/\bmasszor\b/g, 'Masseur'],
  [/\bfurdomester\b|\bfurdos\b/g, 'Bath Attendant'],
  [/\buszomester\b|\bvizimento\b/g, 'Lifeguard'],
  [/\brecepcios\b/g, 'Receptionist'],
  [/\bszakacs\b/g, 'Cook'],
  [/\bpincer\b/g, 'Waiter'],
  [/\btakarito\b/g, 'Cleaner'],
  [/\bjegypenztaros\b/g, 'Ticket Office Cashier'],
  [/\bjegypenztar\b/g, 'Ticket Office'],
  [/\bpenztaros\b/g, 'Cashier'],
  [/\bfokonyvelo\b/g, 'Chief Accountant'],
  [/\bkonyvelo\b/g, 'Accountant'],
  [/\bberszamfejto\b/g, 'Payroll Clerk'],
  [/\bkontroller\b/g, 'Controller'],
  [/\bjogtanacsos\b/g, 'In-house Counsel'],
  [/\bugyved\b/g, 'Attorney'],
  [/\bjogasz\b/g, 'Lawyer'],
  [/\bkulso jogi tanacsado\b/g, 'External Legal Adviser'],
  [/\btanacsado\b/g, 'Adviser'],
  [/\brendszergazda\b/g, 'System Administrator'],
  [/\binformatikai biztonsagi\b/g, 'IT Security'],
  [/\binformatikus\b/g, 'IT Specialist'],
  [/\binformatikai\b/g, 'IT'],
  [/\bbiztonsagi or\b|\bvagyonor\b/g, 'Security Guard'],
  [/\bbiztonsagi felelos\b/g, 'Security Officer'],
  [/\bkarbantarto\b/g, 'Maintenance'],
  [/\bkarbantartas\w*/g, 'Maintenance'],
  [/\bvillanyszerelo\b/g, 'Electrician'],
  [/\bvizgepesz\b/g, 'Water Systems Mechanic'],
  [/\bgepesz\b/g, 'Mechanic'],
  [/\btermalviz[- ]?kezelesi\b/g, 'Thermal Water Treatment'],
  [/\bvizkezelesi\b/g, 'Water Treatment'],
  [/\btermalviz\w*/g, 'Thermal Water'],
  [/\btechnologus\b/g, 'Technologist'],
  [/\blimnologus\b/g, 'Limnologist'],
  [/\bbiologus\b/g, 'Biologist'],
  [/\btudomanyos munkatars\b/g, 'Research Fellow'],
  [/\bkutato\b/g, 'Researcher'],
  [/\bbuvar\b/g, 'Diver'],
  [/\bbeszerzesi\b/g, 'Purchasing'],
  [/\bbeszerzo\b/g, 'Buyer'],
  [/\bminoseg(iranyitasi|ugyi|biztositasi)\b/g, 'Quality'],
  [/\bkommunikacios\b/g, 'Communications'],
  [/\bmenedzser\b/g, 'Manager'],
  [/\bkozmetikus\b/g, 'Beautician'],
  [/\bgyogytorna\b/g, 'Physiotherapy'],
  [/\bertekesitesi\b/g, 'Sales'],
  [/\bertekesito\b/g, 'Sales Representative'],
  [/\bkereskedelmi\b/g, 'Commercial'],
  [/\bszamviteli\b/g, 'Accounting'],
  [/\bpenzugyi\b/g, 'Finance'],
  [/\bpenzugy\b/g, 'Finance'],
  [/\bszallodai\b/g, 'Hotel'],
  [/\basszisztens\b/g, 'Assistant'],
  [/\btitkar(no)?\b/g, 'Secretary'],
  [/\bgyakornok\b/g, 'Intern'],
  [/\bonkentes\b/g, 'Volunteer'],
  [/\bvezeto(?= (?![–—|,(/-])\S)/g, 'Lead'],
  [/\bvezeto\b/g, 'Head'],
  [/\bigazgato[- ]?helyettes\b/g, 'Deputy Director'],
  [/\bigazgato\b/g, 'Director'],
];
const HUNGARIAN_WORD = new RegExp(HUNGARIAN.map(([pattern]) => pattern.source).join('|'));
function spellOutHungarian(title: string): string {
  const text = normalizeText(title);
  if (!HUNGARIAN_WORD.test(text)) return title;
  return HUNGARIAN.reduce((spelled, [pattern, word]) => spelled.replace(pattern, word), text).replace(
    / es /g,
    ' and ',
  );
}

const SHIP_RANK_NOT_LEVEL: ReadonlySet<Level> = new Set(['c_level', 'vp', 'head']);

/**
 * "Director de Operaciones (COO)", "Directeur financier / CFO", "Leiter Technik – CTO": a title that ends by
 * naming a C-level officer gives the same role twice, in local words and as the officer's abbreviation; the
 * employer may follow the bracket ("Dyrektor Finansowy (CFO) w Browar Poznań", holdout 45). The director or head
 * word is that officer's, not a second, lower rank (holdout 14: a COO left out of "VP and above, no directors").
 * A C-level officer named first ("CEO & Head of Sales") keeps both roles.
 */
const C_LEVEL_ALIAS =
  /(\(|\/|\s[–—-]\s|,\s)\s*(ceo|coo|cfo|cto|cio|cmo|cro|cpo|cdo|cso|cco|chro|ciso|cao|chief [a-z& ]*officer)\s*(\)(\s+(w|we|at|bei|chez|presso|bij|em|na)\s+[^()]*)?)?\s*$/;
const ALIASED_LEVELS: ReadonlySet<Level> = new Set(['head', 'manager']);

/**
 * What is left of an advisor's or a board member's title once those words are gone, when it names only the area they
 * advise on: one word ("Senior Advisor Marketing"), or one word and the terms of the seat in brackets ("Senior Advisor
 * Produktion (Interim)", "Advisor Finance (Contract)", holdout 48): an interim or contract advisor still advises.
 */
function advisedArea(operatingText: string): boolean {
  const words = operatingText.split(' ');
  if (words.length <= 1) return true;
  const terms =
    /\(\s*(interim|contract|freelance|part[- ]time|teilzeit|befristet|vertrag|contrato|contrat|contratto|temporary|temporar|mandat\w*)\s*\)/g;
  return operatingText.replace(terms, ' ').trim().split(/\s+/).length <= 1;
}

/**
 * A franchisee as the title's holder (franchisé(e), franchisee, Franchisenehmer(in), franquiciado, franqueado,
 * franchisenemer, affiliato): not the franchise network's staff (its managers, developers, animateurs). The reader's
 * franchisee clause reads the same titles (persona-reader.ts FRANCHISEE_WORD).
 */
export const FRANCHISEE_HOLDER =
  /^(?!.*\b(development|developpement|desarrollo|desenvolvimento|sviluppo|entwicklung|animat\w*|reseau|network|netzwerk|red|rede|rete|netwerk|manager|director|directeur|directrice|directora?|diretora?|direttore|leiter\w*|responsable|responsabile|head|chef|coordinat\w*|relations?|sales|marketing|operations|support|consultant\w*|audit\w*|training|formation|expansion|legal|juriste|accounts?)\b).*\b(franchisee?s?|franchisenehmer\w*|franquiciad[oa]s?|franquead[oa]s?|franchisad[oa]s?|franchisat[ioa]|franchisenemer\w*|affiliat[oa] in franchising)\b/;

/** What a title says, read once per title and employment type (functions/core/memo.ts). */
export const readTitle: (rawTitle: string, employmentType?: string | null) => RoleReading = memoized(
  readTitleAnew,
  (rawTitle, employmentType) => `${employmentType ?? ''}\u0000${rawTitle}`,
  20_000,
);

function readTitleAnew(rawTitle: string, employmentType?: string | null): RoleReading {
  const title = rawTitle.trim();
  // The words are read with their abbreviations spelled out; the title is shown as written.
  const spelled = spellOutAbbreviations(title);
  const text = normalizeText(spelled);
  // An elected office (mayor, alderman, councillor: "Sindaca", "Consigliere comunale – Presidente Commissione
  // Bilancio") is a mandate, neither an employee's rank nor a company board's seat: whatever chair or president
  // words it holds, it reads as no leadership level, with the office as its function (holdout 56).
  const mandate = functionsOf(spelled);
  if (mandate[0] === 'elected_office') {
    return {
      title,
      levels: ['individual'],
      level: 'individual',
      functions: mandate,
      engagement: engagementOf(spelled, employmentType, ['individual']),
    };
  }
  // Board and advisory words first: with no operating role beside them, that is the whole position.
  const board = new RegExp(BOARD.source).test(text);
  const advisor = new RegExp(ADVISOR.source).test(text);
  // "Senior Advisor to the CEO": the person advised is no role of the advisor's; what follows "to" is dropped.
  // "Consigliere CdA (in rappresentanza del socio finanziatore …)": whom a seat is held for (splitPrincipal) is no
  // operating role of the holder's; a funder's name does not make the director a financier (holdout 68).
  const offBoard = stripAll(stripAll(board ? splitPrincipal(text).own : text, BOARD), ADVISOR);
  const operatingText = (NON_EXECUTIVE.test(text) ? stripAll(offBoard, BOARD_SEAT_WORDS) : offBoard).replace(
    advisor ? /^(to|for|of|aupres|al|alla|del|de la|du|da|do|della|dello|van|voor|des|der)\s.*$/ : /$^/,
    '',
  );
  const operatingRaw = board || advisor ? operatingText : spelled;
  const levels = operatingText === '' ? [] : operatingLevels(operatingRaw, operatingText);
  const hasOperatingFunction =
    operatingText !== '' && (board || advisor) ? functionsOf(operatingText).length > 0 : true;
  // "Mitglied des Beirats (Technik)", "Membro do Conselho Consultivo – Inovação", "Advisor, Growth": a
  // member's words and the area they advise on, in a parenthesis, after a dash or after a comma, are no
  // operating role.
  const memberOnly =
    stripAll(operatingText.replace(/\([^)]*\)|(^|\s)[\u2013\u2014-]\s.*$|\s*,.*$/g, ' '), MEMBER_WORDS) ===
    '';
  // "Director, Board of Directors", "Arbeitnehmervertreter im Aufsichtsrat", "représentante des salariés au conseil
  // d'administration": beside the board itself, only the seat's own words (a director, chair or member of it) or the
  // side the seat represents (the employees, a shareholder) are the whole position, a seat on that board.
  const seatOnly =
    board &&
    operatingText !== '' &&
    [
      /\([^)]*\)|(^|\s)[\u2013\u2014|-]\s.*$|\s[\u2013\u2014|-]$/,
      BOARD_SEAT_WORDS,
      BOARD_SEAT_SIDE,
      SEAT_JOINS,
      MEMBER_WORDS,
    ].reduce(stripAll, operatingText) === '';
  if (
    (board || advisor) &&
    (levels.length === 0 || seatOnly) &&
    (!hasOperatingFunction || memberOnly || seatOnly || advisedArea(operatingText))
  ) {
    return {
      title,
      levels: ['individual'],
      level: 'individual',
      functions: operatingText ? functionsOf(operatingText) : [],
      engagement: board ? 'board' : 'advisor',
    };
  }
  const functions = functionsOf(spelled);
  // A ship's rank is no company level: a "Chief Officer" is the master's first mate, a "Chief Engineer" runs
  // one vessel's engine room. Neither is an executive nor a department head.
  const ranked =
    functions[0] === 'seafaring' ? levels.filter((level) => !SHIP_RANK_NOT_LEVEL.has(level)) : levels;
  const aliased =
    ranked.includes('c_level') && C_LEVEL_ALIAS.test(spelled.toLowerCase())
      ? ranked.filter((level) => !ALIASED_LEVELS.has(level))
      : ranked;
  // "Franchisé (gérant-propriétaire)", "Franchisenehmerin & Geschäftsführerin": the rank a franchisee's title gives is
  // in their own firm, run under the brand; it makes them neither an executive nor an owner of the franchisor.
  const officer = FRANCHISEE_HOLDER.test(text)
    ? aliased.filter((level) => level !== 'c_level' && level !== 'owner')
    : aliased;
  const finalLevels: Level[] = restatedLevels(
    spelled,
    bothLeaderLevels(
      spelled,
      siteLeaderLevels(spelled, officer.length > 0 ? officer : ['individual'], functions),
      functions,
    ),
  );
  return {
    title,
    levels: finalLevels,
    level: finalLevels[0] ?? 'individual',
    functions: dataLeaderFunctions(functions, finalLevels),
    engagement: engagementOf(spelled, employmentType, finalLevels),
  };
}

/**
 * "Hoofd Kwaliteit (QA Manager)", "Jefe de Compras (Purchasing Manager)": a bracket that restates the title in other
 * words at a lower rank does not lower it; the title's own rank stands (holdout 41's head of quality read as a
 * manager too). A bracket at a higher rank is positionsOf's ("Redovisningschef (Head of Accounting)"). Only the
 * levels change: the functions are read from the whole title as before.
 */
function restatedLevels(title: string, levels: Level[]): Level[] {
  const gloss = /^([^()]+?)\s*\(([^()]+)\)\s*$/.exec(title);
  if (!gloss) return levels;
  const outside = readTitle(gloss[1] ?? '');
  const inside = readTitle(gloss[2] ?? '');
  if (outside.levels.includes('individual') || inside.levels.includes('individual')) return levels;
  // ("QA Manager" alone reads as software QA; beside "Hoofd Kwaliteit" it restates the quality head's job.)
  const lower = Math.max(...inside.levels.map(levelRank)) < Math.max(...outside.levels.map(levelRank));
  if (!lower || outside.functions.length === 0) return levels;
  // Only the ranks below the title's own are dropped: "Cofondateur & Directeur Technique (CTO)" stays a C-level.
  const lowest = Math.min(...outside.levels.map(levelRank));
  const own = levels.filter((l) => outside.levels.includes(l) || levelRank(l) > lowest);
  return own.length > 0 ? own : levels;
}

/**
 * A head of data (a "Head of Data", "Director of Data", a chief data officer) leads the company's data
 * science and its data engineering: a definition asking for either keeps them (holdout 22). The title's
 * own function stays first; a data specialist without a lead level stays plain data.
 */
function dataLeaderFunctions(
  functions: ProfessionalFunction[],
  levels: readonly Level[],
): ProfessionalFunction[] {
  if (functions[0] !== 'data' || !levels.some((l) => levelRank(l) >= levelRank('head'))) return functions;
  const led: ProfessionalFunction[] = ['data_science', 'data_engineering'];
  return [...functions, ...led.filter((fn) => !functions.includes(fn))];
}

// ---------------------------------------------------------------------------------------------
// Positions of a person
// ---------------------------------------------------------------------------------------------

export interface Position extends RoleReading {
  company: string | null;
  /** How the position is tied to the company being searched: by id, by name, or not at all. */
  here: 'id' | 'name' | null;
  current: boolean;
  /** Where the position was read: the experience list, or (thin profiles) the headline. */
  source: 'experience' | 'headline';
  start: string | null;
  end: string | null;
  /** The experience item's employment type as the network gives it ("Contract", "Freelance"), when known. */
  employmentType?: string | null;
}

/** Phrases about the past say nothing about the present ("ex-SDR", "formerly …", "previously …"). */
const PAST_PHRASE =
  /\b(ex-|ex |former |formerly |previously |prev\. |past |retired |ehemalige[r]? |ancien |ancienne |antiguo |antigua )[^|,;·•]*/gi;

/**
 * The first segment of a headline, the person's own one-line job title, with past phrases removed. Given
 * the company's name, a segment that only names the company ("Stackra" as a whole headline) is no title
 * and is skipped (holdout 23).
 */
export function headlineTitle(
  headline: string | null | undefined,
  companyName?: string | null,
): string | null {
  const company = normalizeText(companyName ?? '');
  const segments = (headline ?? '')
    .replace(PAST_PHRASE, ' ')
    .split(/\s*(?:\||·|•|—|–| - | @ | at | bei | chez | presso | bij |;)\s*/i)
    .map((segment) => segment.trim());
  return (
    segments.find((segment) => segment !== '' && !(company !== '' && normalizeText(segment) === company)) ??
    null
  );
}

/** "Currently manager of…", "currently head of…", "currently leading…": only a role noun or verb may follow. */
const CURRENTLY_A_ROLE =
  /\b(?:currently|now)\s+(?:an? |the )?((?:manager|head|director|lead|leading|running|managing|heading|responsible for|in charge of)\b[^.;:!?\n]{2,80})/gi;

/** Clauses where the person describes themselves in their about text: "I am…", "I'm…", "I work as…". */
export function selfDescriptions(about: string | null | undefined): string[] {
  const out: string[] = [];
  const pattern =
    /\b(?:i am|i'm|i’m|i work as|working as|currently working as)\s+(?:an? |the )?([^.;:!?\n]{2,80})/gi;
  for (const match of (about ?? '').matchAll(pattern)) {
    const clause = (match[1] ?? '').replace(PAST_PHRASE, ' ').trim();
    if (clause) out.push(clause);
  }
  // "Currently manager of our export business": a role noun after "currently" says what they do now.
  for (const match of (about ?? '').matchAll(CURRENTLY_A_ROLE)) {
    const clause = (match[1] ?? '').trim();
    if (clause) out.push(clause);
  }
  return out;
}

/** Whether a title names its function outright (a lexicon or occupation word), not by a guess or not at all. */
const namesFunction = (title: string): boolean => {
  const spelled = spellOutAbbreviations(title);
  return readFunctions(normalizeText(spelled), spelled).strong;
};

/** "I lead the platform team (6 engineers)", "I run a team of 5 app developers": the team an about text says its writer runs. */
const LED_TEAM =
  /\b(?:i|we)\s+(?:lead|run|manage|head|build|oversee)\s+(?:a|the|our|my)?\s*([^.;:!?\n]{2,80})/gi;

/**
 * "Leading our mid-market account executive team (6 AEs) out of Belgrade.", "Dirijo el equipo de siniestros",
 * "Guido il team commerciale": a sentence of an about text that opens with leading a named team, in seven
 * languages, without "I" (holdout 34's "Team Lead"), and in Slovenian and Croatian ("Vodim popoldansko izmeno
 * komisioniranja", "Rukovodim timom prodaje": holdout 42). Only a sentence that names the team counts.
 */
const LEADS_NAMED_TEAM =
  /(?:^|[.!?;]\s*)(?:(?:ich|je|nous|yo|eu|io|ik|wij)\s+)?(?:leading|running|managing|heading|overseeing|leite|leiten|fuhre|fuhren|dirige|dirigeons|encadre|encadrons|pilote|dirijo|lidero|gestiono|coordino|coordeno|guido|dirigo|gestisco|leid|leiden|vodim|vodimo|upravljam|koordiniram|rukovodim|predvodim)\s+([^.;:!?\n]{0,60}?\b\w*(?:team|teams|squad|group|department|desk|unit|crew|equipe|equipes|equipo|equipos|equipa|equipas|squadra|gruppo|reparto|abteilung|afdeling|izmeno|izmene|ekipo|ekipe|skupino|skupine|oddelek|sluzbo|tim|timom|smjenu|smjenom|odjel|odjelom)\b[^.;:!?\n]{0,60})/g;

/**
 * "Security Officer", "Sicherheitsmitarbeiter", "Agente de seguridad": a security job that names neither information
 * nor a site. Such a title reads as information security, unless the person's own words name a guard's post.
 */
const BARE_SECURITY_JOB =
  /^((senior|junior|lead|chief|head|shift) )?(security|securite|seguridad|seguranca|sicurezza|sicherheits?|beveiligings?) ?(officers?|agents?|officier|oficial|agente|addett[oa]|medewerker\w*|mitarbeiter\w*|specialist|supervisor|lead|manager)?$|^(head of|officier|agent|oficial|agente|addett[oa]|responsable|responsabile|leiter(in)?) (de |di |da |alla |der )?(security|securite|seguridad|seguranca|sicurezza|sicherheit|surete)$/;

/** Information-security standards and words a compliance person's own headline or about may name. */
const SECURITY_STANDARD =
  /\b(iso ?\/? ?(iec ?)?27001|iso ?27002|isms|soc ?2|nis ?2|tisax|information security|infosec|cyber ?security|informationssicherheit|securite (de l.information|informatique)|seguridad (de la informacion|informatica)|seguranca (da informacao|informatica)|sicurezza (delle informazioni|informatica)|informatiebeveiliging)\b/;

/**
 * A technical director, head or manager named by the generic technical word alone, in seven languages:
 * "Technischer Leiter", "Technical Director", "Directeur technique", "Directora técnica", "Technisch
 * directeur", "Diretor técnico", "Direttore tecnico". A software, IT or CTO word beside it says otherwise.
 */
const TECHNICAL_HEAD =
  /^(?!.*\b(cto|software|it|ict|digital|web|data|product|engineering of software)\b)(technische[rn]? (leiter\w*|leitung|direktor\w*|geschaftsfuhr\w*|betriebsleit\w*)|(leiter(in)?|leitung|head|direktor(in)?|geschaftsfuhr\w*|vorstand) (der |fur )?technik|technical (director|manager|head|lead)|head of (technical|technology)|(directeur|directrice|responsable|direction) (technique|des services techniques)|(director(a)?|jef[ea]|responsable|gerente) (tecnic[oa]|tecnica|de servicios tecnicos)|technisch (directeur|manager|leidinggevende|bedrijfsleider)|(hoofd|manager|teamleider|leidinggevende|coordinator|afdelingshoofd) (techniek|technische dienst)|(diretor(a)?|gestor(a)?|responsavel) (tecnic[oa])|(direttore|direttrice|responsabile) tecnic[oa]|tehnick[a-z]* (direktor|direktorica|voditelj|voditeljica|rukovoditelj))(?=$| [-–—] |, | at | bei | chez | en | bij | presso | \((?!(cto|software|it|ict|digital)\b))/;

/**
 * Industries that make, brew, grow or build physical goods, where a technical director runs the plant's
 * engineering and maintenance (company.industry, as the providers word it). A grower's ("Farming",
 * "Horticulture") technical department keeps its greenhouses, climate installations and machines running
 * (holdout 41's "Manager Techniek"); an agricultural-technology company builds software and is not one.
 */
const MAKES_THINGS =
  /\b(manufactur\w*|beverages?|brew\w*|breweries|food\w*|wine\w*|spirits|dairy|bakery|chemicals?|plastics?|packaging|paper|textiles?|machinery|industrial\w*|automotive|metal\w*|steel|mining|building materials|glass|ceramics?|furniture|printing|semiconductors?|electrical (equipment|manufacturing)|tobacco|cosmetics|shipbuilding|ship ?building|shipyards?|boat ?building|yacht ?building|(ship|boat|yacht) ?builders?|construction|home ?builders?|holzbau\w*|timber\w*|prefab\w*|fertighaus\w*|bauunternehm\w*|farming|horticulture|ranching|greenhouses?)\b/;

/**
 * A quality system's words in a person's own headline or about (holdout 37's "QA Manager | CSV, GAMP 5" at an
 * eClinical software company): GxP, GMP, GAMP, computerised-system validation, a QMS, ISO 13485 or 9001, 21 CFR.
 */
const QUALITY_SYSTEM =
  /\b(gxp|gmp|gcp|glp|gdp|gamp ?5?|csv|computeri[sz]ed[- ]systems? validation|computer systems? validation|quality management systems?|qms|iso ?(13485|9001|17025)|21 ?cfr( part)? ?(11|820)?|qualitatsmanagementsystem\w*|systeme de management de la qualite|sistema de gestion de (la )?calidad|sistema (di )?gestione (della )?qualita|sistema de gestao da qualidade|kwaliteitsmanagementsysteem)\b/;

/**
 * "Quality Assurance Manager", "QA Lead" with no software word: at a company that makes things, quality
 * assurance is the product's quality (food safety, audits), not software testing (holdout 23).
 */
const MAKERS_QA =
  /^(?!.*\b(software|test automation|automation|sdet|it|ict|digital|web|app|apps|mobile|data|cloud|platform|devops|api|frontend|backend|firmware|embedded|code|coding)\b).*\b(qa|quality assurance|assurance qualite|aseguramiento de (la )?calidad|garantia de (la )?calidad|garantia da qualidade|garanzia (della )?qualita|assicurazione (della )?qualita|qualitatssicherung)\b/;

/**
 * "Onderhoudstechnieker", "Maintenance Technician", "Technicien de maintenance", "Underhållschef", an
 * "Elektriker" at a company that makes things keeps its production lines running: plant maintenance is
 * operations, not the facilities team, unless the title names the buildings or offices it keeps (holdouts 23, 30).
 */
const MAINTENANCE =
  /\b(underhall\w*|maintenance|mantenimiento|manutencao|manutenzione|manutentor[ei]|manutentrice|onderhoud\w*|instandhaltung\w*|wartung\w*)\b/;
/** An electrician (ISCO-08 7411's building electrician in the fallback table): at a maker, an industrial one (7412). */
const ELECTRICIAN =
  /\b(electricians?|elektriker\w*|electricien\w*|electricist[ao]s?|eletricist[ao]s?|elettricist[ai]|elektricien\w*|elektromonteur\w*)\b/;
const BUILDINGS =
  /\b(building\w*|batiments?|immeubles?|locaux|edificios?|inmuebles?|instalaciones|predi\w*|immobili|edifici|stabili|fabbricati|gebouw\w*|gebaude\w*|haustechn\w*|liegenschaft\w*|property|properties|premises|facilit\w*|office\w*|oficinas|escritorios|bureaux|uffici|kantoren|workplace|hausmeister\w*|conciergerie)\b/;

/** Buildings named in an about text, in seven languages (narrower than BUILDINGS: no offices, no "facilities"). */
const ABOUT_BUILDINGS =
  /\b(buildings?|batiments?|immeubles?|edificios?|inmuebles?|edifici|fabbricati|gebouwen|gebouw|gebaude\w*|predios?|premises|liegenschaft\w*|haustechn\w*)\b/;
/** Builders, construction and architecture firms (company.industry), whose architects design buildings. */
const PLANS_BUILDINGS =
  /\b(construction|home ?builders?|builders?|holzbau\w*|timber\w*|prefab\w*|fertighaus\w*|bauunternehm\w*|architecture|architectural|architects?|architektur\w*|civil engineering|real estate|property development)\b/;
/** An architect's noun in seven languages, with no software, IT, data or enterprise word beside it. */
const BUILDING_ARCHITECT =
  /^(?!.*\b(software|solutions?|enterprise|cloud|it|ict|data|digital\w*|system\w*|security|network\w*|integration|application\w*|technical|losung\w*|loesung\w*|logiciel\w*|si|ti|informati\w*|soluciones|solucoes|soluzioni|oplossing\w*|platform\w*|infra\w*|sap|salesforce|devops|api)\b).*\b(architekt(in|innen|en)?|architect(e|es|s)?|arquitect[oa]s?|arquitet[oa]s?|architett[oaie]|architecte?s?)\b/;

/** Firms owned by their partners, where "Partner" is an owner's title. */
const PARTNERSHIP_FIRM =
  /\b(law|legal|accounting|audit\w*|tax|consult\w*|venture|private equity|investment\w*|capital|financial services|architect\w*|advisory|management consulting)\b/;
/** "Partner" joined to another role by "&", "and", "og", "och", "und", "et", "y", "e", "en", a comma or a dash. */
const JOINED_PARTNER =
  /(^|(&|\+|\/|,|[-–—]|\b(and|og|och|und|et|y|e|en|ed))\s*)partner(in|ica|ka|e|s)?\s*((&|\+|\/|,|[-–—]|\b(and|og|och|und|et|y|e|en|ed)\b)\s*\S|$)/;
/**
 * "Partner" (Partnerin, the Slovenian and Croatian Partnerica, the Slovak and Czech Partnerka) opening a title and
 * followed by the practice the partner leads ("Partner Tax", "Partnerin Wirtschaftsprüfung", "Partner Deals"): a
 * partner of the firm in that practice, unless a job noun follows ("Partner Manager", "Partner Development Lead").
 */
const PRACTICE_PARTNER =
  /^partner(in|ica|ka|e|s)?\W+(?!.*\b(manager\w*|managerin|management|consultant\w*|specialist\w*|coordinat\w*|assist\w*|executive|officer|analyst\w*|lead|leads|success|support|recruit\w*|develop\w*|relations|programs?|enablement|marketing|sales|account\w*|onboarding)\b)\S/;
/** A partner's title that holds no equity: associate, salaried, junior, non-equity; a business, HR or channel partner. */
const NOT_EQUITY_PARTNER =
  /\b(associate|associated|associeret|associerad|assosiert|salaried|salarie|junior|non[- ]?equity|business|hr|people|talent|channel|alliance|partner (manager|success|marketing|relations|account))\b|\b(business|hr|people|talent|channel|sales|solutions?) partner/;
/** "Chief Engineer" with nothing else: a ship's rank unless the company builds software. */
const BARE_CHIEF_ENGINEER = /^(ex |former )?chief engineers?$/;
/** An employer's name that says it makes software ("Acme Software", "Bar Labs", "Foo SaaS"). */
const SOFTWARE_EMPLOYER = /\b(software|softworks|saas|cloud|apps?|labs)\b/;
/** Developers of energy plants or real estate (company.industry), whose "development" is the projects'. */
const DEVELOPS_PROJECTS =
  /\b(renewables?|renewable energy|solar|photovoltai\w*|wind|wind power|energy|power generation|utilities|real estate|property development|immobili\w*|inmobiliari\w*|imobiliari\w*|vastgoed|projektentwicklung)\b/;
/** Makers of medicines, vaccines and medical devices (company.industry): their medical directors run medical affairs. */
const MAKES_MEDICINES =
  /\b(pharma\w*|biotech\w*|biopharma\w*|biologics|vaccines?|medical devices?|life sciences|farmac\w*|arzneimittel\w*)\b/;
/** A medical director's title in seven languages ("Direttore Medico", "Directrice médicale", "Medizinischer Direktor"). */
const MEDICAL_DIRECTOR =
  /\b(medical director|director medical|head of medical|chief medical officer|(direttore|direttrice) medic[oa]|direct(eur|rice) medical(e)?|director(a)? medic[oa]|diretor(a)? medic[oa]|medizinische[rn]? (direktor|leiter)(in)?|medisch (directeur|manager))\b/;
/** Energy producers and developers (company.industry): their assets are power plants in operation. */
const RUNS_PLANTS =
  /\b(renewables?|solar|photovoltai\w*|wind|wind power|energy|power generation|utilities|hydro\w*)\b/;
/** Asset management named in a title, in seven languages ("Head of Asset Management", "Directora de Gestión de Activos"). */
const ASSET_MANAGEMENT =
  /\b(asset ?manag\w*|gestion de activos|gestao de ativos|gestione (degli |dei )?(asset|impianti)|gestion d.actifs|gestionnaires? d.actifs|assetmanag\w*|gestor(a)? de activos)\b/;
/**
 * A field service technician named bare ("Servicetechniker", "Service Technician", "Técnico de campo"): at an energy
 * producer, a turbine maker's or the producer's own technician servicing its plants in the field (O&M).
 */
const FIELD_SERVICE_TECHNICIAN =
  /\b(service[ -]?techni\w*|servicetechni\w*|servicemonteur\w*|field (service )?techni\w*|tecnic[oa]s? de (campo|servicio|servico)|techniciens? (de service|de terrain|d.intervention))\b/;
/** A title's word for development ("Director de Desarrollo", "Direttore Sviluppo Italia", "Chef de projet développement"). */
const DEVELOPMENT_WORD =
  /\b(development|developpement|desarrollo|desenvolvimento|sviluppo|ontwikkeling|entwicklung)\b/;
/** Words that make a development title software's, engineering's, the business's or the product's. */
const NOT_PROJECT_DEVELOPMENT =
  /\b(software|web|apps?|frontend|front end|backend|back end|full ?stack|mobile|ios|android|cloud|devops|platforms?|plataformas?|piattaforma|data|datos|dados|dati|it|ti|sistemas?|systems?|sistemi|informati\w*|engineers?|engineering|ingenier\w*|ingenieu\w*|ingegner\w*|engenh\w*|programm\w*|business|negocios?|commercial|comercial|commerciale|commerciaal|new business|sales|ventas|vendas|vendite|produ\w*|r ?& ?d|i ?\+ ?d|i ?& ?d|innova\w*|personal|people|talent|rh|rrhh|hr|organisation\w*|organizacion\w*|organizzativ\w*|corporate|corporativo|corporativa|estrategi\w*|strateg\w*|partnerships?|marketing|clientes|customers?|clients?|mercado|markets?)\b/;
/** Airlines and aviation operators (company.industry, as the providers word it); aircraft makers are MAKES_THINGS. */
const FLIES = /\b(airlines?|aviation|air transport\w*|air cargo|charter flights?)\b/;
/** "Comandante", "Kapitän", "Capitán" alone: a rank that names no function, a pilot's at an airline. */
const AIRLINE_RANK = /^(senior |chief |erste[rn]? )?(comandante|kapitan\w*|capitan|captain|commandant)\b/;
/** An airline's route network planned or developed ("Head of Network Planning", "Directeur du développement réseau"). */
const NETWORK_PLANNING =
  /\b(network|reseau|red|rede|rete|netz|netzwerk|netwerk|routes?|rutas?|rotas?|rotte)\b.*\b(plann\w*|planif\w*|planung|pianific\w*|planej\w*|development|developpement|desarrollo|desenvolvimento|sviluppo|ontwikkeling|entwicklung|analyst\w*|analys\w*|analist\w*)\b|\b(plann\w*|planif\w*|planung|pianific\w*|planej\w*|development|developpement|desarrollo|desenvolvimento|sviluppo|ontwikkeling|entwicklung)\b.*\b(network|reseau|red|rede|rete|netz|netzwerk|netwerk|routes?|rutas?|rotas?|rotte)\b|\b(netzplanung|netzentwicklung|netwerkplanning|streckenplanung)\b/;
/** Planning and rostering the crews: at a ship manager that is crewing (recruiting), at an airline its operations control centre's (holdout 66). */
const CREW_PLANNING =
  /\b(crew ?(planning|planners?|scheduling|schedulers?|rostering|control\w*)|planificat\w* (des )?(equipages|pn|pnc|pnt|navigants)|planificador(a)? de tripulaciones|planificacion de tripulaciones|programador(a)? de tripulaciones|programacion de tripulaciones)\b/;
/** What a crew planner's title may read as from its crew words alone. */
const CREW_WORDS = {
  talent_acquisition: true,
  cabin_crew: true,
  flight_crew: true,
  seafaring: true,
} as const;
/**
 * Safety at work, the environment or fire in a title ("HSE", "Segurança no Trabalho", "Arbeitssicherheit", "prevención de
 * riesgos laborales"): occupational health and safety. At an airline a safety title without them is flight safety (SMS).
 */
const OCCUPATIONAL_SAFETY =
  /\b(hse|ehs|she|hseq|qhse|sheq|hs|sst|prl|ohs|osh|qse|occupational|work|workplace|trabalho|trabajo|travail|lavoro|arbeit\w*|arbeitssicherheit\w*|laborales?|laborais?|prevencion|prevencao|prevention|prevenzione|ambient\w*|environ\w*|umwelt\w*|milieu\w*|medio ambiente|meio ambiente|fire\w*|incendi\w*|brandschutz\w*|brandweer\w*|pompiers?|feuerwehr\w*|bombeir\w*|bomberos?|rescue|sauvetage|salvamento|health|salud|saude|sante|salute|gesundheit\w*|medic\w*|enfermeir\w*|nurse\w*)\b/;
/** The safety word itself, in the seven languages. */
const SAFETY_WORD = /\b(safety|seguridad|seguranca|securite|sicurezza|sicherheit|veiligheid)\b/;
/** What an airline's maintenance title read as before it keeps the aircraft (or nothing). */
const AIRLINE_MAINTAINS = { operations: true, facilities: true } as const;
/** A maintenance technician or mechanic, in seven languages. */
/**
 * An airport operator (its name says so: "Aéroport de …", "Flughafen …", "… Airport") files under the same industry as an
 * airline, but its maintenance technicians keep its runways, buildings and installations (facilities), not aircraft,
 * unless the title names the aircraft (holdout 60).
 */
const AIRPORT_OPERATOR =
  /\b(airports?|aeroports?|aeroporto|aeroportos|aeropuertos?|flughafen|luchthaven|lotnisko|letiste|aerodrome|aeroporti)\b/;
const AIRCRAFT =
  /\b(aircraft|airframes?|avions?|aeronefs?|aeronaves?|aeromobil\w*|flugzeug\w*|luftfahrzeug\w*|vliegtuig\w*|part[- ]?145|camo|b1|b2|line maintenance|helicopter\w*|helicopteres?)\b/;
const AIRCRAFT_MECHANIC =
  /\b(maintenance|mantenimiento|manutencao|manutenzione|onderhoud\w*|instandhaltung\w*|wartung\w*|mecanicien\w*|mechanic\w*|mecanic[oa]s?|meccanic[oi]|mechaniker\w*|monteur\w*)\b/;

/** Industries whose "PM" manages a product: software, internet, SaaS and IT services. */
const BUILDS_SOFTWARE =
  /\b(software|internet|saas|information technology|it services|computer software|technology, information|online|e-?commerce)\b/;
/** "PM", "Senior PM", "PM – Observability", "Lead PM (Payments)": PM as a title's role noun. */
const BARE_PM =
  /^((?:senior |sr\.? |lead |principal |staff |associate |junior |group )?)PM\b(?!\s*(?:&|and|\/))/i;

/** A laboratory in seven languages ("Labor" but not the Spanish "laboral", employment law). */
const LAB = /\b(labs?|labor(?!al)\w*|laborant\w*|laborator\w*|laboratoire\w*|laboratorium\w*|laboratoria)\b/;

/** "Quinta Alva Hotéis" for "Quinta Alva Hotéis & Resorts": a headline segment that names the company. */
const namesCompany = (segment: string, companyName: string): boolean =>
  companyName !== '' && (segment.includes(companyName) || companyName.startsWith(segment));

/** "I lead the platform team", "I run a team of 5", "I manage our 4-person team": the writer runs a team. */
const LEADS_A_TEAM =
  /\b(?:i|we)\s+(?:lead|run|manage|head)\s+(?:a|the|our|my)\s+(?:[\w-]+\s+){0,3}(?:team|squad|group)\b/i;

/**
 * "Specialist II", "Lead", "Graduate Trainee", "KAM", "Development Engineer II": a vague internal title
 * names no function, or only a generic one. What the person does is then read where they say it
 * themselves: the first headline segment that names a function outright ("Demand & supply planning |
 * S&OP", "Graduate Trainee – Supply Chain", "Mech. engineer – NPD"), or a headline segment that restates
 * the title with more words ("Maintenance Technician (injection moulding machines)"); failing that, the
 * team or job their about text says they run or hold. Segments naming the company are skipped.
 */
function functionsFromOwnWords(
  title: string,
  profile: ProviderProfile,
  company: ProviderCompany,
): { functions: ProfessionalFunction[]; words: string } | null {
  const own = normalizeText(title);
  const companyName = normalizeText(company.name);
  const segments = (profile.headline ?? '')
    .replace(PAST_PHRASE, ' ')
    .split(/\s*(?:\||·|•|—|–| - | @ | at | bei | chez | presso | bij |;)\s*/i)
    .map((segment) => segment.trim())
    .filter((segment) => segment !== '' && !namesCompany(normalizeText(segment), companyName));
  for (const segment of segments) {
    const text = normalizeText(segment);
    if (text === own) continue;
    if (namesFunction(segment) || text.startsWith(`${own} `))
      return { functions: functionsOf(spellOutAbbreviations(segment)), words: segment };
  }
  const about = (profile.about ?? '').replace(PAST_PHRASE, ' ');
  const clauses = [
    ...selfDescriptions(about),
    ...[...about.matchAll(LED_TEAM)].map((m) => (m[1] ?? '').trim()),
    ...[...normalizeText(about).matchAll(LEADS_NAMED_TEAM)].map((m) => (m[1] ?? '').trim()),
  ];
  // An about text says what its writer does in a sentence, not a title: any function it names counts.
  for (const clause of clauses) {
    const functions = functionsOf(spellOutAbbreviations(clause));
    if (functions.length > 0) return { functions, words: clause.replace(/\s*\(.*$/, '') };
  }
  // "Team Lead – Scheduling squad | Java/Kotlin": a headline segment that is only a programming stack (languages,
  // frameworks, platforms) says the person builds software, when nothing else they wrote names a function (holdout 39).
  for (const segment of segments)
    if (TECH_STACK.test(normalizeText(segment))) return { functions: ['engineering'], words: segment };
  // "Specialist II" whose about opens "Threat detection and incident response for our cloud platform.": an
  // about text that opens with the work itself, not with "I", says what a generic title's job is; only words
  // that name a function outright count, and only the first they name ("… for our cloud platform" says where,
  // not what) (holdout 31). A rank ("Manager") or a trade ("Tecnico montatore") is left as it reads.
  const opening = /^\s*([^.;:!?\n]{4,100})/.exec(about)?.[1]?.trim() ?? '';
  if (opening && GENERIC_TITLE.test(own) && !OPENS_WITH_A_PERSON.test(opening) && namesFunction(opening))
    return { functions: functionsOf(spellOutAbbreviations(opening)).slice(0, 1), words: opening };
  // "Director" whose about opens "Directrice du développement commercial : …": a bare rank restated with its
  // function at the same rank (holdout 20). A rank the opening does not restate ("Manager" beside "Key
  // accounts in the UK") is left as it reads.
  // "Manager" whose about opens "Running the Shannonvale Equine Hospital in Kildare day to day": a bare rank whose
  // writer runs a site (a hospital, a clinic, a practice, a plant, a depot) is that site's manager, operations
  // (holdout 40), in the seven languages.
  if (opening && RANK_ONLY.test(own) && RUNS_A_SITE.test(normalizeText(opening)))
    return { functions: ['operations'], words: opening };
  // "Manager" whose about opens "Compras y gestión de proveedores (SaaS, hardware, agencias)": a bare rank whose about
  // opens by naming the work it manages ("X management", "gestión de X", "beheer van X") runs that work, at the
  // title's rank (holdout 41). An opening that only names tasks ("Key accounts in the UK", "Payroll for our Swiss
  // entities") says no more than before.
  if (
    opening &&
    RANK_ONLY.test(own) &&
    MANAGES_WORK.test(normalizeText(opening)) &&
    !OPENS_WITH_A_PERSON.test(opening) &&
    namesFunction(opening)
  )
    return { functions: functionsOf(spellOutAbbreviations(opening)).slice(0, 1), words: opening };
  if (opening && RANK_ONLY.test(own) && namesFunction(opening)) {
    const restated = readTitle(opening);
    const ranks = readTitle(title).levels;
    if (
      restated.levels.length === ranks.length &&
      restated.levels.every((l) => ranks.includes(l)) &&
      !restated.levels.includes('individual')
    )
      return { functions: restated.functions.slice(0, 1), words: opening };
  }
  return null;
}

/** A bare director's title in seven languages ("Director", "Directeur", "Bestuurder", "Amministratore"). */
const BARE_DIRECTOR =
  /^(company )?(director|directrice|directeur|bestuurder|administrat(eur|rice)|consejer[oa]|administrador(a)?|amministratore|verwaltungsrat(in)?)$/;
/** An about text saying its writer sits on the company's board, in seven languages. */
const BOARD_SEAT =
  /\b((still )?an? (company |board |non-executive )?director and (a )?shareholder|shareholder and (a )?(company |board )?director|(sit|sits|sitting|seat) on the board|member of the board|board member|administrat(eur|rice) et actionnaire|siege au conseil|consejer[oa] y accionista|miembro del consejo|membro do conselho|administrador(a)? e acionista|amministratore e socio|membro del consiglio|bestuurder en aandeelhouder|lid van de raad van bestuur|zit in de raad van bestuur|verwaltungsrat(in)? und (gesellschafter|aktionar)\w*|mitglied des (aufsichtsrats|verwaltungsrats))\b/;
/** A business-development title in seven languages ("Head of Business Development", "Desarrollo de Negocio"). */
const BUSINESS_DEVELOPMENT =
  /\b(business development|bizdev|biz dev|business developer|bd|desarrollo de negocios?|developpement des affaires|business developpement|sviluppo (del )?business|sviluppo commerciale|bedrijfsontwikkeling|business ontwikkeling|geschaftsentwicklung|unternehmensentwicklung|desenvolvimento de negocios?)\b/;
/** Words that say their writer buys companies for the group: M&A, acquisitions, acquiring practices or businesses. */
const ACQUIRES_COMPANIES =
  /\b(m ?& ?a|mergers (and|&) acquisitions|acquisitions|buy[- ]and[- ]build|(acquire|acquiring|acquired|buy|buying) (\w+ ){0,3}(compan(y|ies)|practices?|businesses|firms?|clinics?|targets?)|fusions[- ]acquisitions|fusions et acquisitions|acquisitions? (de |d.)?(entreprises|societes|cabinets|cliniques)|fusiones y adquisiciones|adquisiciones|adquisicion de (empresas|clinicas)|fusoes e aquisicoes|aquisicoes|aquisicao de (empresas|clinicas)|fusioni e acquisizioni|acquisizioni|acquisizione di (aziende|societa|cliniche)|fusies (en|&) overnames|overnames|overname van (bedrijven|praktijken)|ubernahmen|akquisitionen von (unternehmen|praxen|firmen)|unternehmenskauf\w*|zukauf\w*)\b/;
/** Rolling software out at customers, in seven languages: onboarding, go-live, data migration, Einführung, uitrol. */
const ROLLS_OUT =
  /\b(onboarding|implementation\w*|implementing|implement|roll(ing)?[- ]?outs?|go[- ]?lives?|data ?migration|datamigrati\w*|migration des donnees|migracion de datos|migracao de dados|migrazione (dei )?dati|datenmigration|einfuhrung\w*|implementierung\w*|uitrol\w*|implementatie\w*|invoering|deploiement|mise en (oeuvre|place)|implantacion\w*|implementacion\w*|implantacao|implementacao|implementazion\w*|messa in opera)\b/;
/** The company's customers, in seven languages. */
const CUSTOMER_WORD =
  /\b(customers?|clients?|kunden|klanten|clientes|clienti|at customer sites?|bij (de )?klant\w*|chez (les |nos )?clients?)\b/;
/** A project or delivery title: project manager or leader, delivery manager, in seven languages. */
const PROJECT_TITLE =
  /\b(project (manag\w*|lead\w*|coordinat\w*|consultant)|projectleid\w*|projectmanag\w*|projektleit\w*|projektmanag\w*|chef(fe)? de projets?|jef[ea] de proyecto|gerente de proye?cto|gestor(a)? de projetos?|capo ?progetto|project ?manager|delivery (manag\w*|lead\w*|consultant))\b/;

/** A programming stack's words in seven languages' headlines: languages, frameworks and app platforms. */
const STACK_WORD =
  '(java|kotlin|scala|groovy|typescript|javascript|js|node([. ]?js)?|react( native)?|angular|vue([. ]?js)?|svelte|next[. ]?js|python|django|flask|golang|go|rust|sql|c ?#|c ?\\+\\+|\\.?net( core)?|dotnet|php|laravel|symfony|ruby|rails|ruby on rails|elixir|erlang|haskell|clojure|swift|swiftui|objective[- ]?c|ios|android|flutter|dart|spring( boot)?|microservices|kubernetes|k8s|docker|graphql|aws|gcp|azure|terraform)';
const TECH_STACK = new RegExp(
  `^${STACK_WORD}(\\s*(?:/|,|&|\\+|\\band\\b|\\bund\\b|\\bet\\b|\\by\\b|\\be\\b|\\ben\\b)?\\s*${STACK_WORD})*$`,
);

/**
 * "Specialist II", "Senior Analyst", "Associate": a title that is only a generic job noun and a grade, naming
 * neither a trade nor a rank; only such a title takes its function from an about text's opening.
 */
const GENERIC_TITLE =
  /^((senior|junior|sr|jr|lead|principal|staff) )?(specialist|analyst|associate|consultant|officer|expert|professional|generalist|advisor|adviser)( (i|ii|iii|iv|v|1|2|3|4|5))?$/;
/** A title that is only a rank: "Director", "Directrice", "Manager", "Head", "Leiter", "Responsable". */
const RANK_ONLY =
  /^((senior|associate|deputy|regional|area) )?(director|directora|directrice|directeur|direktor(in)?|diretor(a)?|direttore|direttrice|directeur|manager|managerin|head|leiter(in)?|responsable|responsabile|responsavel|gerente|jefe|jefa|hoofd)$/;
/**
 * An about text's opening that says its writer runs one site: "Running the … Hospital day to day", "I manage our
 * Ennis practice", "Je dirige la clinique de …", "Ich leite die Praxis …", "Dirijo la clínica …", "Giro a clínica …",
 * "Gestisco la clinica …", "Ik leid de praktijk …"; or names the holder the manager of a named company that it calls a
 * site: "Gerente de Bouzas Proteínas, nuestra planta de harina …" (normalised text).
 */
const RUNS_A_SITE = new RegExp(
  '^(?:(?:i (?:am )?)?(?:run|running|manage|managing)|je (?:dirige|gere)|ich (?:leite|fuhre|manage)|(?:dirijo|gestiono|giro|gerencio|dirigo|gestisco)|ik (?:leid|leidt|run|beheer|manage)' +
    // "Gerente de Bouzas Proteínas, nuestra planta …", "Manager of Northfield Foods, our plant …" (holdout 43).
    '|(?:general manager|manager|managerin|gerente|director|directora|diretor|diretora|directeur|directrice|direttore|direttrice|direktor|direktorin|geschaftsfuhrer|geschaftsfuhrerin|leiter|leiterin|responsable|responsabile|responsavel|jefe|jefa|hoofd|directeur)\\s+(?:de|of|at|du|da|do|di|del|von|der|van)\\s+[^,.;:!?]{1,60}?,)' +
    "\\s+(?:the|our|a|one of our|la|le|l'|l |notre|die|das|den|unsere[nms]?|el|nuestra|nuestro|a|o|as|os|nossa|nosso|il|lo|gli|nostra|nostro|de|het|onze|ons)\\s+" +
    '(?:[^,.;:!?]{0,60}?\\s)?(?:hospital|hospitals|clinic|clinics|practice|practices|surgery|site|sites|plant|factory|depot|warehouse|centre|center|branch|' +
    'clinique|cabinet|usine|entrepot|agence|praxis|klinik|standort|werk|lager|filiale|niederlassung|clinica|centro|planta|almacen|sede|fabrica|armazem|unidade|ospedale|stabilimento|magazzino|praktijk|kliniek|ziekenhuis|vestiging|fabriek|magazijn)\\b',
);
/**
 * Words saying their writer works alone, with no team, in seven languages: "on my own", "alone", "no direct reports",
 * "seul(e) sur …", "en solo", "sans équipe", "por mi cuenta", "sin equipo", "da solo/da sola", "senza team", "allein",
 * "ohne Team", "in mijn eentje", "zonder team", "sozinho/sozinha", "sem equipa". ("Solo" and "alleen" alone also mean
 * "only", so they do not count.)
 */
const WORKS_ALONE =
  /\b(on my own|by myself|alone|single[- ]handed(ly)?|no (direct )?reports|without a team|no team|seule? (sur|sur le|sur la|pour|a|en charge)|en solo|sans equipe|yo sol[oa]|trabajo sol[oa]|por mi cuenta|sin equipo|da sol[oa]|senza (team|squadra|collaboratori)|allein(e)?(?! ?verantwort)|ohne (eigenes )?team|in m(ijn|n) eentje|zonder team|sozinh[oa]|sem equip[ae])\b/;
/**
 * Words saying their writer leads no one, in seven languages: "no direct reports", "no reports", "without a team",
 * "individual contributor", "sans équipe", "sin equipo", "senza team", "ohne Team", "zonder team", "sem equipa", "sin
 * personas a cargo", "keine Mitarbeiterverantwortung", "geen personeel".
 */
const NO_REPORTS =
  /\b(no (direct )?reports|without (a team|direct reports)|no team|individual contributor|hands on ic|sans equipe|sans (subordonnes|collaborateurs)|sin equipo|sin (personas|gente) a (mi )?cargo|sin reportes directos|senza (team|squadra|collaboratori|riporti diretti)|ohne (eigenes )?team|keine (direkten )?(mitarbeiterverantwortung|berichtslinien)|zonder team|geen (direct )?(ondergeschikten|personeel)|sem equip[ae]|sem subordinados)\b/;
/** A rank word that names a technical or team lead rather than a head: "Tech Lead", "Lead", "Líder Técnico". */
const LEAD_RANK = /\b(lead|leader|lider|leider|tech ?lead)\b/;
/** A management noun naming the work an about text's opening says is managed, in seven languages. */
const MANAGES_WORK =
  /\b(management|gestion|gestao|gestione|beheer|verwaltung|bewirtschaftung)\b|\w+management\b|\w+beheer\b/;
/** An about text's opening about its writer or their company ("I …", "We …", "Passionate about …"), not the work. */
const OPENS_WITH_A_PERSON =
  /^(i|i'm|i’m|we|we're|my|our|ich|wir|je|nous|yo|nosotros|eu|nos|io|noi|ik|wij|passionate|experienced|proud|ex|former|formerly|previously|sailed|spent|worked)\b/i;

/**
 * A position titled "Presidente" and nothing else chairs the board: in Italian, Spanish and Portuguese companies
 * the chief executive is the Amministratore Delegato, Consejero Delegado or Presidente Executivo (holdouts 34
 * and 35 label a bare Presidente so). Read on the whole position only: a founder's "Fondatore e Presidente"
 * keeps its own reading.
 */
const BARE_CHAIR = /^president[ea]$/;

/**
 * "Voorzitter Raad van Bestuur" of a Belgian company chairs its board of directors: in Belgium the raad van bestuur is
 * the conseil d'administration, a board seat, not the management (holdout 40's family chairman of an Antwerp software
 * company). In a Dutch hospital or company the Raad van Bestuur is the executive board, its chair the chief
 * executive, so the title keeps its reading outside Belgium (the company's country decides).
 */
const BELGIAN_BOARD =
  /^((onder)?voorzitter|lid|bestuurder)( van)?( de| het)? (raad van bestuur|rvb)$|^(raad van bestuur|rvb) ?[-–(]? ?(voorzitter|lid)\)?$/;

export function positionOf(item: ExperienceItem, company: ProviderCompany): Position | null {
  const title = item.title?.trim();
  if (!title) return null;
  const read = readTitle(title, item.employment_type);
  const chairs =
    BARE_CHAIR.test(normalizeText(title)) ||
    (BELGIAN_BOARD.test(normalizeText(title)) && company.location?.country_code?.toUpperCase() === 'BE');
  return {
    ...(chairs && read.engagement === 'employee'
      ? {
          ...read,
          levels: ['individual' as const],
          level: 'individual' as const,
          engagement: 'board' as const,
        }
      : read),
    company: item.company,
    here: companyLink(item, company),
    current: isCurrent(item),
    source: 'experience',
    start: item.start,
    end: item.end,
    employmentType: item.employment_type ?? null,
  };
}

/** A list going on after a title's words: ", & Procurement", "und Logistik", "et Paie". */
/** Industries that run shops or branches open to the public, where a branch is a store (company.industry). */
const RUNS_SHOPS =
  /\b(retail\w*|stores?|shops?|supermarkets?|grocer\w*|fashion|apparel|banks?|banking|restaurants?|food service|pharmac\w*|consumer services|opticians?|bakery|bakeries)\b/;
/** A branch or regional office named in a title, in seven languages ("Filialleiter", "Niederlassungsleiterin"). */
const BRANCH =
  /\b(branch(es)?|filial[ei]?|filial(leit\w*|direkt\w*)|niederlassung(s(leit\w*|direkt\w*))?|sucursal(es)?|succursales?|vestiging(s(manager|leider|directeur))?|filia(a|l)(manager|leider|directeur)?)\b/;
/** A shop named in a title beside the branch: then it is a store. */
const STORE =
  /\b(stores?|shops?|magasins?|tiendas?|lojas?|negoz\w*|winkels?|laden\w*|markt\w*|boutiques?|outlets?)\b/;
const LIST_GOES_ON = /^(&|\+|,|(and|und|et|y|e|en|i|ed) )/;
/** Insurers and insurance brokers (company.industry). */
const INSURANCE =
  /\b(insurance|reinsurance|versicherung\w*|assurances?|seguros?|verzekering\w*|assicura\w*|brokerage)\b/;
/** A client adviser on employee benefits, group pensions or company welfare plans, in seven languages. */
const BENEFITS_WORDS =
  '(employee benefits?|benefits?|welfare( aziendale)?|avantages sociaux|protection sociale|beneficios|bav|betriebliche[rn]? altersversorgung|pensioen\\w*|previdenza( complementare)?)';
const ADVISER_WORDS =
  '(consultant|consultante|consulente|consultor|consultora|berater\\w*|adviseur|advisor|adviser|conseill(er|ere))';
const BENEFITS_ADVISER = new RegExp(
  `\\b${BENEFITS_WORDS}\\b.*\\b${ADVISER_WORDS}\\b|\\b${ADVISER_WORDS}\\b.*\\b${BENEFITS_WORDS}\\b`,
);
/** A title's rank word, which a headline restating the title may change ("Office Manager", "Office … Coordinator"). */
const RANK_WORD =
  /^(manager|managerin|coordinator|coordinatrice|coordinatore|coordinador|coordinadora|coordenador|coordenadora|coordinateur|koordinator(in)?|lead|leader|specialist|officer)$/;

/** A chief officer's acronym in brackets or after a slash: "Diretora Financeira (CFO)", "Finance Director / CFO". */
/** "Redovisningschef (Head of Accounting)": a title and its gloss in brackets. */
const GLOSSED = /^([^()]+?)\s*\(([^()]+)\)\s*$/;
const CHIEF_ACRONYM = /(\(|\/ ?)(ceo|cfo|coo|cto|cio|ciso|cro|cmo|cpo|chro|cco|cdo)\b/i;

/**
 * Every position of a person, current and past, read against the company being searched. A thin
 * profile with no position at all here, and no current job elsewhere, gets its headline as a current
 * position here: the roster lists the person, so the headline speaks for the job.
 */
export function positionsOf(profile: ProviderProfile, company: ProviderCompany): Position[] {
  return readPositions(profile, company).positions;
}

/**
 * `professional.function` (spec 2.6): the function of the current role at this company as the judge
 * reads it (its title, or a vague title's own words, see positionsOf), so the published field and the
 * judge never disagree; `other` when nothing names one, null without a current role here.
 */
export function professionalFunction(
  profile: ProviderProfile,
  company: ProviderCompany,
): ProfessionalFunction | null {
  const current = currentRole(profile, company);
  if (!current) return null;
  const read = readPositions(profile, company).items.find((r) => r.item === current);
  return read?.position.functions[0] ?? 'other';
}

function readPositions(
  profile: ProviderProfile,
  company: ProviderCompany,
): { positions: Position[]; items: { item: ExperienceItem; position: Position }[] } {
  const items = profile.experience.flatMap((item) => {
    const position = positionOf(item, company);
    return position ? [{ item, position }] : [];
  });
  const positions = items.map((r) => r.position);
  // "PM – Observability" at a software company is a product manager (a builder's PM is a project
  // manager, so only software and internet companies read it so): the title is read with the words
  // spelled out, and shown as written (holdout 23).
  // A bare "Chief Engineer" is a ship's rank (vocabulary/functions.ts), but at a company that builds software,
  // or at an employer whose name says so, it is the software title (holdout 31: a SaaS's CEO was a ship's
  // chief engineer at a shipping line before).
  for (const p of positions)
    if (
      p.functions.length === 1 &&
      p.functions[0] === 'seafaring' &&
      BARE_CHIEF_ENGINEER.test(normalizeText(p.title)) &&
      (p.here === null
        ? SOFTWARE_EMPLOYER.test(normalizeText(p.company ?? ''))
        : BUILDS_SOFTWARE.test(normalizeText(company.industry ?? '')))
    )
      p.functions = ['engineering'];
  // Its headline's other words then name the product's area ("Senior PM · patient communication"), not the
  // person's function: the own-words reading below leaves such a PM as it is (holdout 39).
  const productManagers = new Set<Position>();
  if (BUILDS_SOFTWARE.test(normalizeText(company.industry ?? '')))
    for (const p of positions) {
      if (p.here === null || p.functions.length > 0 || !BARE_PM.test(p.title)) continue;
      const reread = readTitle(p.title.replace(BARE_PM, '$1Product Manager'));
      p.functions = reread.functions;
      p.levels = reread.levels;
      p.level = reread.level;
      productManagers.add(p);
    }
  // At a developer of energy plants or real estate, a development title here that names nothing else ("Director de
  // Desarrollo", "Direttore Sviluppo Italia", "Chef de projet développement") develops the company's projects: its
  // land, permits and grid connections, not software (holdout 38, a solar developer). A software, engineering,
  // business, product or corporate development title keeps its reading, as does one at a software company.
  const employerIndustry = normalizeText(company.industry ?? '');
  if (DEVELOPS_PROJECTS.test(employerIndustry) && !BUILDS_SOFTWARE.test(employerIndustry))
    for (const p of positions) {
      const title = normalizeText(p.title);
      if (p.here === null || !p.functions.every((f) => f === 'engineering')) continue;
      if (!DEVELOPMENT_WORD.test(title) || NOT_PROJECT_DEVELOPMENT.test(title)) continue;
      p.functions = ['project_development'];
    }
  // At an energy producer or developer, asset management runs the plants in operation ("Directora de Gestión de
  // Activos", "Asset Manager"): operations, where at a fund it would be investment (holdout 38). A bare field
  // service technician there ("Servicetechniker", holdout 57) does the plants' O&M (power_plant_om), where at a machine
  // maker it is field service.
  if (RUNS_PLANTS.test(employerIndustry) && !BUILDS_SOFTWARE.test(employerIndustry))
    for (const p of positions)
      if (p.here !== null && p.functions.length === 0) {
        const title = normalizeText(p.title);
        if (ASSET_MANAGEMENT.test(title)) p.functions = ['operations'];
        else if (FIELD_SERVICE_TECHNICIAN.test(title)) p.functions = ['power_plant_om'];
      }
  // "Freelance Softwareentwickler – aktuell für Kesselbach": the headline says on what terms they work now.
  const ownHeadline = normalizeText(headlineTitle(profile.headline));
  if (CONTRACT_TITLE.test(ownHeadline))
    for (const p of positions)
      if (p.current && p.here !== null && p.engagement === 'employee') p.engagement = 'contractor';
  // "Diretora Financeira" whose headline reads "Diretora Financeira (CFO)": the person's own headline restates
  // the current title here and names the chief officer it is, so the title is that officer's (holdout 26: a
  // finance and an operations director and a "Dyrektor Finansowa" who are their companies' CFO and COO).
  // Not when they hold a current job elsewhere too: the officer may be that one.
  const ownTitle = headlineTitle(profile.headline, company.name);
  if (ownTitle && CHIEF_ACRONYM.test(ownTitle) && !positions.some((p) => p.current && p.here === null))
    for (const p of positions) {
      if (!p.current || p.here === null || p.levels.includes('c_level')) continue;
      const own = normalizeText(ownTitle);
      if (!own.startsWith(`${normalizeText(p.title)} `)) continue;
      const reread = readTitle(ownTitle);
      if (!reread.levels.includes('c_level')) continue;
      p.levels = reread.levels;
      p.level = reread.level;
      if (p.functions.length === 0) p.functions = reread.functions;
      // Shown with the headline's words, so a definition's "CFO" is found in the title too.
      p.title = ownTitle;
    }
  // "Redovisningschef (Head of Accounting)": a headline that restates the current title here and glosses it in
  // brackets, in the same function at a higher rank below the C-suite, says what rank the title holds (holdout 30's
  // Swedish head of accounting read as a manager). Not when they hold a current job elsewhere too.
  const gloss = ownTitle ? GLOSSED.exec(ownTitle) : null;
  if (gloss && !positions.some((p) => p.current && p.here === null))
    for (const p of positions) {
      if (!p.current || p.here === null || normalizeText(p.title) !== normalizeText(gloss[1])) continue;
      const reread = readTitle(gloss[2] ?? '');
      const rank = Math.max(...p.levels.map(levelRank));
      if (
        reread.functions[0] === undefined ||
        reread.functions[0] !== p.functions[0] ||
        reread.levels.includes('c_level') ||
        reread.levels.includes('owner') ||
        Math.min(...reread.levels.map(levelRank)) <= rank
      )
        continue;
      p.levels = [...reread.levels];
      p.level = reread.level;
    }
  // A vague current title here takes its function from the person's own words (headline, about), unless
  // they hold a current job elsewhere too, or sit on the board or advise: their words may be about that.
  const busyElsewhere = positions.some((p) => p.current && p.here === null);
  for (const p of positions) {
    if (busyElsewhere || !p.current || p.here === null || namesFunction(p.title) || productManagers.has(p))
      continue;
    // A founder's, partner's or executive's title is their role here; the headline adds no function to it.
    if (p.engagement === 'board' || p.engagement === 'advisor') continue;
    // A bare "Partner" outside the firms that are partnerships (law, accounting, consulting, investment) is a
    // shortened "Talent Acquisition Partner" or "Business Partner" when the person's headline names the
    // function: it is that function's job, not an owner's (holdout 24).
    if (
      normalizeText(p.title) === 'partner' &&
      !PARTNERSHIP_FIRM.test(normalizeText(company.industry ?? ''))
    ) {
      const said = functionsFromOwnWords(p.title, profile, company);
      if (said) {
        const reread = readTitle(`${said.words} Partner`);
        if (reread.functions.length > 0 && !reread.levels.includes('owner')) {
          p.functions = reread.functions;
          p.levels = reread.levels;
          p.level = reread.level;
          p.title = `${p.title} (${said.words})`;
          continue;
        }
      }
    }
    if (p.levels.some((level) => level === 'owner' || level === 'c_level' || level === 'vp')) continue;
    const said = functionsFromOwnWords(p.title, profile, company);
    if (!said) continue;
    // The words that say it join the title, in brackets, so a definition's words can be found there too.
    p.functions = said.functions;
    // "Staff Engineer" whose headline reads "Staff Engineer · ML platform": a software builder's noun beside the
    // machine learning it builds is read as the two together, software engineering first (holdout 41).
    if (said.functions[0] === 'data_science') {
      const together = functionsOf(`${p.title} (${said.words})`);
      if (together[0] === 'engineering' && together.includes('data_science')) p.functions = together;
    }
    if (!normalizeText(said.words).startsWith(normalizeText(p.title))) p.title = `${p.title} (${said.words})`;
    // A bare "Lead" whose headline reads "Lead – Technical Support" leads that team, as a "Technical Support
    // Lead" does (holdout 37's support lead read as an individual contributor).
    if (
      p.level === 'individual' &&
      /^(team )?lead(er)?$/.test(normalizeText(p.title.replace(/\s*\(.*$/, '')))
    ) {
      const reread = readTitle(`${said.words} Lead`);
      if (reread.functions[0] === p.functions[0] && reread.level !== 'individual') {
        p.levels = [...reread.levels];
        p.level = reread.level;
      }
    }
    // "Lead" whose about says "I lead the platform team (6 engineers)": someone who runs a team manages it.
    if (p.level === 'individual' && LEADS_A_TEAM.test(profile.about ?? '')) {
      p.levels = ['manager'];
      p.level = 'manager';
    }
  }
  // "Responsable Commercial France" whose about says "Seul sur le marché français", "Export Manager Italia" who "segue da
  // sola i clienti": a seller's manager or head title whose own words say they work the market alone, with no team,
  // sells as an individual; the rank word names the market they answer for, not people they lead (holdout 41).
  if (
    !busyElsewhere &&
    WORKS_ALONE.test(
      normalizeText(`${profile.headline ?? ''}. ${profile.about ?? ''}`.replace(PAST_PHRASE, ' ')),
    )
  )
    for (const p of positions) {
      if (!p.current || p.here === null || p.functions[0] !== 'sales' || p.engagement !== 'employee')
        continue;
      if (!p.levels.every((l) => l === 'head' || l === 'manager')) continue;
      p.levels = ['individual'];
      p.level = 'individual';
    }
  // "Tech Lead" whose about says "No direct reports, I write code": a lead title read as a team's manager, whose own
  // words say they lead no one, is a senior individual contributor in any function; "lead" names the technical lead,
  // not a team (holdout 43). Only a title whose rank word is "lead": a head's or director's rank stays theirs.
  if (
    !busyElsewhere &&
    NO_REPORTS.test(
      normalizeText(`${profile.headline ?? ''}. ${profile.about ?? ''}`.replace(PAST_PHRASE, ' ')),
    )
  )
    for (const p of positions) {
      if (!p.current || p.here === null || p.engagement !== 'employee') continue;
      if (p.level !== 'manager' && p.level !== 'head') continue;
      if (!p.levels.every((l) => l === 'head' || l === 'manager')) continue;
      if (!LEAD_RANK.test(normalizeText(p.title))) continue;
      p.levels = ['individual'];
      p.level = 'individual';
    }
  // "Director" whose about says "still a director and shareholder": a bare "Director" at a company whose people say
  // so holds a seat on the board (a company director in the UK and Irish sense), not a department's director
  // (holdout 40). Only a title that is the bare rank; "Director of Operations" keeps its reading.
  if (!busyElsewhere && BOARD_SEAT.test(normalizeText((profile.about ?? '').replace(PAST_PHRASE, ' '))))
    for (const p of positions) {
      if (!p.current || p.here === null || p.engagement !== 'employee') continue;
      if (!BARE_DIRECTOR.test(normalizeText(p.title))) continue;
      p.engagement = 'board';
      p.levels = ['individual'];
      p.level = 'individual';
    }
  // "Head of Business Development" whose headline reads "… & Acquisitions" and whose about says "I find and acquire
  // independent practices that join the group": business development that buys companies (M&A, buy-and-build) is the
  // company's corporate development, not sales (holdout 40). Only where the person's own words name acquiring
  // companies, practices or businesses; a business developer who sells keeps sales.
  if (
    !busyElsewhere &&
    ACQUIRES_COMPANIES.test(normalizeText(`${profile.headline ?? ''}. ${profile.about ?? ''}`))
  )
    for (const p of positions) {
      if (!p.current || p.here === null || p.functions[0] !== 'sales') continue;
      if (!BUSINESS_DEVELOPMENT.test(normalizeText(p.title))) continue;
      p.functions = ['general_management'];
    }
  // "Projectleider" at a software company whose about says "Ik begeleid bouwbedrijven bij de uitrol van Bouwkern:
  // onboarding, datamigratie en opleiding": a project or delivery title whose own words say they roll the company's
  // software out at its customers is implementation (professional services), customer success's, not an operations
  // project manager (holdout 40). The words join the title, so a definition's "onboarding" is found there too.
  if (BUILDS_SOFTWARE.test(normalizeText(company.industry ?? '')) && !busyElsewhere) {
    const about = normalizeText((profile.about ?? '').replace(PAST_PHRASE, ' '));
    const company_ = normalizeText(company.name);
    const atCustomers =
      CUSTOMER_WORD.test(about) ||
      (company_ !== '' && new RegExp(`\\b${escapeRegExp(company_)}\\b`).test(about));
    if (ROLLS_OUT.test(about) && atCustomers)
      for (const p of positions) {
        if (!p.current || p.here === null || !PROJECT_TITLE.test(normalizeText(p.title))) continue;
        if (p.functions.length > 0 && !p.functions.every((fn) => fn === 'operations')) continue;
        p.functions = ['customer_success'];
        const sentence = /^\s*([^.;!?\n]{4,160})/.exec(profile.about ?? '')?.[1]?.trim();
        if (sentence) p.title = `${p.title} (${sentence})`;
      }
  }
  // "Employee Benefits Consultant", "Consulente Welfare Aziendale" at an insurer or an insurance broker advises client
  // companies on the group benefits, pensions and welfare plans it places: a seller with a book, not the company's
  // own HR (holdout 34's broker). At any other company the title keeps its reading.
  if (INSURANCE.test(normalizeText(company.industry ?? '')))
    for (const p of positions) {
      if (p.here === null || p.level !== 'individual') continue;
      if (!BENEFITS_ADVISER.test(normalizeText(p.title).replace(/[-/]/g, ' '))) continue;
      if (p.functions.length === 0 || p.functions[0] === 'people' || p.functions[0] === 'operations')
        p.functions = ['sales'];
    }
  // "Security Officer" whose headline reads "Security Officer – Reception" and whose about says "Front desk and
  // building security at the office (via Securitas)": a security job that names no information or site reads as
  // information security, but the person's own words name a guard's post, and no information-security word, so it is
  // a guard's job, as "Security Officer Reception" is (holdout 34's contracted reception guard).
  if (!busyElsewhere)
    for (const p of positions) {
      if (!p.current || p.here === null || p.functions[0] !== 'security') continue;
      if (!BARE_SECURITY_JOB.test(normalizeText(p.title))) continue;
      // The headline read as one title ("Security Officer Reception"), the about as the sentences it is.
      const headline = (profile.headline ?? '').replace(PAST_PHRASE, ' ').replace(/[|·•—–]| - /g, ' ');
      const about = (profile.about ?? '').replace(PAST_PHRASE, ' ');
      const restates = normalizeText(headline).trim() !== normalizeText(p.title);
      const reads = [
        restates ? readTitle(headline).functions : [],
        functionsOf(spellOutAbbreviations(about)),
      ];
      if (
        reads.some((fns) => fns.includes('other')) &&
        !reads.some((fns) => fns.includes('security')) &&
        !SECURITY_STANDARD.test(normalizeText(`${headline} ${about}`))
      )
        p.functions = ['other'];
    }
  // "Direttore Filiale" whose about reads "Guido la filiale commerciale di Milano: vendite e clienti": at a company
  // that runs no shops (a steel service centre, a wholesaler, a maker), a branch is an office of its business, not a
  // store; the person's own words (headline, about) say which function it serves, and its leader keeps the rank the
  // title names without the branch ("Direttore" a director, "Manager" a manager) (holdout 33).
  if (!RUNS_SHOPS.test(normalizeText(company.industry ?? '')) && !busyElsewhere)
    for (const p of positions) {
      if (!p.current || p.here === null || p.functions.length !== 1 || p.functions[0] !== 'retail') continue;
      const title = normalizeText(p.title);
      if (!BRANCH.test(title) || STORE.test(title)) continue;
      const words = `${profile.headline ?? ''}. ${profile.about ?? ''}`.replace(PAST_PHRASE, ' ');
      const served = functionsOf(spellOutAbbreviations(words)).find((fn) => fn !== 'retail');
      if (!served) continue;
      const rank = readTitle(title.replace(BRANCH, ' ').replace(/\s+/g, ' ').trim());
      p.functions = [served];
      if (rank.levels.length > 0 && !rank.levels.includes('individual')) {
        p.levels = [...rank.levels];
        p.level = rank.level;
      }
    }
  // "Office & Facility Manager" whose own headline reads "Office, Facility & Procurement Manager": the headline
  // restates the title here, every word of it, at the same level, and lists one more function beside it; the job is that
  // one too, after its own (holdout 28). Not when they hold a current job elsewhere: the words may be that job's.
  const restated = ownTitle ? readTitle(ownTitle) : null;
  if (ownTitle && restated && !busyElsewhere)
    for (const p of positions) {
      if (!p.current || p.here === null || p.functions.length === 0 || p.level !== restated.level) continue;
      if (p.engagement === 'board' || p.engagement === 'advisor') continue;
      const more = restated.functions.filter((fn) => !p.functions.includes(fn));
      const said = normalizeText(ownTitle);
      // "Office Manager" whose headline reads "Office & Purchasing Coordinator": the title's own words without its
      // rank ("manager", "coordinator") restated and listed beside another function (holdout 34). Where the rank
      // is all the headline changes, the headline's reading must hold the title's own functions.
      const allWords = normalizeText(p.title)
        .split(/[^a-z0-9]+/)
        .filter((w) => w !== '');
      const words = allWords.filter((w) => !RANK_WORD.test(w));
      if (words.length === allWords.length && !p.functions.every((fn) => restated.functions.includes(fn)))
        continue;
      if (more.length === 0 || words.length === 0 || !words.every((w) => said.includes(w))) continue;
      // The title's words go on as a list ("&", ",", "and"), not with a place ("Werkschutz / … Werk Bielefeld") or the
      // teams a partner serves ("HR Business Partner R&D en Operations").
      const rest = words.reduce((text, w) => text.replace(new RegExp(`\\b${w}\\b`), ' '), said);
      const goesOn = rest
        .split(/\s+/)
        .filter((w) => w !== '' && (words.length === allWords.length || !RANK_WORD.test(w)))
        .join(' ');
      if (!LIST_GOES_ON.test(goesOn)) continue;
      p.functions = [...p.functions, ...more];
      p.title = `${p.title} (${ownTitle})`;
    }
  // "Technischer Leiter" of a brewery runs its plant engineering and maintenance: at a company that makes
  // things, a technical director without a software word leads operations and plant engineering, not the
  // software team (holdout 22). Elsewhere the title keeps its reading, and so does one whose own words
  // (headline, about) already said what they do ("Directora Técnica" who is the head winemaker).
  // A maker's laboratory tests what it makes: a lab title that names nothing else, nor do the person's own
  // words, is the quality lab ("Leiterin Labor" of a brewery, holdout 22).
  // A "QA Manager" read as software QA whose own headline or about names a quality system (GxP, GAMP, CSV, QMS,
  // ISO 13485) runs quality assurance, at any company: the regulated quality function, not software testing.
  if (QUALITY_SYSTEM.test(normalizeText(`${profile.headline ?? ''} ${profile.about ?? ''}`)))
    for (const p of positions) {
      if (!p.current || p.here === null) continue;
      const title = normalizeText(p.title);
      if (p.functions.length === 1 && p.functions[0] === 'engineering' && MAKERS_QA.test(title))
        p.functions = ['quality'];
    }
  // A maker's maintenance head whose own about names the buildings beside the lines ("Mantenimiento de líneas de
  // autoclaves, cerradoras y edificios") keeps both: plant maintenance (operations) and the buildings (facilities)
  // (holdout 43).
  const keepsBuildingsToo = ABOUT_BUILDINGS.test(
    normalizeText((profile.about ?? '').replace(PAST_PHRASE, ' ')),
  );
  if (MAKES_THINGS.test(normalizeText(company.industry ?? '')))
    for (const p of positions) {
      if (p.here === null) continue;
      const title = normalizeText(p.title);
      if (
        (p.functions.length === 0 || (p.functions.length === 1 && p.functions[0] === 'engineering')) &&
        TECHNICAL_HEAD.test(title)
      )
        p.functions = ['operations', 'hardware_engineering'];
      else if (p.functions.length === 0 && LAB.test(title)) p.functions = ['quality'];
      else if (p.functions.length === 1 && p.functions[0] === 'engineering' && MAKERS_QA.test(title))
        p.functions = ['quality'];
      else if (
        p.functions.length === 1 &&
        p.functions[0] === 'facilities' &&
        (MAINTENANCE.test(title) || ELECTRICIAN.test(title)) &&
        !BUILDINGS.test(title)
      )
        p.functions = p.current && keepsBuildingsToo ? ['operations', 'facilities'] : ['operations'];
    }
  // A bare "Architect" or "Senior Architect" at a builder, a construction or architecture firm plans its buildings
  // (ISCO-08 2161 building architects): architecture, its own function beside the civil engineers (holdout 46).
  // Elsewhere a bare English architect is left as it reads (a software or solution architect).
  // At a firm its partners own (law, accounting, consulting, architecture), "Partner" joined to another role ("Managing
  // Director & Partner", "Administrerende direktør & partner", "Partner og kontorleder Oslo") is an equity partner who
  // also holds that role: owner beside its levels. Not an associate, salaried or junior partner, nor a business or
  // HR partner (holdout 46). So is a partner named with the practice they lead ("Partner Tax", "Partnerin
  // Wirtschaftsprüfung", "Partnerica - davčno svetovanje"), in the partners' own languages (holdout 49).
  if (PARTNERSHIP_FIRM.test(normalizeText(company.industry ?? '')))
    for (const p of positions) {
      if (p.here === null || p.levels.includes('owner')) continue;
      const title = normalizeText(spellOutAbbreviations(p.title));
      if (!(JOINED_PARTNER.test(title) || PRACTICE_PARTNER.test(title)) || NOT_EQUITY_PARTNER.test(title))
        continue;
      p.levels = ['owner', ...p.levels.filter((l) => l !== 'individual')];
      p.level = 'owner';
      if (p.engagement === 'employee') p.engagement = 'founder';
    }
  if (PLANS_BUILDINGS.test(normalizeText(company.industry ?? '')))
    for (const p of positions) {
      if (p.here === null) continue;
      const title = normalizeText(p.title);
      if (!BUILDING_ARCHITECT.test(title) || namesFunction(p.title)) continue;
      if (p.functions.length === 0 || (p.functions.length === 1 && p.functions[0] === 'engineering'))
        p.functions = ['architecture'];
    }
  // At an airline a ship's rank is a pilot's ("Captain", "First Officer", "Comandante"), its technical
  // director runs aircraft maintenance (Part-145, CAMO) and its maintenance technicians and mechanics keep the
  // aircraft flying, unless the title names the buildings (holdout 24).
  const industry = normalizeText(company.industry ?? '');
  const airport = AIRPORT_OPERATOR.test(normalizeText(company.name ?? ''));
  if (FLIES.test(industry) && !MAKES_THINGS.test(industry))
    for (const p of positions) {
      if (p.here === null) continue;
      const title = normalizeText(p.title);
      if (CREW_PLANNING.test(title) && p.functions.every((fn) => fn in CREW_WORDS || fn === 'operations'))
        p.functions = ['operations_control'];
      else if (p.functions[0] === 'seafaring' || (p.functions.length === 0 && AIRLINE_RANK.test(title)))
        p.functions = ['flight_crew'];
      // "Safety Manager", "Safety Officer": at an airline the safety management system's, unless the title names work,
      // health or the environment (holdout 66).
      else if (
        p.functions.length === 1 &&
        p.functions[0] === 'health_safety' &&
        SAFETY_WORD.test(title) &&
        !OCCUPATIONAL_SAFETY.test(title)
      )
        p.functions = ['flight_safety'];
      else if (
        (p.functions.length === 0 || (p.functions.length === 1 && p.functions[0] === 'engineering')) &&
        TECHNICAL_HEAD.test(title)
      )
        p.functions = ['aircraft_maintenance'];
      else if (
        p.functions.length <= 1 &&
        (p.functions[0] ?? 'operations') in AIRLINE_MAINTAINS &&
        AIRCRAFT_MECHANIC.test(title) &&
        !BUILDINGS.test(title)
      )
        p.functions = airport && !AIRCRAFT.test(title) ? ['facilities'] : ['aircraft_maintenance'];
      else if (
        p.functions.every((fn) => fn === 'operations' || fn === 'engineering' || fn === 'it') &&
        NETWORK_PLANNING.test(title)
      )
        p.functions = ['revenue_management'];
    }
  // "GRC Specialist" whose headline says "ISO 27001": compliance with information-security standards is
  // information security, the compliance it does second.
  const ownWords = normalizeText(
    `${profile.headline ?? ''} ${profile.about ?? ''}`.replace(PAST_PHRASE, ' '),
  );
  if (SECURITY_STANDARD.test(ownWords))
    for (const p of positions)
      if (
        p.current &&
        p.here !== null &&
        p.functions[0] === 'compliance' &&
        !p.functions.includes('security') &&
        !p.functions.includes('privacy')
      )
        p.functions = ['security', ...p.functions];
  // At a maker of medicines or medical devices, the medical director here ("Direttore Medico", "Medical Director")
  // heads medical affairs, not a ward's physicians as at a hospital (holdout 59).
  if (
    MAKES_MEDICINES.test(employerIndustry) &&
    !/\b(hospital|health ?care|clinic\w*)\b/.test(employerIndustry)
  )
    for (const p of positions)
      if (
        p.here !== null &&
        MEDICAL_DIRECTOR.test(normalizeText(p.title)) &&
        p.functions.every((f) => f === 'physicians' || f === 'clinical')
      ) {
        // "Medisch directeur (Klinisch geneticus)": a specialty the title names beside it stays the holder's (holdout 47).
        const beside = readTitle(normalizeText(p.title).replace(MEDICAL_DIRECTOR, ' ')).functions;
        p.functions = ['medical_affairs', ...beside.filter((f) => f !== 'medical_affairs')];
      }
  const anyHere = positions.some((p) => p.here !== null);
  const currentElsewhere = positions.some((p) => p.current && p.here === null);
  if (!anyHere && !currentElsewhere) {
    const title = headlineTitle(profile.headline);
    if (title) {
      positions.push({
        ...readTitle(title),
        company: company.name,
        here: 'name',
        current: true,
        source: 'headline',
        start: null,
        end: null,
      });
    }
  }
  return { positions, items };
}
