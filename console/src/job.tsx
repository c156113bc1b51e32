import { useEffect, useRef, useState } from 'preact/hooks';
import {
  type ApiProblem,
  api,
  asProblem,
  type Job,
  type Preview,
  type Stage,
  type TargetPerson,
  unwrap,
} from './api';
import { curlFor, download, toCsv } from './export';
import { Avatar, dash, formatTime, Loading, PageTitle, ProblemBox, StatusBadge, useCountdown } from './ui';

const STAGES: { stage: Stage; label: string; about: string }[] = [
  { stage: 'match_company', label: 'Match company', about: 'Looking the company up' },
  { stage: 'scan_team', label: 'Scan team', about: 'Reading the roster' },
  { stage: 'enrich_profiles', label: 'Enrich profiles', about: 'Enriching every profile' },
  { stage: 'find_candidates', label: 'Find candidates', about: 'The broad first pass of the persona judge' },
  { stage: 'verify_candidates', label: 'Verify candidates', about: 'The careful pass over the shortlist' },
  { stage: 'match_target', label: 'Match target', about: 'Ranking, finding and verifying emails' },
];

const POLL_MS = 1000;

/** The stage that decides each early end (docs/pipeline.md); failed and cancelled can end anywhere. */
const STOPS_AT: Partial<Record<Job['status'], number>> = {
  not_found: 0,
  too_large: 0,
  no_employees: 1,
  no_people_found: 4,
};

export function JobPage({ jobId }: { jobId: string }) {
  const [job, setJob] = useState<Job | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const [reached, setReached] = useState(-1);
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const next = await unwrap(api.GET('/v1/jobs/{job_id}', { params: { path: { job_id: jobId } } }));
        if (!live) return;
        setJob(next);
        setProblem(null);
        if (next.status === 'processing') {
          const index = STAGES.findIndex((s) => s.stage === next.stage);
          setReached((r) => Math.max(r, index));
          const seen = await unwrap(
            api.GET('/v1/jobs/{job_id}/preview', { params: { path: { job_id: jobId } } }),
          );
          if (live) setPreview(seen);
          timer = setTimeout(poll, POLL_MS);
        }
      } catch (error) {
        if (!live) return;
        const found = asProblem(error);
        setProblem(found);
        // A blip (a 503, the network) is retried; a refusal (401, 404) is final.
        if (found.status === 0 || found.status >= 500) timer = setTimeout(poll, POLL_MS * 2);
      }
    };
    poll();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [jobId]);

  const cancel = async () => {
    setCancelling(true);
    try {
      const next = await unwrap(
        api.POST('/v1/jobs/{job_id}/cancel', { params: { path: { job_id: jobId } } }),
      );
      setJob(next);
    } catch (error) {
      setProblem(asProblem(error));
    } finally {
      setCancelling(false);
    }
  };

  if (!job) return problem ? <ProblemBox problem={problem} /> : <Loading label="Loading the job…" />;
  const title = job.company?.name ?? job.input;
  return (
    <section>
      <p class="crumbs">
        <a href="#/jobs">Jobs</a> / <span class="mono">{job.job_id}</span>
      </p>
      <div class="page-head">
        <PageTitle>{title}</PageTitle>
        <div class="actions">
          <StatusBadge status={job.status} />
          {job.status === 'processing' && (
            <button type="button" class="danger" onClick={cancel} disabled={cancelling}>
              {cancelling ? 'Cancelling…' : 'Cancel job'}
            </button>
          )}
        </div>
      </div>
      <p class="muted">
        Persona {job.persona ? `${job.persona.name} (${job.persona.slug})` : '—'} · submitted{' '}
        {formatTime(job.created_at)} ·{' '}
        {job.status === 'processing'
          ? '1 credit on hold, charged only if it is done'
          : `${job.credits_charged} credit${job.credits_charged === 1 ? '' : 's'} charged`}
        {job.credits_balance !== null && ` · balance ${job.credits_balance}`}
      </p>
      {problem && <ProblemBox problem={problem} />}
      <Timeline job={job} reached={reached} />
      {job.message && <p class="note">{job.message}</p>}
      <Counters job={job} />
      {job.status === 'processing' && preview && <Facepile preview={preview} />}
      {job.status === 'done' && job.target_people && <Result job={job} people={job.target_people} />}
      {job.status === 'cancelled' && <p class="note">This job was cancelled. Nothing was charged.</p>}
    </section>
  );
}

