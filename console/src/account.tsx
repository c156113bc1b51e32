import { useEffect, useState } from 'preact/hooks';
import { type Account, type ApiProblem, api, asProblem, type JobListItem, unwrap } from './api';
import { BalanceChart, JobsChart } from './charts';
import { formatTime, Loading, PageTitle, ProblemBox } from './ui';

export function AccountPage() {
  const [account, setAccount] = useState<Account | null>(null);
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  const [jobs, setJobs] = useState<JobListItem[] | null>(null);
  useEffect(() => {
    unwrap(api.GET('/v1/account'))
      .then(setAccount)
      .catch((error) => setProblem(asProblem(error)));
    unwrap(api.GET('/v1/jobs', { params: { query: { limit: 100 } } }))
      .then((list) => setJobs(list.jobs))
      .catch(() => setJobs([]));
  }, []);
  if (!account) return problem ? <ProblemBox problem={problem} /> : <Loading />;
  const full = account.jobs_in_flight >= account.concurrency_limit;
  return (
    <section>
      <PageTitle>Account</PageTitle>
      <p class="muted">
        {account.name && `${account.name} · `}
        <span class="mono">{account.account_id}</span> · since {formatTime(account.created_at)}
      </p>
      <dl class="stats">
        <div class="stat">
          <dt>Credits available</dt>
          <dd>{account.credits_available}</dd>
        </div>
        <div class="stat">
          <dt>Balance</dt>
          <dd>{account.credits_balance}</dd>
        </div>
        <div class="stat">
          <dt>On hold by running jobs</dt>
          <dd>{account.credits_on_hold}</dd>
        </div>
        <div class="stat">
          <dt>Plan</dt>
          <dd class="cap">{account.tier}</dd>
        </div>
      </dl>
      <div class={`card${full ? ' at-limit' : ''}`}>
        <h2 id="slots">Jobs in flight</h2>
        <meter
          aria-labelledby="slots"
          min={0}
          max={account.concurrency_limit}
          value={account.jobs_in_flight}
          high={Math.max(1, account.concurrency_limit - 0.5)}
        />
        <p>
          {account.jobs_in_flight} of {account.concurrency_limit} running.{' '}
          {full
            ? 'Your plan is at its limit: a new job is refused (429) until one finishes or you cancel one.'
            : 'You can submit more jobs.'}
        </p>
        <p class="muted small">
          Default persona <span class="mono">{account.default_persona}</span>. Credits and keys are managed by
          your operator (<code>npm run admin</code>); the console does not issue keys.
        </p>
      </div>
      <div class="charts">
        <div class="card">
          <h2>Balance</h2>
          <BalanceChart account={account} />
        </div>
        <div class="card">
          <h2>Jobs per day</h2>
          {jobs ? <JobsChart jobs={jobs} /> : <p class="muted small">Loading…</p>}
        </div>
      </div>
      <h2>Ledger</h2>
      <p class="muted small">The 20 most recent entries, newest first.</p>
      <div class="table-wrap">
        <table>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Type</th>
              <th scope="col" class="num">
                Amount
              </th>
              <th scope="col">Job</th>
              <th scope="col">Note</th>
            </tr>
          </thead>
          <tbody>
            {account.ledger.map((e) => (
              <tr key={e.entry_id}>
                <td>{formatTime(e.created_at)}</td>
                <td>{e.type}</td>
                <td class={`num ${e.amount < 0 ? 'neg' : 'pos'}`}>
                  {e.amount > 0 ? `+${e.amount}` : e.amount}
                </td>
                <td>{e.job_id ? <a href={`#/jobs/${encodeURIComponent(e.job_id)}`}>{e.job_id}</a> : '—'}</td>
                <td>{e.note ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
