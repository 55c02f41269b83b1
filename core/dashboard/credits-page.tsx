import type { components, CreditBalance } from "../../client/index.js";
import { type Flash, Layout, type Viewer } from "./layout.js";

type CreditStats = components["schemas"]["CreditStats"];

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

/** Daily usage as bars, inline SVG (no script, no chart library); the table below holds the same figures. */
function UsageChart(p: { daily: CreditStats["daily"] }) {
  const days = p.daily;
  const axis = ticks(Math.max(0, ...days.map((d) => d.total)));
  const top = axis[axis.length - 1];
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const slot = plotW / Math.max(1, days.length);
  const y = (v: number) => PAD.top + plotH - (Math.max(0, v) / top) * plotH;
  return (
    <svg class="chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby="chart-title">
      <title id="chart-title">{`Credits used per day, ${days[0]?.date ?? ""} to ${days[days.length - 1]?.date ?? ""}`}</title>
      {axis.map((t) => (
        <g>
          <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} stroke="#d5dae2" />
          <text x={PAD.left - 6} y={y(t) + 4} text-anchor="end" font-size="11" fill="#4a5363">
            {String(t)}
          </text>
        </g>
      ))}
      {days.map((d, i) => (
        <g data-date={d.date} data-total={String(d.total)}>
          <rect
            x={PAD.left + i * slot + slot * 0.15}
            y={y(d.total)}
            width={slot * 0.7}
            height={Math.max(0, PAD.top + plotH - y(d.total))}
            fill="#1d4ed8"
          >
            <title>{`${d.date}: ${d.total} credits`}</title>
          </rect>
          {i % Math.ceil(days.length / 10) === 0 || i === days.length - 1 ? (
            <text x={PAD.left + i * slot + slot / 2} y={H - PAD.bottom + 16} text-anchor="middle" font-size="11" fill="#4a5363">
              {d.date.slice(5)}
            </text>
          ) : null}
        </g>
      ))}
    </svg>
  );
}

export function CreditsPage(p: { viewer: Viewer; balance: CreditBalance; stats: CreditStats; flash?: Flash }) {
  const used = p.stats.daily.filter((d) => d.total !== 0);
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
      <UsageChart daily={p.stats.daily} />
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
    </Layout>
  );
}
