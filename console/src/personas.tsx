import { useEffect, useState } from 'preact/hooks';
import { type ApiProblem, api, asProblem, type Persona, unwrap } from './api';
import { formatTime, Loading, PageTitle, ProblemBox } from './ui';

export function PersonasPage() {
  const [personas, setPersonas] = useState<Persona[] | null>(null);
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState('');
  const load = () =>
    unwrap(api.GET('/v1/personas'))
      .then((list) => setPersonas(list.personas))
      .catch((error) => setProblem(asProblem(error)));
  useEffect(() => {
    load();
  }, []);
  const act = async (what: Promise<unknown>, done: string) => {
    setProblem(null);
    try {
      await what;
      setNotice(done);
      await load();
    } catch (error) {
      setProblem(asProblem(error));
    }
  };
  return (
    <section>
      <div class="page-head">
        <PageTitle>Personas</PageTitle>
        {!creating && (
          <button type="button" class="primary" onClick={() => setCreating(true)}>
            New persona
          </button>
        )}
      </div>
      <p class="muted">
        A persona says, in plain words, whom a job looks for. The service reads each definition and shows how
        it read it: check the interpretation before you spend a credit.
      </p>
      <p role="status" class="notice">
        {notice}
      </p>
      {problem && <ProblemBox problem={problem} />}
      {creating && (
        <PersonaForm
          title="New persona"
          onCancel={() => setCreating(false)}
          onSaved={(saved) => {
            setCreating(false);
            setNotice(`Created ${saved.name}. Its interpretation is below.`);
            load();
          }}
        />
      )}
      {!personas && !problem && <Loading />}
      <ul class="persona-list">
        {(personas ?? []).map((p) => (
          <li key={p.slug} class="card persona" aria-labelledby={`persona-${p.slug}`}>
            {editing === p.slug ? (
              <PersonaForm
                title={`Edit ${p.name}`}
                persona={p}
                onCancel={() => setEditing(null)}
                onSaved={(saved) => {
                  setEditing(null);
                  setNotice(`Saved ${saved.name}.`);
                  load();
                }}
              />
            ) : (
              <>
                <div class="persona-head">
                  <h2 id={`persona-${p.slug}`}>
                    {p.name} <span class="muted mono small">{p.slug}</span>
                  </h2>
                  <div class="actions">
                    {p.is_system && <span class="badge badge-neutral">system · read-only</span>}
                    {p.is_default && <span class="badge badge-ok">default</span>}
                    {!p.is_default && (
                      <button
                        type="button"
                        onClick={() =>
                          act(
                            unwrap(
                              api.PATCH('/v1/personas/{slug}', {
                                params: { path: { slug: p.slug } },
                                body: { make_default: true },
                              }),
                            ),
                            `${p.name} is now the default persona.`,
                          )
                        }
                      >
                        Make default<span class="sr-only"> ({p.name})</span>
                      </button>
                    )}
                    {!p.is_system && (
                      <button type="button" onClick={() => setEditing(p.slug)}>
                        Edit<span class="sr-only"> {p.name}</span>
                      </button>
                    )}
                    {!p.is_system && !p.is_default && (
                      <DeleteButton
                        name={p.name}
                        onConfirm={() =>
                          act(
                            unwrap(api.DELETE('/v1/personas/{slug}', { params: { path: { slug: p.slug } } })),
                            `Deleted ${p.name}.`,
                          )
                        }
                      />
                    )}
                  </div>
                </div>
                <p class="definition">{p.definition}</p>
                <Interpretation persona={p} />
                {(p.updated_at ?? p.created_at) && (
                  <p class="muted small">Updated {formatTime(p.updated_at ?? p.created_at)}</p>
                )}
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function DeleteButton({ name, onConfirm }: { name: string; onConfirm: () => void }) {
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <button type="button" class="danger" onClick={() => setAsking(true)}>
        Delete<span class="sr-only"> {name}</span>
      </button>
    );
  return (
    <fieldset class="confirm">
      <legend class="sr-only">Delete {name}?</legend>
      <button type="button" class="danger" onClick={onConfirm}>
        Confirm delete
      </button>
      <button type="button" onClick={() => setAsking(false)}>
        Keep
      </button>
    </fieldset>
  );
}

export function Interpretation({ persona }: { persona: Persona }) {
  const i = persona.interpretation;
  const list = (items: string[]) => (items.length === 0 ? '—' : items.join(', '));
  return (
    <section class="interpretation" aria-label={`How the service reads ${persona.name}`}>
      {i.warnings.length > 0 && (
        <div class="warning" role="note">
          <strong>
            {i.warnings.length === 1 ? 'Warning' : `${i.warnings.length} warnings`}: check this definition
            before you run a job
          </strong>
          <ul>
            {i.warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </div>
      )}
      <p class="summary">{i.summary}</p>
      <dl class="facts compact">
        <dt>Functions</dt>
        <dd>{list(i.functions)}</dd>
        <dt>Levels</dt>
        <dd>{list(i.levels)}</dd>
        <dt>Includes</dt>
        <dd>
          {i.includes.length === 0 ? (
            '—'
          ) : (
            <ul>
              {i.includes.map((x) => (
                <li key={x}>{x}</li>
              ))}
            </ul>
          )}
        </dd>
        <dt>Excludes</dt>
        <dd>
          {i.excludes.length === 0 ? (
            '—'
          ) : (
            <ul>
              {i.excludes.map((x) => (
                <li key={x}>{x}</li>
              ))}
            </ul>
          )}
        </dd>
        <dt>Roles</dt>
        <dd>{i.current_only ? 'current roles only' : 'current and former roles'}</dd>
        <dt>Engagement</dt>
        <dd>{list(i.engagement_kinds)}</dd>
        <dt>Read by</dt>
        <dd>{i.reader}</dd>
      </dl>
    </section>
  );
}

function PersonaForm({
  title,
  persona,
  onCancel,
  onSaved,
}: {
  title: string;
  persona?: Persona;
  onCancel: () => void;
  onSaved: (saved: Persona) => void;
}) {
  const [name, setName] = useState(persona?.name ?? '');
  const [definition, setDefinition] = useState(persona?.definition ?? '');
  const [makeDefault, setMakeDefault] = useState(false);
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const id = persona?.slug ?? 'new';
  const submit = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      const saved = persona
        ? await unwrap(
            api.PATCH('/v1/personas/{slug}', {
              params: { path: { slug: persona.slug } },
              body: { name, definition, ...(makeDefault ? { make_default: true } : {}) },
            }),
          )
        : await unwrap(api.POST('/v1/personas', { body: { name, definition, make_default: makeDefault } }));
      onSaved(saved);
    } catch (error) {
      setProblem(asProblem(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form class="form" onSubmit={submit} aria-label={title}>
      <h2>{title}</h2>
      <div class="field">
        <label for={`name-${id}`}>Name</label>
        <input
          id={`name-${id}`}
          required
          maxLength={100}
          value={name}
          onInput={(e) => setName(e.currentTarget.value)}
        />
      </div>
      <div class="field">
        <label for={`definition-${id}`}>Definition</label>
        <textarea
          id={`definition-${id}`}
          required
          maxLength={4000}
          rows={4}
          aria-describedby={`definition-help-${id}`}
          value={definition}
          onInput={(e) => setDefinition(e.currentTarget.value)}
        />
        <p id={`definition-help-${id}`} class="help">
          For example: “Heads of sales, VPs of sales and sales directors. Exclude account executives and
          SDRs.” Say “including former employees” or “including contractors” to widen it. The interpretation
          appears once you save.
        </p>
      </div>
      {!persona?.is_default && (
        <label class="check">
          <input
            type="checkbox"
            checked={makeDefault}
            onChange={(e) => setMakeDefault(e.currentTarget.checked)}
          />{' '}
          Make it the default persona
        </label>
      )}
      {problem && <ProblemBox problem={problem} />}
      <div class="actions">
        <button type="submit" class="primary" disabled={busy}>
          {busy ? 'Saving…' : 'Save persona'}
        </button>
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