function Timeline({ job, reached }: { job: Job; reached: number }) {
  const current = STAGES.findIndex((s) => s.stage === job.stage);
  const countdown = useCountdown(job.processing_state === 'delayed' ? job.next_retry_at : null);
  const done = job.status === 'done';
  // Where a job that ended early stopped: from its stage when seen running, else from its status.
  const stoppedAt =
    job.status === 'processing' ? current : Math.max(current, reached, STOPS_AT[job.status] ?? -1);
  return (
    <ol class="timeline" aria-label="Pipeline stages">
      {STAGES.map((s, i) => {
        let state: 'done' | 'active' | 'delayed' | 'pending' | 'stopped' = 'pending';
        if (done || i < stoppedAt) state = 'done';
        else if (job.status === 'processing' && i === current)
          state = job.processing_state === 'delayed' ? 'delayed' : 'active';
        else if (job.status !== 'processing' && i === stoppedAt) state = 'stopped';
        return (
          <li
            key={s.stage}
            class={`step step-${state}`}
            aria-current={state === 'active' || state === 'delayed' ? 'step' : undefined}
          >
            <span class="step-dot" aria-hidden="true">
              {state === 'done' ? '✓' : i + 1}
            </span>
            <span class="step-label">{s.label}</span>
            <span class="step-about">
              {state === 'delayed'
                ? `Delayed: retrying ${countdown === null ? 'soon' : `in ${countdown} s`}`
                : state === 'active'
                  ? `${s.about}…`
                  : state === 'stopped'
                    ? job.status.replaceAll('_', ' ')
                    : state === 'pending' && job.status !== 'processing'
                      ? 'not run'
                      : state}
            </span>
          </li>
        );
      })}
      <li class="sr-only" aria-live="polite">
        {job.status === 'processing'
          ? `Stage ${current + 1} of 6, ${job.stage?.replaceAll('_', ' ')}, ${job.processing_state}`
          : `Job ${job.status.replaceAll('_', ' ')}`}
      </li>
    </ol>
  );
}

