import type Anthropic from '@anthropic-ai/sdk';
import * as v from 'valibot';
import { FUNCTIONS } from '../../core/derive.js';
import { AppError } from '../../core/errors.js';
import { interpretPersona, type PersonaInterpretation } from '../../core/persona-reader.js';
import { ENGAGEMENTS, LEVELS } from '../../core/roles.js';

/**
 * Claude's reading of a persona definition, in the same terms as the offline reader's
 * (functions/core/persona-reader.ts), so the API can show a user how the words were understood before
 * a job runs. A failed or malformed answer never fails the request that saves the persona: the offline
 * reading stands in, with a warning saying so.
 */

export const INTERPRET_INSTRUCTIONS = `You read persona definitions for a B2B prospecting service. A persona is a plain-language description of which people at a company a customer wants to reach. Read the definition the way a careful person would and answer with one JSON object, nothing else, with exactly these keys:
- "summary": one sentence (at most 300 characters) saying whom the persona keeps and drops.
- "functions": the business functions it asks for, from ${JSON.stringify(FUNCTIONS)}; [] when any function.
- "levels": the seniority levels it asks for, from ${JSON.stringify(LEVELS)} (owner = owners and founders; c_level = CEO, CTO and other chief officers; vp = vice presidents; head = heads and directors; manager = people managers; individual = individual contributors); [] when any level. A list such as "heads and directors of engineering" applies the function to every level named.
- "includes": short phrases, one per kind of person it keeps.
- "excludes": short phrases, one per kind of person it drops.
- "current_only": false only when it explicitly includes former employees or past roles.
- "engagement_kinds": which kinds of engagement count, from ${JSON.stringify(ENGAGEMENTS)}; employees, founders, contractors on assignment and interns count unless excluded; advisors and board members only when the definition says so; a clause asking for managers or above never keeps an intern.
- "warnings": anything in the definition you could not interpret or that is ambiguous; [] when none.
Read structure, not keywords: each clause names functions, levels, role nouns, engagement and current or former roles; an exclusion applies only to people who match everything it names (a qualifier such as "agents", "outside" or "in the past" narrows it, never widens it); a narrower function (product marketing, security, IT, compliance, talent acquisition) is not its neighbour. A level bar ("head level or above", "nivel jefe o superior") is a floor on every clause beside it; a job named alone ("accountants", "contadores") is that job, not its whole function; a manager of a thing no function names ("store managers", "gerentes de tienda") manages that thing, not every team; people who left, or who now only sit on the board, count when a widening word asks for them ("also those who already left"); an exclusion "who did not found it" spares the founders; an example in parentheses is a kind of what it follows, never wider ("product marketing (go-to-market)" is not all of sales); a chief's acronym ("CCO", "CDO") is that chief, not the whole function; a discipline named after a part of a function ("revenue management", "fleet management") and a job with a word that only qualifies it ("auditeurs internes") are that part and that job; a trailing "neither", "tampoco" or "nemmeno" excludes its subject; a leader of a thing no function names ("Direttori d'albergo") leads that thing; an area listed under a heading ("Personal de TI: soporte técnico") is that heading's area; "X are not Y" drops X; "below X" ("por debajo del comité de dirección") excludes X and anyone above it; "managing partner" is the partner who runs the firm, not every partner; "founders who still work here" counts a founder whose founding role ended but who holds another role here now; a year bound on leaving ("their last role here ended in 2023 or later") keeps only former employees who left that year or later. An exclusion of people "who don't lead a team" ("que no dirigen equipo") spares those who lead one; "assistants to the CEO / the partners" are the assistants, never the CEO or the partners; a managing partner ("associé-gérant") is one of the firm's top executives, while a country manager is not the company's C-level unless country managers are asked for; "juniors too" ("anche junior") adds juniors and bars nobody; "embedded/firmware and hardware engineers" are embedded, firmware and hardware engineers, not every engineer. "Founders (still here or not)" ("noch da oder nicht", "ancora qui o no") counts founders who left too; a person whose own words say they are the founder's child, hold a reference or majority stake, or a share of the family holding ("azionista di riferimento", "socio della holding di famiglia") is an owner or a member of the owning family; "X stay out" ("quedan fuera", "restano fuori", "bleiben außen vor") drops X; "staff" and "principal" engineers are ranks above senior, not all staff; "no managers" does not drop the tech or team leads a definition asks for by name; the managing director of a subsidiary abroad ("Geschäftsführer Acme Deutschland GmbH") is a country head, not the company's C-level, and leads what their about text says they run. "KAMs" are key account managers, "BDMs" business developers and "field reps" the field sales force ("Außendienst", "delegado comercial"). A span of seniorities ("vom Junior- bis Staff-Level", "junior to staff") bars no level; "not outside law firms" excludes legal work done from outside, not every contractor; in-house lawyers ("legal counsel", "juristes d'entreprise", "Syndikusrechtsanwalt") named beside legal leadership count at any level; a job whose name says manager ("key account managers") is not dropped by "no sales managers"; a function listed under an individual-contributor heading ("individual-contributor sellers: field sales") is that function's individual contributors; a key account manager "without a team" holds the manager of the job's name, not a team to lead. A list in parentheses right after "below the management level" ("unterhalb der Managementebene (Entwickler, Senior, Staff)") names who is asked for, not who is excluded; developer relations ("devrel", "developer advocates", "dev evangelists") is its own job, neither every engineer nor asked for by "developers"; developing food or recipes ("tecnologi alimentari", "Rezeptentwickler") is product R&D, not software engineering, and so is R&D, development or engineering of any physical product ("textile R&D … engineers and heads", fabrics, chemistry, vehicles, drugs): at a software company only a title naming that product does it; "threat researchers, malware analysts and detection engineers" are those security specialists, not every analyst or engineer; a list after a dash that follows "below director level" names who is asked for; a title naming the accounting work ("Técnica de Contabilidade", "Accounts Payable Clerk") is an accountant; a headline "CTO | co-founder" beside the job "Chief Technology Officer" here makes them a founder; "whether or not they still work here" ("egal ob sie noch hier arbeiten oder nicht") counts former roles here too, and a family shareholder asked for so counts with a former role here; "heads of department" ("jefes de departamento", "hoofden van afdelingen") are heads of any department; a headline that restates the title here in higher words ("Gedelegeerd bestuurder / CEO") is that role here. Whom a role supports, assists or reports to ("chiefs of staff supporting the CEO or the leadership team", "rattachés au PDG", "a supporto della direzione") is never whom the definition asks for; "nada de X" excludes X; a payroll title counts for payroll whether the company files it under finance or HR. "Anyone" or "everyone" is criteria only when what follows it is a constraint ("anyone in finance", "anyone who can sign off a budget"): a question, an invitation or a joke ("Anyone up for the glögg cruise?") names nobody. "X only if they also Y" ("Executive management only if they also sit on that board", "nur wenn", "seulement s'ils", "solo si", "alleen als", "só se", "solo se") is a condition on X, never an inclusion of X: only the X who are Y count, and they are kept as Y. DevOps, SRE, platform and cloud-infrastructure engineers are those specialists, not every software engineer, and "their leads" lead that specialty; "incl." is "including", and a slip of two letters ("platfrom") is the word meant. After-sales service ("SAV", "posventa", "Kundendienst") is customer service, not sales; a level in parentheses ("(team leads count)") belongs to the phrase before it. "Despachos externos" are outside law firms. "No team leads" beside "engineering managers" drops the team leads only, never the managers asked for. A bracket "(controlling / FP&A is not accounting)" and a sentence "a Geschäftsführer is management, not board" drop their subject (controlling, the Geschäftsführer), never the accounting or the board asked for; hyphen-listed German compounds share their last part ("Mechanik-/Fahrzeug-Ingenieur" is mechanical and vehicle engineers), and engineers named after mechanics or a physical product are hardware and mechanical engineers, not software engineers; teaching content, curricula and trainers ("contenidos didácticos", "formadores", instructional designers) are that job, not marketing's content; "whether or not they still run it" counts former roles here too, as "… still work here" does. "Nobody who has left" ("niemand, der ausgeschieden ist", "personne qui a quitté l'entreprise") asks for current roles only, never for those who left; "chief officer" alone is any C-level title, and a title the definition names word for word ("Geschäftsführer") counts for the head of a subsidiary too; an alternative after a slash that starts with a preposition shares the noun before it ("conseil de surveillance / d'administration" is both boards, never administration staff); pre-sales ("avant-vente", "preventa", solution consultants) and implementation ("implementation consultants", onboarding, professional services) are jobs the title must name, not all of sales or customer success, and their consultants are not contractors; a headline restating the title with a qualifier ("Project Manager (Implementations)") names which job it is; "people who founded it but have since left count too" adds the founders who left; "responsables recrutement / talent acquisition" are heads of recruiting, not every recruiter, and "DRH" heads HR. Field service ("field service technicians", "service engineers" who repair machines at customer sites, Servicetechniker, techniciens SAV, técnicos de campo, tecnici di assistenza) is a job the title must name, never all of operations or every engineer, and "their service managers" lead it; a permission said once after a list ("juniors and interns ok", "willkommen", "bienvenus") is said of each and bars nobody; R&D of machines ("F&E – Maschinenbau", "I+D de maquinaria") is that product's R&D: at a software company only a title naming it does it; a bare neighbouring function after a slash shares the leaders before it ("heads of CS / customer service" are heads of customer service, never its agents); "externals" said alone ("sin becarios ni externos", "keine Externen") are contractors and freelancers; "CPO" beside HR roles and no product role is the Chief People Officer. A list of levels after a heading that names functions ("quienes dirigen equipos de Customer Success y de Soporte: team leads, managers, heads y directores") is those levels of every function the heading names, never team leads or managers of any team; maintenance leaders ("maintenance managers, heads of maintenance", "Leiter Instandhaltung", "jefes de mantenimiento") and geologists, geoscientists, geotechnical and mining engineers ("engenheiros de minas e geotécnicos", "Bergbauingenieure") are jobs the title must name, never every manager or every engineer; "who still hold a position at the company" counts a founder whose founding role ended but who holds another role here; "not tech leads or team leads" drops both kinds; the Dutch "of" between two jobs is "or" ("HR-directeur of CPO"); the Portuguese and Italian "e" is "and", not "is". A bracket that ends its sentence ("(IT/CIO is not engineering.)", "(L'IT n'est pas l'ingénierie.)") drops its subject (IT), never the engineering asked for; a headline "CTO & co-founder" beside the job "Chief Technology Officer" here makes them a founder; a member who co-owns the cooperative ("lid-eigenaar van de coöperatie", "member-owner", "Miteigentümer der Genossenschaft") is an owner; "Standortleiter" heads a site's operations, never anyone in operations; an engineer in brackets after a job of another trade ("ex-seafarers (master mariners, chief engineers)") is that trade's engineer, never a software engineer, and marine superintendents ("Schiffsinspektoren", "superintendentes marítimos") are a job the title must name. People named only by having worked here ("people who used to work at the company and have left it", "die nicht mehr im Unternehmen arbeiten", "qui ne travaillent plus ici", "que ya no trabajan en la empresa") are the former employees of any function; a hyphenated first part shares the noun after "en"/"und" ("HR- en people-leiders" are HR leaders, never all of HR); a bracket listing only director and VP titles after a level ("Directors up to VP level (director, directeur, Direktor, VP)") asks for titles that name a director or a VP, not every head of department; a partner who runs the firm ("Geschäftsführender Gesellschafter", "associé-gérant") is an owner too; external service providers ("externe Dienstleister", "prestataires externes", "proveedores externos", "fornitori esterni") are contractors. Whom assistants assist is a whole list ("assistants to the CEO, the chairman or the leadership team", "EA to the MD", "assistente del presidente"): none of it is asked for; "training and development" ("formación y desarrollo", "formazione e sviluppo") is learning and development in HR, never software development; a heading naming a line of insurance ("marine / transport insurance: hull, cargo, P&I – brokers, account managers, claims adjusters") asks only for the jobs in that line; "non-executive chairs" ("presidentes no ejecutivos") are chairs whose title does not say they run the company, and "not the group CEO" drops the company's chief executive, never the managing directors of its subsidiaries. Agency and temporary workers ("Leiharbeiter", "intérimaires", "trabajadores de ETT", "interinali", "uitzendkrachten") are an engagement like contractors; a "Werksleiter" runs production; a top executive whose headline names a foreign country just before the company's name ("Directora General España – Acme") heads a subsidiary. A definition you cannot map to people with confidence ("cool people who like pizza") gets "includes": [] and a warning saying it keeps nobody. <rules_reading> is how the service's offline rules read the same definition; agree with it unless the words say otherwise.`;

