import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { type ApiProblem, session } from './api';

export function navigate(hash: string) {
  location.hash = hash;
}

/** The page heading takes focus on arrival, so a screen reader announces the new page. */
export function PageTitle({ children }: { children: ComponentChildren }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h1 ref={ref} tabIndex={-1}>
      {children}
    </h1>
  );
}

/** An error envelope as a person reads it: the API's message, its code, and what to do. */
export function ProblemBox({ problem, onSignOut }: { problem: ApiProblem; onSignOut?: () => void }) {
  return (
    <div class="problem" role="alert" data-code={problem.code}>
      <p class="problem-title">
        <strong>{problem.message}</strong>{' '}
        <span class="muted">
          ({problem.status || 'no answer'} {problem.code})
        </span>
      </p>
      <p class="problem-advice">{problem.advice}</p>
      {problem.details.length > 0 && (
        <ul>
          {problem.details.map((d) => (
            <li key={d}>{d}</li>
          ))}
        </ul>
      )}
      {problem.signInAgain && (
        <button
          type="button"
          onClick={() => {
            session.signOut();
            onSignOut?.();
            navigate('#/');
            location.reload();
          }}
        >
          Sign in again
        </button>
      )}
    </div>
  );
}

const STATUS_TONE: Record<string, string> = {
  processing: 'info',
  done: 'ok',
  cancelled: 'neutral',
  failed: 'bad',
  not_found: 'warn',
  no_employees: 'warn',
  no_people_found: 'warn',
  too_large: 'warn',
};

export function StatusBadge({ status }: { status: string }) {
  return (
    <span class={`badge cap badge-${STATUS_TONE[status] ?? 'neutral'}`}>{status.replaceAll('_', ' ')}</span>
  );
}

/**
 * Initials instead of the network's photo: photos live on the provider's host, and the console makes no
 * third-party requests (its Content-Security-Policy allows images from its own origin only).
 */
export function Avatar({
  name,
  size = 'md',
}: {
  name: string | null | undefined;
  size?: 'sm' | 'md' | 'lg';
}) {
  const initials =
    (name ?? '?')
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((w) => w[0]?.toUpperCase())
      .join('') || '?';
  let hue = 0;
  for (const ch of name ?? '') hue = (hue * 31 + ch.charCodeAt(0)) % 360;
  return (
    <span class={`avatar avatar-${size} hue-${Math.floor(hue / 30)}`} aria-hidden="true">
      {initials}
    </span>
  );
}

export const formatTime = (iso: string | null | undefined) =>
  iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : '—';

export const dash = (value: unknown) =>
  value === null || value === undefined || value === '' ? '—' : String(value);

/** Seconds left until an instant, ticking every second. */
export function useCountdown(until: string | null | undefined): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!until) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [until]);
  if (!until) return null;
  return Math.max(0, Math.ceil((Date.parse(until) - now) / 1000));
}

export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <p class="muted" role="status">
      {label}
    </p>
  );
}