function Counters({ job }: { job: Job }) {
  const items: [string, number | null][] = [
    ['Scanned', job.team_scanned],
    ['Enriched', job.profiles_enriched],
    ['Candidates', job.preliminary_candidates],
    ['Target people', job.target_people_count],
  ];
  return (
    <dl class="stats">
      {items.map(([label, value]) => (
        <div key={label} class="stat">
          <dt>{label}</dt>
          <dd>{value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

function Facepile({ preview }: { preview: Preview }) {
  return (
    <section class="card" aria-labelledby="preview-title">
      <h2 id="preview-title">Roster so far</h2>
      <p class="muted small">Names only while the job runs; contacts come with the result.</p>
      {preview.people.length === 0 && <p class="muted">Nobody scanned yet.</p>}
      <ul class="facepile">
        {preview.people.map((p) => (
          <li key={p.person_ref} title={`${p.name ?? 'Unnamed'}${p.headline ? `, ${p.headline}` : ''}`}>
            <Avatar name={p.name} size="sm" />
            <span class="sr-only">{p.name ?? 'Unnamed'}</span>
          </li>
        ))}
      </ul>
      {preview.capped && <p class="muted small">Showing the first people only.</p>}
    </section>
  );
}

function Result({ job, people }: { job: Job; people: TargetPerson[] }) {
  const [open, setOpen] = useState<TargetPerson | null>(null);
  const [copied, setCopied] = useState(false);
  const slug = (job.company?.name ?? job.input).toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const curl = curlFor(job);
  return (
    <section aria-labelledby="result-title">
      <div class="page-head">
        <h2 id="result-title">
          {people.length} target {people.length === 1 ? 'person' : 'people'}
        </h2>
        <div class="actions">
          <button
            type="button"
            onClick={() => download(`${slug}-${job.job_id}.csv`, 'text/csv', toCsv(people))}
          >
            Export CSV
          </button>
          <button
            type="button"
            onClick={() =>
              download(`${slug}-${job.job_id}.json`, 'application/json', JSON.stringify(job, null, 2))
            }
          >
            Export JSON
          </button>
          <button
            type="button"
            onClick={() =>
              navigator.clipboard
                .writeText(curl)
                .then(() => setCopied(true))
                .catch(() => setCopied(false))
            }
          >
            {copied ? 'Copied' : 'Copy curl'}
          </button>
        </div>
      </div>
      <p class="muted small">The same result through the API (with your key in CTP_API_KEY):</p>
      <pre class="curl">{curl}</pre>
      <div class="table-wrap">
        <table class="people">
          <caption class="sr-only">Ranked target people</caption>
          <thead>
            <tr>
              <th scope="col" class="num">
                Rank
              </th>
              <th scope="col">Person</th>
              <th scope="col">Tier</th>
              <th scope="col">Why</th>
              <th scope="col">Email</th>
              <th scope="col">Profile</th>
            </tr>
          </thead>
          <tbody>
            {people.map((p) => (
              <tr key={p.rank_in_company}>
                <td class="num rank">{p.rank_in_company}</td>
                <td>
                  <div class="person-cell">
                    <Avatar name={p.person.name} />
                    <div>
                      <button type="button" class="link strong" onClick={() => setOpen(p)}>
                        {p.person.name ?? 'Unnamed'}
                      </button>
                      <span class="muted small block">{p.person.headline}</span>
                    </div>
                  </div>
                </td>
                <td>
                  {dash(p.professional.tier)}
                  {p.is_decision_maker && <span class="badge badge-ok small-badge">decision maker</span>}
                </td>
                <td class="why">{p.why}</td>
                <td>
                  {p.contact.email ? (
                    <>
                      <span class="mono">{p.contact.email.address}</span>
                      <span class="muted small block">
                        <span class={`dot dot-${p.contact.email.status}`} aria-hidden="true" />{' '}
                        {p.contact.email.status} · {p.contact.email.source}
                      </span>
                    </>
                  ) : (
                    <span class="muted">none found</span>
                  )}
                </td>
                <td>
                  {p.person.network_url ? (
                    <a href={p.person.network_url} target="_blank" rel="noopener noreferrer">
                      Profile<span class="sr-only"> of {p.person.name} (opens a new tab)</span>
                    </a>
                  ) : (
                    '—'
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {open && <PersonDrawer person={open} onClose={() => setOpen(null)} />}
    </section>
  );
}

function PersonDrawer({ person, onClose }: { person: TargetPerson; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement as HTMLElement | null;
    dialog?.showModal();
    return () => opener?.focus();
  }, []);
  const p = person.person;
  const s = person.signals;
  return (
    <dialog ref={ref} class="drawer" aria-labelledby="drawer-title" onClose={onClose}>
      <div class="drawer-head">
        <Avatar name={p.name} size="lg" />
        <div>
          <h2 id="drawer-title">{p.name}</h2>
          <p class="muted">{p.headline}</p>
        </div>
        <button type="button" class="ghost close" aria-label="Close" onClick={() => ref.current?.close()}>
          ✕
        </button>
      </div>
      <p class="why-box">
        <strong>#{person.rank_in_company}</strong> {person.why}
      </p>
      <dl class="facts">
        <dt>Role</dt>
        <dd>{dash(person.professional.role)}</dd>
        <dt>Tier</dt>
        <dd>{dash(person.professional.tier)}</dd>
        <dt>Function</dt>
        <dd>{dash(person.professional.function)}</dd>
        <dt>Location</dt>
        <dd>{dash(p.location && [p.location.city, p.location.country].filter(Boolean).join(', '))}</dd>
        <dt>Email</dt>
        <dd>
          {person.contact.email
            ? `${person.contact.email.address} (${person.contact.email.status}, ${person.contact.email.source}, quality ${person.contact.email.quality_score})`
            : '—'}
        </dd>
        <dt>Photo</dt>
        <dd>
          {p.photo_url ? (
            <a href={p.photo_url} target="_blank" rel="noopener noreferrer">
              On the network (opens a new tab)
            </a>
          ) : (
            '—'
          )}
        </dd>
      </dl>
      {p.about && (
        <>
          <h3>About</h3>
          <p>{p.about}</p>
        </>
      )}
      <h3>Experience</h3>
      {person.experience.length === 0 ? (
        <p class="muted">None listed.</p>
      ) : (
        <ul class="items">
          {person.experience.map((x, i) => (
            <li key={i}>
              <strong>{dash(x.title)}</strong> · {dash(x.company)}
              <span class="muted small block">
                {dash(x.start)} – {x.end ?? 'present'}
                {x.employment_type ? ` · ${x.employment_type}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
      <h3>Education</h3>
      {person.education.length === 0 ? (
        <p class="muted">None listed.</p>
      ) : (
        <ul class="items">
          {person.education.map((x, i) => (
            <li key={i}>
              <strong>{dash(x.school)}</strong>
              {x.degree ? ` · ${x.degree}` : ''}
              {x.field ? `, ${x.field}` : ''}
              <span class="muted small block">
                {dash(x.start)} – {dash(x.end)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <h3>Signals</h3>
      {s ? (
        <dl class="facts">
          <dt>Recommendations</dt>
          <dd>{dash(s.recommendations_count)}</dd>
          <dt>Posts about the company</dt>
          <dd>{dash(s.posts_about_own_company)}</dd>
          <dt>Average engagement</dt>
          <dd>{dash(s.avg_engagement)}</dd>
          <dt>Recent posts</dt>
          <dd>{s.recent_posts.length}</dd>
          <dt>Articles</dt>
          <dd>{s.authored_articles.length}</dd>
          <dt>Last active</dt>
          <dd>{dash(s.last_active)}</dd>
        </dl>
      ) : (
        <p class="muted">No signals.</p>
      )}
    </dialog>
  );
}