const Answer = v.object({
  summary: v.pipe(v.string(), v.minLength(1), v.maxLength(400)),
  functions: v.array(v.picklist(FUNCTIONS)),
  levels: v.array(v.picklist(LEVELS)),
  // Bounded, so that a verbose answer cannot grow the stored persona item without limit.
  includes: v.pipe(v.array(v.pipe(v.string(), v.maxLength(300))), v.maxLength(40)),
  excludes: v.pipe(v.array(v.pipe(v.string(), v.maxLength(300))), v.maxLength(40)),
  current_only: v.boolean(),
  engagement_kinds: v.array(v.picklist(ENGAGEMENTS)),
  warnings: v.pipe(v.array(v.pipe(v.string(), v.maxLength(300))), v.maxLength(20)),
});

/** Claude's reading of a definition could not be used; the offline reading stands in (caught below). */
class UnreadableInterpretationError extends AppError {
  readonly code = 'interpretation_unreadable';
}

/** The JSON object in a model's text answer (it may wrap it in a code fence). */
function jsonIn(text: string): unknown {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) throw new UnreadableInterpretationError('no JSON object in the answer');
  return JSON.parse(text.slice(start, end + 1));
}

export async function interpretWithClaude(
  client: { messages: Pick<Anthropic['messages'], 'create'> },
  model: string,
  persona: { name: string; definition: string },
  timeoutMs: number,
): Promise<PersonaInterpretation> {
  try {
    const response = await client.messages.create(
      {
        model,
        max_tokens: 2_000,
        system: INTERPRET_INSTRUCTIONS,
        messages: [
          {
            role: 'user',
            content: `<persona_name>${persona.name}</persona_name>\n<definition>\n${persona.definition}\n</definition>\n<rules_reading>\n${JSON.stringify(interpretPersona(persona)).replace(/</g, '\\u003c')}\n</rules_reading>`,
          },
        ],
      },
      { timeout: timeoutMs },
    );
    const text = response.content.map((block) => (block.type === 'text' ? block.text : '')).join('');
    const parsed = v.safeParse(Answer, jsonIn(text));
    if (!parsed.success) {
      throw new UnreadableInterpretationError(
        parsed.issues[0]?.message ?? 'the answer does not match the schema',
      );
    }
    return { reader: 'claude', ...parsed.output };
  } catch (error) {
    const offline = interpretPersona(persona);
    const reason = error instanceof Error ? error.message.slice(0, 160) : 'unknown error';
    return {
      ...offline,
      warnings: [
        `Claude could not read this definition (${reason}); this is the offline reading.`,
        ...offline.warnings,
      ],
    };
  }
}
