import type { Attribute, Schema } from "../../client/index.js";

/**
 * The schema forms' column picker, without script: a checkbox per column to keep or add and a
 * position field per column to order them. A column is named by a ref, `a:<attribute id>` or
 * `h:<helper key>`, so the form's answer maps back to the API's column inputs.
 */
export interface ColumnChoice {
  ref: string;
  key: string;
  label: string;
  type: string;
}

/** What the form sent: the refs picked, in the order their positions give. */
export interface Picked {
  refs: string[];
  positions: Record<string, string>;
}

/** The schema's own columns first (picked, in order), then the active attributes it does not use. */
export function columnChoices(attributes: Attribute[], schema?: Schema): ColumnChoice[] {
  const own = (schema?.columns ?? []).map((col) => ({
    ref: col.attribute_id ? `a:${col.attribute_id}` : `h:${col.key}`,
    key: col.key,
    label: col.label,
    type: col.type,
  }));
  const used = new Set(own.map((c) => c.ref));
  const rest = attributes
    .filter((a) => a.status === "active" && !used.has(`a:${a.id}`))
    .map((a) => ({ ref: `a:${a.id}`, key: a.key, label: a.label, type: a.type }));
  return [...own, ...rest];
}

/** A schema's columns as a form that has not been sent yet would hold them. */
export const pickedOf = (schema: Schema): Picked => {
  const refs = columnChoices([], schema).map((c) => c.ref);
  return { refs, positions: Object.fromEntries(refs.map((ref, i) => [ref, String(i + 1)])) };
};

/**
 * The picked refs from a posted form, ordered by position; a column without a position keeps
 * its place after the numbered ones (the sort is stable).
 */
export function readPicked(form: Record<string, unknown>, choices: ColumnChoice[]): Picked {
  const sent = new Set([form.columns].flat().filter((x): x is string => typeof x === "string"));
  const positions: Record<string, string> = {};
  for (const c of choices) {
    const v = form[`position_${c.ref}`];
    if (typeof v === "string" && v.trim()) positions[c.ref] = v.trim();
  }
  const at = (ref: string) => {
    const n = Number(positions[ref]);
    return positions[ref] && Number.isFinite(n) ? n : Number.POSITIVE_INFINITY;
  };
  const refs = choices
    .map((c) => c.ref)
    .filter((ref) => sent.has(ref))
    .sort((a, b) => at(a) - at(b));
  return { refs, positions };
}

export function ColumnPicker(p: { choices: ColumnChoice[]; picked: Picked }) {
  const picked = new Set(p.picked.refs);
  return p.choices.length ? (
    <div class="scroll">
      <table>
        <caption class="hint">Tick the columns to use; number them to set their order (1 first).</caption>
        <thead>
          <tr>
            <th scope="col">Use</th>
            <th scope="col">Label</th>
            <th scope="col">Type</th>
            <th scope="col">Position</th>
          </tr>
        </thead>
        <tbody>
          {p.choices.map((c, i) => (
            <tr>
              <td>
                <input id={`col-${i}`} type="checkbox" name="columns" value={c.ref} checked={picked.has(c.ref)} />{" "}
                <label class="inline" for={`col-${i}`}>
                  <code>{c.key}</code>
                </label>
              </td>
              <td>{c.label}</td>
              <td>{c.ref.startsWith("h:") ? `${c.type} (helper)` : c.type}</td>
              <td>
                <input
                  class="position"
                  type="number"
                  min={1}
                  name={`position_${c.ref}`}
                  value={p.picked.positions[c.ref] ?? ""}
                  aria-label={`Position of ${c.key}`}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  ) : (
    <p>
      No active attributes yet: <a href="/attributes">create some</a> to use as columns.
    </p>
  );
}
