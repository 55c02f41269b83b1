import { describe, expect, it } from "vitest";
import { formatNumber } from "../core/tables/export-format.js";

describe("NumberConfig formatting for file exports", () => {
  it.each([
    ["dot_plain", "1234567.25"],
    ["comma_plain", "1234567,25"],
    ["dot_with_comma_grouping", "1,234,567.25"],
    ["comma_with_dot_grouping", "1.234.567,25"],
    ["dot_with_space_grouping", "1 234 567.25"],
    ["comma_with_space_grouping", "1 234 567,25"],
  ] as const)("%s", (format_style, expected) => {
    expect(formatNumber(1234567.25, { format_style })).toBe(expected);
  });

  it("places the unit before or after, and keeps the sign and small numbers intact", () => {
    expect(formatNumber(12.5, { unit: "kg" })).toBe("12.5 kg");
    expect(formatNumber(12.5, { unit: "kg", unit_position: "after" })).toBe("12.5 kg");
    expect(formatNumber(-1500, { unit: "$", unit_position: "before", format_style: "dot_with_comma_grouping" })).toBe("-$1,500");
    expect(formatNumber(999, { unit: "CHF", unit_position: "before" })).toBe("CHF 999");
    expect(formatNumber(0.5, { format_style: "comma_with_dot_grouping" })).toBe("0,5");
  });
});
