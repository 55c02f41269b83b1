import type { Attribute, Body } from "../../client/index.js";
import type { Child } from "hono/jsx";
import { FormatOutputType, ImageConfig, NumberConfig } from "../attributes/schemas.js";
import { text } from "./signed-in.js";

type AttributeType = Attribute["type"];
type Setting = "choices" | "format" | "number" | "relation" | "image";

/**
 * The settings fields the forms offer for each type (spec 2.3). Whether a combination is valid
 * stays the API's rule: the dashboard sends what was filled in and shows the API's refusal.
 * file and files have no settings of their own.
 */
const SETTINGS: Record<AttributeType, Setting[]> = {
  text: [],
  number: ["number"],
  url: [],
  email: [],
  date: [],
  boolean: [],
  richtext: [],
  format: ["format", "number"],
  enum: ["choices"],
  tags: ["choices"],
  image: ["image"],
  images: ["image"],
  file: [],
  files: [],
  json: [],
  relation: ["relation"],
};
export const ATTRIBUTE_TYPES = Object.keys(SETTINGS) as AttributeType[];
const typesTaking = (s: Setting) => ATTRIBUTE_TYPES.filter((t) => SETTINGS[t].includes(s));

// The choices are the API's own enums (core/attributes/schemas.ts), so the forms never drift from them.
const FORMAT_OUTPUTS = FormatOutputType.options;
const UNIT_POSITIONS = NumberConfig.shape.unit_position.unwrap().options;
const IMAGE_FORMATS = ImageConfig.shape.format.unwrap().options;
const ASPECT_RATIOS = ImageConfig.shape.required_aspect_ratio.unwrap().options;

/** The settings fields as the form posts them (and as they are shown again after a refusal). */
export interface SettingsForm {
  choices?: string;
  allow_custom_values?: string;
  format_output_type?: string;
  unit?: string;
  unit_position?: string;
  relation_kind?: string;
  image_format?: string;
  aspect_ratio?: string;
}

export const settingsForm = (f: Record<string, unknown>): SettingsForm => ({
  choices: text(f.choices),
  allow_custom_values: text(f.allow_custom_values),
  format_output_type: text(f.format_output_type),
  unit: text(f.unit).trim(),
  unit_position: text(f.unit_position),
  relation_kind: text(f.relation_kind).trim(),
  image_format: text(f.image_format),
  aspect_ratio: text(f.aspect_ratio),
});

/** A stored attribute's settings as the form shows them. */
export const settingsOf = (a: Attribute): SettingsForm => ({
  choices: (a.type === "tags" ? a.tags_values : a.enum_values)?.join("\n") ?? "",
  allow_custom_values: a.allow_custom_values ? "on" : "",
  format_output_type: a.format_output_type ?? "",
  unit: a.number_config?.unit ?? "",
  unit_position: a.number_config?.unit_position ?? "",
  relation_kind: typeof a.relation_config?.kind === "string" ? a.relation_config.kind : "",
  image_format: a.image_config?.format ?? "",
  aspect_ratio: a.image_config?.required_aspect_ratio ?? "",
});

/**
 * The settings of `type` from the form, as the API's fields. Settings the form does not show
 * (a number's format_style, other relation_config keys) are kept from `current`.
 */
