import type { Account, JobListItem } from './api';

const W = 560;
const H = 140;
const PAD = 24;

/** The balance after each of the recent ledger entries, oldest first, worked back from today's balance. */
export function balanceHistory(account: Account): { at: string; balance: number }[] {
  const points: { at: string; balance: number }[] = [];
  let balance = account.credits_balance;
  for (const entry of account.ledger) {
    points.push({ at: entry.created_at, balance });
    balance -= entry.amount;
  }
  return points.reverse();
}

export function BalanceChart({ account }: { account: Account }) {
  const points = balanceHistory(account);
  if (points.length < 2)
    return <p class="muted small">The balance chart appears once the ledger has two entries.</p>;
  const max = Math.max(1, ...points.map((p) => p.balance));
  const x = (i: number) => PAD + (i * (W - 2 * PAD)) / (points.length - 1);
  const y = (v: number) => H - PAD - (v * (H - 2 * PAD)) / max;
  const path = points
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(p.balance).toFixed(1)}`)
    .join(' ');
  const first = points[0];
  const last = points[points.length - 1];
  const label = `Balance over the last ${points.length} ledger entries: from ${first?.balance} to ${last?.balance} credits, highest ${max}.`;
  return (
    <figure class="chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label}>
        <line x1={PAD} y1={H - PAD} x2={W - PAD} y2={H - PAD} class="axis" />
        <path d={path} class="line" />
        {points.map((p, i) => (
          <circle key={p.at + i} cx={x(i)} cy={y(p.balance)} r={3} class="dot-point" />
        ))}
        <text x={PAD} y={PAD - 8} class="chart-label">
          {max}
        </text>
        <text x={PAD} y={H - 6} class="chart-label">
          {new Date(first?.at ?? '').toLocaleDateString()}
        </text>
        <text x={W - PAD} y={H - 6} class="chart-label" text-anchor="end">
          {new Date(last?.at ?? '').toLocaleDateString()}
        </text>
      </svg>
      <figcaption>{label}</figcaption>
    </figure>
  );
}

/** Jobs submitted per day over the last 14 days, from the newest 100 jobs. */
export function JobsChart({ jobs }: { jobs: JobListItem[] }) {
  const days: { day: string; count: number }[] = [];
  const today = new Date();
  for (let i = 13; i >= 0; i--) {
    const d = new Date(today);
    d.setDate(today.getDate() - i);
    days.push({ day: d.toISOString().slice(0, 10), count: 0 });
  }
  for (const job of jobs) {
    const slot = days.find((d) => d.day === job.created_at.slice(0, 10));
    if (slot) slot.count += 1;
  }
  const max = Math.max(1, ...days.map((d) => d.count));
  const band = (W - 2 * PAD) / days.length;
  const total = days.reduce((sum, d) => sum + d.count, 0);
  const label = `Jobs submitted per day over the last 14 days: ${total} in all, at most ${max} in a day.`;
  return (
    <figure class="chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label}>
        <line x1={PAD} y1={H - PAD} x2={W - PAD} y2={H - PAD} class="axis" />
        {days.map((d, i) => {
          const height = (d.count * (H - 2 * PAD)) / max;
          return (
            <rect
              key={d.day}
              x={PAD + i * band + 2}
              y={H - PAD - height}
              width={band - 4}
              height={height}
              class="bar"
            >
              <title>
                {d.day}: {d.count}
              </title>
            </rect>
          );
        })}
        <text x={PAD} y={PAD - 8} class="chart-label">
          {max}
        </text>
        <text x={PAD} y={H - 6} class="chart-label">
          {days[0]?.day}
        </text>
        <text x={W - PAD} y={H - 6} class="chart-label" text-anchor="end">
          today
        </text>
      </svg>
      <figcaption>{label}</figcaption>
    </figure>
  );
}
