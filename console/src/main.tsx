import './styles.css';
import { render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { AccountPage } from './account';
import { type ApiProblem, api, asProblem, session, unwrap } from './api';
import { JobPage } from './job';
import { JobsPage, SubmitPage } from './jobs';
import { PersonasPage } from './personas';
import { PageTitle, ProblemBox } from './ui';

function useHash(): string {
  const [hash, setHash] = useState(location.hash || '#/jobs');
  useEffect(() => {
    const onChange = () => setHash(location.hash || '#/jobs');
    addEventListener('hashchange', onChange);
    return () => removeEventListener('hashchange', onChange);
  }, []);
  return hash;
}

function SignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const [key, setKey] = useState('');
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    session.signIn(key.trim());
    try {
      await unwrap(api.GET('/v1/account'));
      onSignedIn();
    } catch (error) {
      session.signOut();
      const found = asProblem(error);
      setProblem({ ...found, signInAgain: false });
    } finally {
      setBusy(false);
    }
  };
  return (
    <main id="main" class="signin">
      <div class="card signin-card">
        <p class="brand-mark" aria-hidden="true">
          CTP
        </p>
        <PageTitle>Sign in to the console</PageTitle>
        <p class="muted">
          Use an API key of your account. It is kept in this browser tab only, sent as <code>X-API-Key</code>,
          and forgotten when you sign out or close the tab. Running <code>npm start</code> locally prints a
          demo key.
        </p>
        <form onSubmit={submit}>
          <label for="api-key">API key</label>
          <input
            id="api-key"
            name="api-key"
            type="password"
            autoComplete="off"
            required
            value={key}
            onInput={(e) => setKey(e.currentTarget.value)}
          />
          <button type="submit" class="primary" disabled={busy}>
            {busy ? 'Signing in…' : 'Sign in'}
          </button>
        </form>
        {problem && <ProblemBox problem={problem} />}
        <p class="muted small">
          Keys are issued and revoked by your operator (<code>npm run admin -- issue-key</code>); the console
          does not manage keys.
        </p>
      </div>
    </main>
  );
}

const NAV = [
  { href: '#/jobs', label: 'Jobs' },
  { href: '#/new', label: 'New job' },
  { href: '#/personas', label: 'Personas' },
  { href: '#/account', label: 'Account' },
];

function Shell({ hash, onSignOut }: { hash: string; onSignOut: () => void }) {
  const [, route, id] = /^#\/([a-z]+)(?:\/([^/?]+))?/.exec(hash) ?? [];
  let page = <JobsPage key="jobs" hash={hash} />;
  if (route === 'new') page = <SubmitPage key="new" />;
  else if (route === 'jobs' && id) page = <JobPage key={id} jobId={decodeURIComponent(id)} />;
  else if (route === 'personas') page = <PersonasPage key="personas" />;
  else if (route === 'account') page = <AccountPage key="account" />;
  const current = route === 'jobs' && id ? '#/jobs' : `#/${route ?? 'jobs'}`;
  return (
    <>
      <button type="button" class="skip" onClick={() => document.getElementById('main')?.focus()}>
        Skip to content
      </button>
      <header class="topbar">
        <span class="brand">
          <span class="brand-mark" aria-hidden="true">
            CTP
          </span>
          Company Target-People
        </span>
        <nav aria-label="Main">
          <ul>
            {NAV.map((n) => (
              <li key={n.href}>
                <a href={n.href} aria-current={current === n.href ? 'page' : undefined}>
                  {n.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <button type="button" class="ghost signout" onClick={onSignOut}>
          Sign out
        </button>
      </header>
      <main id="main" tabIndex={-1}>
        {page}
      </main>
    </>
  );
}

function App() {
  const hash = useHash();
  const [signedIn, setSignedIn] = useState(() => session.key() !== null);
  if (!signedIn) return <SignIn onSignedIn={() => setSignedIn(true)} />;
  return (
    <Shell
      hash={hash}
      onSignOut={() => {
        session.signOut();
        setSignedIn(false);
        location.hash = '#/jobs';
      }}
    />
  );
}

const root = document.getElementById('app');
if (root) render(<App />, root);
