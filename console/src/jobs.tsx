import { useEffect, useState } from 'preact/hooks';
import { type ApiProblem, api, asProblem, type JobListItem, type Persona, unwrap } from './api';
import { formatTime, Loading, navigate, PageTitle, ProblemBox, StatusBadge } from './ui';

const PAGE_SIZE = 20;

export function JobsPage({ hash }: { hash: string }) {
  const params = new URLSearchParams(hash.split('?')[1] ?? '');
  const q = params.get('q') ?? '';
  const skip = Math.max(0, Number(params.get('skip') ?? 0) || 0);
  const [query, setQuery] = useState(q);
  const [jobs, setJobs] = useState<{ count: number; jobs: JobListItem[] } | null>(null);
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  useEffect(() => {
    let live = true;
    setProblem(null);
    unwrap(api.GET('/v1/jobs', { params: { query: { limit: PAGE_SIZE, skip, ...(q ? { q } : {}) } } }))
      .then((list) => live && setJobs(list))
      .catch((error) => live && setProblem(asProblem(error)));
    return () => {
      live = false;
    };
  }, [q, skip]);
  const go = (nextQ: string, nextSkip: number) => {
    const search = new URLSearchParams();
    if (nextQ) search.set('q', nextQ);
    if (nextSkip > 0) search.set('skip', String(nextSkip));
    navigate(`#/jobs${search.size > 0 ? `?${search}` : ''}`);
  };
  return (
    <section>
      <div class="page-head">
        <PageTitle>Jobs</PageTitle>
        <a class="button primary" href="#/new">
          New job
        </a>
      </div>
      <form
        class="filter"
        onSubmit={(e) => {
          e.preventDefault();
          go(query.trim(), 0);
        }}
      >
        <label for="q">Filter by company input</label>
        <input id="q" type="search" value={query} onInput={(e) => setQuery(e.currentTarget.value)} />
        <button type="submit">Filter</button>
      </form>
      {problem && <ProblemBox problem={problem} />}
      {!jobs && !problem && <Loading />}
      {jobs && jobs.jobs.length === 0 && (
        <div class="empty card">
          <p>{q ? `No job matches “${q}”.` : 'No jobs yet.'}</p>
          <p class="muted">
            Submit one: try <code>acme-robotics</code>, a test company that finishes in a few seconds.
          </p>
          <a class="button primary" href="#/new">
            Submit a job
          </a>
        </div>
      )}
      {jobs && jobs.jobs.length > 0 && (
        <>
          <div class="table-wrap">
            <table>
              <caption class="sr-only">Your jobs, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Status</th>
                  <th scope="col">Company</th>
                  <th scope="col">Persona</th>
                  <th scope="col" class="num">
                    Employees
                  </th>
                  <th scope="col" class="num">
                    Scanned
                  </th>
                  <th scope="col" class="num">
                    Target people
                  </th>
                  <th scope="col" class="num">
                    Credits
                  </th>
                  <th scope="col">Submitted</th>
                </tr>
              </thead>
              <tbody>
                {jobs.jobs.map((job) => (
                  <tr key={job.job_id}>
                    <td>
                      <StatusBadge status={job.status} />
                    </td>
                    <td>
                      <a href={`#/jobs/${encodeURIComponent(job.job_id)}`}>{job.company_name ?? job.input}</a>
                      {job.company_name && <span class="muted small block">{job.input}</span>}
                    </td>
                    <td>{job.persona}</td>
                    <td class="num">{job.employees ?? '—'}</td>
                    <td class="num">{job.team_scanned ?? '—'}</td>
                    <td class="num">{job.target_people ?? '—'}</td>
                    <td class="num">{job.credits_charged}</td>
                    <td>{formatTime(job.created_at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <nav class="pager" aria-label="Pages">
            <span class="muted">
              {skip + 1}–{skip + jobs.jobs.length} of {jobs.count}
            </span>
            <button type="button" disabled={skip === 0} onClick={() => go(q, Math.max(0, skip - PAGE_SIZE))}>
              Previous
            </button>
            <button
              type="button"
              disabled={skip + PAGE_SIZE >= jobs.count}
              onClick={() => go(q, skip + PAGE_SIZE)}
            >
              Next
            </button>
          </nav>
        </>
      )}
    </section>
  );
}

const TEST_COMPANIES = ['acme-robotics', 'nordlicht-design', 'slow-motion-labs', 'ratelimited-retail'];

export function SubmitPage() {
  const [personas, setPersonas] = useState<Persona[] | null>(null);
  const [input, setInput] = useState('');
  const [persona, setPersona] = useState('');
  const [callbackUrl, setCallbackUrl] = useState('');
  // Made once per form: sending the form again after a dropped connection cannot create a second job.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    unwrap(api.GET('/v1/personas'))
      .then((list) => {
        setPersonas(list.personas);
        setPersona(list.default_persona);
      })
      .catch((error) => setProblem(asProblem(error)));
  }, []);
  const submit = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      const accepted = await unwrap(
        api.POST('/v1/jobs', {
          params: { header: { 'Idempotency-Key': idempotencyKey } },
          body: {
            input: input.trim(),
            operation: 'target_people',
            persona,
            ...(callbackUrl.trim() ? { callback_url: callbackUrl.trim() } : {}),
          },
        }),
      );
      navigate(`#/jobs/${encodeURIComponent(accepted.job_id)}`);
    } catch (error) {
      setProblem(asProblem(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section>
      <PageTitle>New job</PageTitle>
      <form class="card form" onSubmit={submit}>
        <div class="field">
          <label for="input">Company</label>
          <input
            id="input"
            required
            value={input}
            aria-describedby="input-help"
            placeholder="https://www.linkedin.com/company/acme-robotics"
            onInput={(e) => setInput(e.currentTarget.value)}
          />
          <p id="input-help" class="help">
            A company page URL, a slug or a numeric id. Test companies:{' '}
            {TEST_COMPANIES.map((c, i) => (
              <span key={c}>
                {i > 0 && ', '}
                <button type="button" class="link" onClick={() => setInput(c)}>
                  {c}
                </button>
              </span>
            ))}
            .
          </p>
        </div>
        <div class="field">
          <label for="persona">Persona</label>
          <select id="persona" required value={persona} onChange={(e) => setPersona(e.currentTarget.value)}>
            {(personas ?? []).map((p) => (
              <option key={p.slug} value={p.slug}>
                {p.name}
                {p.is_default ? ' (default)' : ''}
              </option>
            ))}
          </select>
          <p class="help">
            {personas?.find((p) => p.slug === persona)?.interpretation.summary ?? 'Loading your personas…'}
          </p>
        </div>
        <div class="field">
          <label for="callback">Callback URL (optional)</label>
          <input
            id="callback"
            type="url"
            value={callbackUrl}
            aria-describedby="callback-help"
            placeholder="https://example.com/hooks/ctp"
            onInput={(e) => setCallbackUrl(e.currentTarget.value)}
          />
          <p id="callback-help" class="help">
            The done result is POSTed there, signed with your account's webhook secret.
          </p>
        </div>
        <p class="help">
          Idempotency-Key <code>{idempotencyKey}</code>: submitting this form again sends the same key, so a
          retry never creates or charges a second job. A job holds 1 credit while it runs and is charged only
          when it is done.
        </p>
        <button type="submit" class="primary" disabled={busy || !personas}>
          {busy ? 'Submitting…' : 'Submit job'}
        </button>
      </form>
      {problem && <ProblemBox problem={problem} />}
    </section>
  );
}
