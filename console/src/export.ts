import type { Job, TargetPerson } from './api';

export const CSV_COLUMNS = [
  'rank',
  'name',
  'headline',
  'tier',
  'role',
  'decision_maker',
  'email',
  'email_status',
  'email_source',
  'profile_url',
  'why',
] as const;

export function csvRow(p: TargetPerson): string[] {
  return [
    String(p.rank_in_company),
    p.person.name ?? '',
    p.person.headline ?? '',
    p.professional.tier ?? '',
    p.professional.role ?? '',
    p.is_decision_maker ? 'yes' : 'no',
    p.contact.email?.address ?? '',
    p.contact.email?.status ?? '',
    p.contact.email?.source ?? '',
    p.person.network_url ?? '',
    p.why,
  ];
}

const cell = (value: string) => {
  // Quote every cell; a leading = + - @ is prefixed so that a spreadsheet never runs it as a formula.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
};

export function toCsv(people: TargetPerson[]): string {
  return `${[CSV_COLUMNS as readonly string[], ...people.map(csvRow)].map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;
}

export function download(name: string, type: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function curlFor(job: Job): string {
  return `curl -s ${location.origin}/v1/jobs/${job.job_id} -H "X-API-Key: $CTP_API_KEY"`;
}
