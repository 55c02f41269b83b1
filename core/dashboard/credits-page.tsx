import type { components, CreditBalance } from "../../client/index.js";
import { moduleOf } from "../credits/service.js";
import { type Flash, Layout, type Viewer } from "./layout.js";
import { Pager } from "./tables-page.js";

type CreditStats = components["schemas"]["CreditStats"];
type CreditUsage = components["schemas"]["CreditUsageList"];

const W = 900;
const H = 260;
const PAD = { left: 48, right: 12, top: 16, bottom: 40 };

/** Up to 5 round numbers from 0 to at least `max` for the y axis. */
function ticks(max: number): number[] {
  if (max <= 0) return [0, 1];
  const rough = max / 4;
  const mag = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * mag).find((s) => s >= rough) ?? 10 * mag;
  return Array.from({ length: Math.ceil(max / step) + 1 }, (_, i) => i * step);
}

/** Distinct on white and from each other (WCAG 3:1 for graphics), in order of use. */
const PALETTE = ["#1d4ed8", "#b45309", "#047857", "#7c3aed", "#be123c", "#0e7490", "#4d7c0f", "#475569"];

type Day = CreditStats["daily"][number];
/** A day's positive amounts by module, largest module (over the range) first. */
const segments = (d: Day, modules: string[]) => modules.map((m) => [m, Math.max(0, d.by_module[m] ?? 0)] as const).filter(([, v]) => v > 0);

/** The modules with usage in the range, largest first; each keeps its colour across the chart. */
function modulesOf(days: Day[]): string[] {
  const totals = new Map<string, number>();
  for (const d of days) for (const [m, v] of Object.entries(d.by_module)) totals.set(m, (totals.get(m) ?? 0) + v);
  return [...totals]
    .filter(([, v]) => v > 0)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([m]) => m);
}

/**
 * Daily usage as bars stacked by module (the service that spent the credits), inline SVG: no
 * script, no chart library. The tables below hold the same figures.
 */