export function settingsBody(type: AttributeType, f: SettingsForm, current?: Attribute): Body<"updateAttribute"> {
  const takes = SETTINGS[type];
  const body: Body<"updateAttribute"> = {};
  if (takes.includes("choices")) {
    const choices = (f.choices ?? "")
      .split("\n")
      .map((c) => c.trim())
      .filter(Boolean);
    body[type === "tags" ? "tags_values" : "enum_values"] = choices.length ? choices : null;
    body.allow_custom_values = f.allow_custom_values === "on";
  }
  if (takes.includes("format")) body.format_output_type = FORMAT_OUTPUTS.find((o) => o === f.format_output_type) ?? null;
  if (takes.includes("number")) {
    const { unit: _, ...kept } = current?.number_config ?? {};
    const position = UNIT_POSITIONS.find((x) => x === f.unit_position);
    const config = { ...kept, ...(f.unit ? { unit: f.unit } : {}), ...(position ? { unit_position: position } : {}) };
    // A position alone says nothing: no unit and nothing else kept means no number settings.
    body.number_config = f.unit || Object.keys(kept).length ? config : null;
  }
  if (takes.includes("relation")) {
    const { kind: _, ...kept } = current?.relation_config ?? {};
    const config = { ...kept, ...(f.relation_kind ? { kind: f.relation_kind } : {}) };
    body.relation_config = Object.keys(config).length ? config : null;
  }
  if (takes.includes("image")) {
    body.image_config = {
      ...current?.image_config,
      format: IMAGE_FORMATS.find((x) => x === f.image_format),
      required_aspect_ratio: ASPECT_RATIOS.find((x) => x === f.aspect_ratio),
    };
  }
  return body;
}

const Choice = (p: { values: readonly string[]; selected?: string; none: string }) => (
  <>
    <option value="">{p.none}</option>
    {p.values.map((v) => (
      <option value={v} selected={v === p.selected}>
        {v}
      </option>
    ))}
  </>
);

/** One group of settings: only for its own types when the type is known, else labelled with them. */
function Group(p: { setting: Setting; legend: string; type?: AttributeType; children: Child }) {
  const types = typesTaking(p.setting);
  if (p.type && !types.includes(p.type)) return null;
  return (
    <fieldset data-types={types.join(" ")}>
      <legend>{p.type ? p.legend : `${p.legend} (${types.join(", ")})`}</legend>
      {p.children}
    </fieldset>
  );
}

/**
 * The settings fields. For one known type (editing) only its own; for a type still to be chosen
 * (creating) every group, each saying which types it is for (the script hides the others).
 */
export function SettingsFields(p: { type?: AttributeType; form: SettingsForm }) {
  return (
    <>
      <Group setting="choices" legend="Choices" type={p.type}>
        <label for="attr-choices">Options, one per line</label>
        <textarea id="attr-choices" name="choices" rows={4}>
          {p.form.choices ?? ""}
        </textarea>
        <label class="check">
          <input type="checkbox" name="allow_custom_values" checked={p.form.allow_custom_values === "on"} /> Editors may add other values
        </label>
      </Group>
      <Group setting="format" legend="Output" type={p.type}>
        <label for="attr-output">Formula output</label>
        <select id="attr-output" name="format_output_type">
          <Choice values={FORMAT_OUTPUTS} selected={p.form.format_output_type} none="text (default)" />
        </select>
      </Group>
      <Group setting="number" legend="Number unit" type={p.type}>
        <label for="attr-unit">Unit</label>
        <input id="attr-unit" name="unit" type="text" maxlength={64} value={p.form.unit ?? ""} />
        <label for="attr-unit-position">Unit position</label>
        <select id="attr-unit-position" name="unit_position">
          <Choice values={UNIT_POSITIONS} selected={p.form.unit_position} none="after (default)" />
        </select>
      </Group>
      <Group setting="relation" legend="Relation" type={p.type}>
        <label for="attr-relation">Relation kind</label>
        <input id="attr-relation" name="relation_kind" type="text" value={p.form.relation_kind ?? ""} />
        <p class="hint">What the ids point to, e.g. product or variant; fixed once created.</p>
      </Group>
      <Group setting="image" legend="Image requirements" type={p.type}>
        <label for="attr-image-format">Image format</label>
        <select id="attr-image-format" name="image_format">
          <Choice values={IMAGE_FORMATS} selected={p.form.image_format} none="any" />
        </select>
        <label for="attr-aspect">Required aspect ratio</label>
        <select id="attr-aspect" name="aspect_ratio">
          <Choice values={ASPECT_RATIOS} selected={p.form.aspect_ratio} none="any" />
        </select>
      </Group>
    </>
  );
}
