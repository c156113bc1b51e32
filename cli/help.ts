/** Help texts: `ctp help`, `ctp help <command>` and `ctp <command> --help`. */

const COMMON = `Options for every command:
  --json               print the API's JSON response (for scripts)
  --base-url URL       the API (default: $CTP_BASE_URL, else http://127.0.0.1:3000)
  --api-key KEY        your API key (default: $CTP_API_KEY)
  -h, --help           this help`;

export const EXIT_CODES = `Exit codes:
  0    success (with --wait: the job is done)
  1    the API answered with an error (printed as "error: <code>: <message>")
  2    usage error: unknown command or option, missing argument, no API key
  3    the job ended without a result: not_found, no_employees, no_people_found,
       too_large, failed or cancelled
  4    the API could not be reached (connection refused, DNS, timeout)
  130  interrupted (Ctrl+C)`;

export const MAIN_HELP = `ctp: command-line client of the Company Target-People API

Usage: npx ctp <command> [arguments] [options]

Jobs:
  submit <company>      submit a company and a persona; --wait follows it to the result
  status <job_id>       show a job (the ranked people once done); --wait follows it
  list                  list your jobs, newest first
  preview <job_id>      the live roster of a running job
  cancel <job_id>       cancel a running job (never charged)

Personas:
  personas                                  list your personas
  personas create --name N --definition D   create one
  personas update <slug> [--name N] [--definition D] [--default]
  personas delete <slug>

Account:
  account               balance, plan, jobs in flight, recent ledger

  help [command]        help for a command (also: npx ctp <command> --help)

${COMMON}

${EXIT_CODES}

Examples:
  export CTP_API_KEY=ctp_local_demo_key
  npx ctp submit acme-robotics --persona owners-founders --wait
  npx ctp status job_mwqvpakubb4d900a0a895e4c7d9c --wait
  npx ctp list --q acme --json

More: docs/cli.md
`;

export const COMMAND_HELP: Record<string, string> = {
  submit: `Usage: npx ctp submit <company> [--persona SLUG] [--callback-url URL] [--idempotency-key KEY] [--wait]

Submits a job: finds the people at <company> who fit the persona. <company> is a company page URL
(https://www.linkedin.com/company/<slug-or-id>), a company slug or a numeric company id.

  --persona SLUG          persona slug (default: your account's default persona)
  --callback-url URL      HTTPS URL that receives the signed webhook when the job is done
  --idempotency-key KEY   1-128 characters; submitting again with the same key and request returns
                          the same job instead of a new one, so a retry is always safe
  --wait                  follow the job (stage, state and counters on one line) until it ends,
                          then print the ranked people. Ctrl+C stops waiting; the job keeps running.

Without --wait it prints the job id. With --json it prints {"job_id"}; with --wait --json the final
job. The exit code with --wait is 0 when the job is done and 3 when it ended otherwise.

${COMMON}

Examples:
  npx ctp submit acme-robotics --persona owners-founders --wait
  npx ctp submit https://www.linkedin.com/company/acme-robotics --persona sales-leaders --idempotency-key crm-4711
  JOB=$(npx ctp submit 1035 --json | jq -r .job_id)
`,
  status: `Usage: npx ctp status <job_id> [--wait]

Shows a job: its stage and counters while it runs; the ranked people (rank, name, role, decision
maker, email status, why) once it is done; the status and its message when it ended otherwise.
Polling a finished job is free and always returns the same result.

  --wait    follow the job until it ends (Ctrl+C stops waiting, the job keeps running)

Exit code: 0 when the job is done or still processing (with --wait: only done), 3 when it ended
without a result.

${COMMON}

Examples:
  npx ctp status job_mwqvpakubb4d900a0a895e4c7d9c
  npx ctp status job_mwqvpakubb4d900a0a895e4c7d9c --wait
  npx ctp status job_mwqvpakubb4d900a0a895e4c7d9c --json | jq '.target_people[0].person.name'
`,
  list: `Usage: npx ctp list [--q TEXT] [--limit N] [--skip N]

Lists your jobs, newest first.

  --q TEXT     only jobs whose submitted input contains TEXT (case-insensitive)
  --limit N    jobs per page, 1 to 100 (default 20)
  --skip N     jobs to skip, for the next pages

${COMMON}

Examples:
  npx ctp list
  npx ctp list --q acme --limit 5
  npx ctp list --skip 20 --json | jq '.jobs[].job_id'
`,
  preview: `Usage: npx ctp preview <job_id>

Shows the live roster of a job as it is scanned (names and headlines, at most 50 people), its stage
and its counters. Contacts and full profiles come only with the result.

${COMMON}

Example:
  npx ctp preview job_mwqvpakubb4d900a0a895e4c7d9c
`,
  cancel: `Usage: npx ctp cancel <job_id>

Cancels a running job: it stops, its credit hold and its slot are released and it is never charged.
Cancelling a job that already ended changes nothing (a done job stays done and charged).

${COMMON}

Example:
  npx ctp cancel job_mwqvpakubb4d900a0a895e4c7d9c
`,
  personas: `Usage:
  npx ctp personas                                           list your personas
  npx ctp personas create --name NAME --definition TEXT [--default]
  npx ctp personas update <slug> [--name NAME] [--definition TEXT] [--default]
  npx ctp personas delete <slug>

A persona is a plain-language description of who to keep, judged per person (not a keyword filter).
The slug is derived from the name when the persona is created and never changes. --default makes the
persona your account's default. The system persona owners-founders cannot be edited or deleted.

${COMMON}

Examples:
  npx ctp personas create --name "Sales leaders" \\
    --definition "Heads of sales, VPs of sales and sales directors. Exclude account executives and SDRs."
  npx ctp personas update sales-leaders --default
  npx ctp personas delete sales-leaders
`,
  account: `Usage: npx ctp account

Shows your account: plan, credits (available, balance, on hold), jobs in flight and the plan's limit,
the default persona and the recent ledger. --json also shows the whole webhook signing secret.

${COMMON}

Example:
  npx ctp account --json | jq .credits_available
`,
  help: `Usage: npx ctp help [command]

Examples:
  npx ctp help
  npx ctp help submit
`,
};
