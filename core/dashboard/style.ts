/** The dashboard's one stylesheet, served as a file so the pages' policy allows no inline style. */
export const STYLESHEET = `
:root { color-scheme: light; --ink: #1a1f29; --muted: #4a5363; --line: #cfd5de; --accent: #1d4ed8; --bg: #f6f7f9; --danger: #a4161a; }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: var(--bg); }
a { color: var(--accent); }
a:focus-visible, button:focus-visible, input:focus-visible, select:focus-visible, textarea:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
.skip { position: absolute; left: -999px; }
.skip:focus { left: 8px; top: 8px; background: #fff; padding: 4px 8px; }
header { background: #fff; border-bottom: 1px solid var(--line); }
header .bar, header nav { display: flex; flex-wrap: wrap; gap: 4px 16px; align-items: center; max-width: 1100px; margin: 0 auto; padding: 8px 16px; }
header nav { padding-top: 0; }
header .brand { font-weight: 700; margin-right: auto; color: var(--ink); text-decoration: none; }
header a[aria-current="page"] { font-weight: 700; color: var(--ink); }
header form { margin: 0; }
main { max-width: 1100px; margin: 0 auto; padding: 16px; }
h1 { font-size: 1.5rem; margin: 8px 0 16px; }
h2 { font-size: 1.15rem; margin: 24px 0 8px; }
.card { background: #fff; border: 1px solid var(--line); border-radius: 6px; padding: 16px; margin-bottom: 16px; }
.scroll { overflow-x: auto; }
table { border-collapse: collapse; width: 100%; background: #fff; }
th, td { text-align: left; padding: 6px 10px; border-bottom: 1px solid var(--line); vertical-align: top; }
th { background: #eef1f5; font-weight: 600; }
td.num { text-align: right; font-variant-numeric: tabular-nums; }
label { display: block; font-weight: 600; margin: 10px 0 4px; }
input[type=text], input[type=password], input:not([type]), select, textarea { width: 100%; max-width: 640px; padding: 6px 8px; border: 1px solid #8a94a6; border-radius: 4px; font: inherit; }
textarea { min-height: 8em; font-family: ui-monospace, monospace; font-size: 0.9rem; }
button { font: inherit; padding: 6px 14px; border-radius: 4px; border: 1px solid var(--accent); background: var(--accent); color: #fff; cursor: pointer; }
button.secondary { background: #fff; color: var(--accent); }
button.link { background: none; border: none; color: var(--accent); padding: 0; text-decoration: underline; }
.inline { display: inline; margin: 0; }
.hint { color: var(--muted); font-size: 0.9rem; margin: 4px 0; }
.badge { display: inline-block; padding: 0 8px; border-radius: 10px; font-size: 0.85rem; border: 1px solid currentColor; }
.badge.completed, .badge.active { color: #166534; }
.badge.processing { color: #92400e; }
.badge.archived { color: var(--muted); }
.error { color: var(--danger); }
.flash { border-left: 4px solid var(--accent); background: #fff; padding: 8px 12px; margin-bottom: 16px; }
.flash.error { border-color: var(--danger); }
progress { width: 160px; height: 14px; vertical-align: middle; }
.pager { display: flex; gap: 16px; align-items: center; margin: 12px 0; }
.figures { display: flex; flex-wrap: wrap; gap: 16px; }
.figures div { background: #fff; border: 1px solid var(--line); border-radius: 6px; padding: 12px 16px; min-width: 180px; }
.figures strong { display: block; font-size: 1.5rem; }
.legend { display: flex; flex-wrap: wrap; gap: 4px 16px; list-style: none; padding: 0; margin: 8px 0; }
svg.chart { width: 100%; height: auto; max-width: 900px; background: #fff; border: 1px solid var(--line); border-radius: 6px; }
.source .url { display: block; color: var(--muted); font-size: 0.85rem; overflow-wrap: anywhere; }
.sources { margin: 4px 0 0; padding-left: 18px; }
.sources q { display: block; color: var(--muted); font-size: 0.85rem; }
label.check { font-weight: 400; }
.results, .scroll.item { margin-bottom: 16px; }
.results caption { text-align: left; }
input[type=number] { width: 7em; padding: 6px 8px; border: 1px solid #8a94a6; border-radius: 4px; font: inherit; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #fff; border: 1px solid var(--line); padding: 8px; font-size: 0.85rem; }
[hidden] { display: none !important; }
fieldset { border: 1px solid var(--line); border-radius: 6px; margin: 12px 0; max-width: 672px; }
.drop { border: 2px dashed var(--line); border-radius: 6px; padding: 4px 12px 8px; margin: 10px 0; max-width: 672px; }
.drop.over { border-color: var(--accent); background: #eef3ff; }
.badge.delivered { color: #166534; }
.badge.pending { color: #92400e; }
.badge.failed { color: var(--danger); }
.facts { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; margin: 0 0 16px; }
.facts dt { font-weight: 600; }
.facts dd { margin: 0; }
.break, code.secret { overflow-wrap: anywhere; }
td.break { min-width: 14em; }
legend { font-weight: 600; padding: 0 4px; }
tbody th[scope="row"] { background: #fff; font-weight: 400; }
caption { text-align: left; font-weight: 600; padding: 4px 0; }
.badge.deleted { color: var(--danger); }
input.position { width: 5em; padding: 4px 6px; border: 1px solid #8a94a6; border-radius: 4px; font: inherit; }
.filters { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: flex-end; margin: 8px 0 12px; }
.filters label { margin-top: 0; }
@media (max-width: 600px) { body { font-size: 15px; } main { padding: 10px; } th, td { padding: 4px 6px; } }
header .company { font-weight: 600; overflow-wrap: anywhere; }
`;
