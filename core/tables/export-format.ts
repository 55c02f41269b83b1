import type { Column } from "../schemas/schemas.js";

type NumberConfig = NonNullable<Column["number_config"]>;

const SEPARATORS: Record<NonNullable<NumberConfig["format_style"]>, { decimal: string; group: string }> = {
  dot_plain: { decimal: ".", group: "" },
  comma_plain: { decimal: ",", group: "" },
  dot_with_comma_grouping: { decimal: ".", group: "," },
  comma_with_dot_grouping: { decimal: ",", group: "." },
  dot_with_space_grouping: { decimal: ".", group: " " },
  comma_with_space_grouping: { decimal: ",", group: " " },
};

/**
 * A number as NumberConfig says it reads (spec 2.3: unit, unit_position, format_style), for
 * CSV/XLSX exports whose `file_export` is `formatted_text`. The value keeps its own decimals.
 */
export function formatNumber(value: number, config: NumberConfig): string {
  const { decimal, group } = SEPARATORS[config.format_style ?? "dot_plain"];
  const [int, frac] = Math.abs(value).toString().split(".");
  const grouped = group ? int.replace(/\B(?=(\d{3})+(?!\d))/g, group) : int;
  const sign = value < 0 ? "-" : "";
  const n = `${grouped}${frac ? decimal + frac : ""}`;
  if (!config.unit) return sign + n;
  // The sign leads the whole amount (-$1,500); a currency symbol sits against the digits.
  if (config.unit_position === "before") return sign + (/^\p{Sc}$/u.test(config.unit) ? `${config.unit}${n}` : `${config.unit} ${n}`);
  return `${sign}${n} ${config.unit}`;
}

/** A cell as text in a file export: numbers per their config, lists joined, objects as JSON. */
export function cellText(value: unknown, column: Column): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") {
    return column.number_config?.file_export === "formatted_text" ? formatNumber(value, column.number_config) : String(value);
  }
  if (Array.isArray(value) && value.every((v) => typeof v !== "object")) return value.join(", ");
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/** One RFC 4180 CSV line. */
export const csvLine = (cells: string[]) => `${cells.map((c) => (/[",\r\n]/.test(c) ? `"${c.replaceAll('"', '""')}"` : c)).join(",")}\r\n`;