function UsageChart(p: { daily: Day[]; modules: string[] }) {
  const days = p.daily;
  const colour = (m: string) => PALETTE[p.modules.indexOf(m) % PALETTE.length];
  const height = (d: Day) =>
    Math.max(
      d.total,
      segments(d, p.modules).reduce((n, [, v]) => n + v, 0),
    );
  const axis = ticks(Math.max(0, ...days.map(height)));
  const top = axis[axis.length - 1];
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const slot = plotW / Math.max(1, days.length);
  const y = (v: number) => PAD.top + plotH - (Math.max(0, v) / top) * plotH;
  const px = (v: number) => (v / top) * plotH;
  return (
    <svg class="chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby="chart-title">
      <title id="chart-title">{`Credits used per day by service, ${days[0]?.date ?? ""} to ${days[days.length - 1]?.date ?? ""}`}</title>
      {axis.map((t) => (
        <g>
          <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} stroke="#d5dae2" />
          <text x={PAD.left - 6} y={y(t) + 4} text-anchor="end" font-size="11" fill="#4a5363">
            {String(t)}
          </text>
        </g>
      ))}
      {days.map((d, i) => {
        let base = 0;
        return (
          <g data-date={d.date} data-total={String(d.total)}>
            <title>{`${d.date}: ${d.total} credits`}</title>
            {segments(d, p.modules).map(([m, v]) => {
              base += v;
              return (
                <rect data-module={m} x={PAD.left + i * slot + slot * 0.15} y={y(base)} width={slot * 0.7} height={px(v)} fill={colour(m)}>
                  <title>{`${d.date}, ${m}: ${v} credits`}</title>
                </rect>
              );
            })}
            {i % Math.ceil(days.length / 10) === 0 || i === days.length - 1 ? (
              <text x={PAD.left + i * slot + slot / 2} y={H - PAD.bottom + 16} text-anchor="middle" font-size="11" fill="#4a5363">
                {d.date.slice(5)}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}

function Legend(p: { modules: string[] }) {
  return (
    <ul class="legend" aria-label="Chart legend">
      {p.modules.map((m, i) => (
        <li>
          <svg width="12" height="12" aria-hidden="true">
            <rect width="12" height="12" fill={PALETTE[i % PALETTE.length]} />
          </svg>{" "}
          {m}
        </li>
      ))}
    </ul>
  );
}

/** The services that cost credits, as the usage endpoint filters them. */
const USAGE_SERVICES = ["search", "enrich", "enhancement"] as const;

/** The transactions' filter, as the usage endpoint takes it (empty: all). */
export interface UsageFilter {
  service?: string;
  from?: string;
  to?: string;
}

const filterQuery = (f: UsageFilter) =>
  Object.entries(f)
    .filter(([, v]) => v)
    .map(([k, v]) => `&${k}=${encodeURIComponent(v as string)}`)
    .join("");

/** A GET form: the filter lives in the address, so a filtered page can be bookmarked and paged. */
function UsageFilterForm(p: { filter: UsageFilter }) {
  return (
    <form method="get" action="/credits#transactions" class="filters" aria-label="Filter transactions">
      <div>
        <label for="service">Service</label>
        <select id="service" name="service">
          <option value="" selected={!p.filter.service}>
            All
          </option>
          {USAGE_SERVICES.map((s) => (
            <option value={s} selected={p.filter.service === s}>
              {s}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label for="from">From</label>
        <input id="from" name="from" type="date" value={p.filter.from ?? ""} />
      </div>
      <div>
        <label for="to">To</label>
        <input id="to" name="to" type="date" value={p.filter.to ?? ""} />
      </div>
      <button type="submit" class="secondary">
        Filter
      </button>
    </form>
  );
}

/** The ledger's usage rows, newest first: debits negative, refunds positive (grants are not usage). */
function Transactions(p: { usage: CreditUsage; filter: UsageFilter }) {
  const rows = p.usage.data;
  const filtered = Boolean(p.filter.service || p.filter.from || p.filter.to);
  return (
    <>
      <h2 id="transactions">Transactions</h2>
      <UsageFilterForm filter={p.filter} />
      <p class="hint">
        {filtered ? "Used by these transactions" : "Used by all transactions"}, net of refunds:{" "}
        <strong data-testid="total-used">{p.usage.total_used}</strong>
      </p>
      {rows.length ? (
        <section class="scroll" tabindex={0} aria-label="Credit transactions">
          <table>
            <caption>Credit transactions, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Time (UTC)</th>
                <th scope="col">Module</th>
                <th scope="col">Amount</th>
                <th scope="col">Description</th>
                <th scope="col">Work</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((t) => (
                <tr data-transaction-id={t.id}>
                  <th scope="row">
                    <time datetime={t.created_at}>{t.created_at.slice(0, 19).replace("T", " ")}</time>
                  </th>
                  <td>{moduleOf(t.service, t.table_id ?? undefined)}</td>
                  <td class="num">{t.amount}</td>
                  <td>{t.description}</td>
                  <td class="break">
                    <code>{t.work_id ?? t.table_id ?? ""}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : (
        <p>{filtered ? "No transactions match." : "No transactions yet."}</p>
      )}
      <Pager
        pagination={p.usage.pagination}
        href={(n) => `/credits?page=${n}${filterQuery(p.filter)}#transactions`}
        label="Transaction pages"
      />
    </>
  );
}

export function CreditsPage(p: {
  viewer: Viewer;
  balance: CreditBalance;
  stats: CreditStats;
  usage: CreditUsage;
  filter: UsageFilter;
  flash?: Flash;
}) {
  const used = p.stats.daily.filter((d) => d.total !== 0);
  const modules = modulesOf(p.stats.daily);
  return (
    <Layout title="Credits" section="credits" viewer={p.viewer} flash={p.flash}>
      <div class="figures">
        <div>
          Balance <strong data-testid="balance">{p.balance.balance}</strong>
        </div>
        <div>
          Used this period <strong>{p.balance.used_this_period}</strong>
        </div>
        <div>
          Monthly allocation <strong>{p.balance.monthly_allocation}</strong>
        </div>
      </div>
      <h2>{`Usage by day, last ${p.stats.daily.length} days`}</h2>
      <UsageChart daily={p.stats.daily} modules={modules} />
      {modules.length ? <Legend modules={modules} /> : null}
      {p.stats.by_service.length ? (
        <>
          <h2>By service</h2>
          <ul>
            {p.stats.by_service.map((s) => (
              <li>{`${s.service_type}: ${s.total}`}</li>
            ))}
          </ul>
        </>
      ) : null}
      <h2>Days with usage</h2>
      {used.length ? (
        <div class="scroll">
          <table>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Credits</th>
                <th scope="col">By module</th>
              </tr>
            </thead>
            <tbody>
              {used.map((d) => (
                <tr>
                  <td>{d.date}</td>
                  <td class="num">{d.total}</td>
                  <td>
                    {Object.entries(d.by_module)
                      .map(([k, v]) => `${k} ${v}`)
                      .join(", ")}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>No credits used in this range.</p>
      )}
      <Transactions usage={p.usage} filter={p.filter} />
    </Layout>
  );
}
