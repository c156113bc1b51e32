/**
 * The parts of the API's responses that the CLI reads (docs/api.md, spec part 2). Every field is
 * optional or nullable on purpose: the CLI must tolerate fields it does not know and fields that are
 * null, and never crash on a response shape it did not expect.
 */

export const STAGES = [
  'match_company',
  'scan_team',
  'enrich_profiles',
  'find_candidates',
  'verify_candidates',
  'match_target',
] as const;

export const TERMINAL_FAILURES = [
  'not_found',
  'no_employees',
  'no_people_found',
  'too_large',
  'failed',
  'cancelled',
] as const;

export interface TargetPersonView {
  rank_in_company?: number | null;
  is_decision_maker?: boolean | null;
  why?: string | null;
  person?: { name?: string | null; headline?: string | null } | null;
  professional?: { role?: string | null; tier?: string | null } | null;
  contact?: {
    email?: { address?: string | null; status?: string | null; source?: string | null } | null;
  } | null;
}

export interface JobView {
  job_id: string;
  status: string;
  processing_state?: string | null;
  stage?: string | null;
  next_retry_at?: string | null;
  message?: string | null;
  company_id?: number | null;
  company?: { name?: string | null; domain?: string | null; employees_count?: number | null } | null;
  persona?: { slug?: string | null; name?: string | null } | null;
  team_scanned?: number | null;
  profiles_enriched?: number | null;
  preliminary_candidates?: number | null;
  target_people_count?: number | null;
  target_people?: TargetPersonView[] | null;
  credits_charged?: number | null;
  credits_balance?: number | null;
  input?: string | null;
  created_at?: string | null;
}

export interface JobListItemView {
  job_id: string;
  status: string;
  input?: string | null;
  company_name?: string | null;
  persona?: string | null;
  employees?: number | null;
  team_scanned?: number | null;
  target_people?: number | null;
  credits_charged?: number | null;
  created_at?: string | null;
}

export interface JobListView {
  count: number;
  jobs: JobListItemView[];
}

export interface PreviewView {
  job_id: string;
  status?: string | null;
  stage?: string | null;
  counters?: Record<string, number | null> | null;
  people?:
    | { name?: string | null; headline?: string | null; verification_complete?: boolean | null }[]
    | null;
  capped?: boolean | null;
}

export interface PersonaInterpretationView {
  reader?: string | null;
  summary?: string | null;
  warnings?: string[] | null;
}

export interface PersonaView {
  slug: string;
  name: string;
  definition?: string | null;
  is_default?: boolean | null;
  is_system?: boolean | null;
  created_at?: string | null;
  /** How the service read the definition (older servers do not send it). */
  interpretation?: PersonaInterpretationView | null;
}

export interface PersonaListView {
  count?: number;
  default_persona?: string | null;
  personas: PersonaView[];
}

export interface PersonaDeletedView {
  slug: string;
  deleted: boolean;
  default_persona?: string | null;
}

export interface AccountView {
  account_id?: string | null;
  name?: string | null;
  tier?: string | null;
  concurrency_limit?: number | null;
  jobs_in_flight?: number | null;
  credits_balance?: number | null;
  credits_on_hold?: number | null;
  credits_available?: number | null;
  default_persona?: string | null;
  webhook_signing_secret?: string | null;
  ledger?:
    | {
        type?: string | null;
        amount?: number | null;
        job_id?: string | null;
        note?: string | null;
        created_at?: string | null;
      }[]
    | null;
  created_at?: string | null;
}
