import fc from "fast-check";
import { Entity } from "electrodb";
import { describe, expect, it } from "vitest";
import { AttributeEntity } from "../core/attributes/entity.js";
import { entityConfig, primary, SERVICE } from "../core/store/entity.js";
import { getRequest } from "../core/store/get-item.js";

// Pure: the requests are built, never sent.

/** An entity whose keys hold several values, in both the partition and the sort key. */
const Wide = new Entity(
  {
    model: { entity: "wide", version: "2", service: SERVICE },
    attributes: {
      companyId: { type: "string", required: true },
      tableId: { type: "string", required: true },
      rowId: { type: "string", required: true },
    },
    indexes: { byRow: primary(["companyId", "tableId"], ["rowId"]) },
  },
  entityConfig(),
);

describe("getRequest", () => {
  it("builds ElectroDB's own GetItem request for any key values", () => {
    const attribute = getRequest((k: { companyId: string; attributeId: string }) => AttributeEntity.get(k));
    const wide = getRequest((k: { companyId: string; tableId: string; rowId: string }) => Wide.get(k));
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), (a, b, c) => {
        expect(attribute({ companyId: a, attributeId: b })).toEqual(
          AttributeEntity.get({ companyId: a, attributeId: b }).params({ consistent: true }),
        );
        expect(wide({ companyId: a, tableId: b, rowId: c })).toEqual(
          Wide.get({ companyId: a, tableId: b, rowId: c }).params({ consistent: true }),
        );
      }),
    );
    // Values that look like the markers it learnt the request with stay as they are.
    const odd = { companyId: "\u00000\u0000", attributeId: "#$_\u00001\u0000" };
    expect(attribute(odd)).toEqual(AttributeEntity.get(odd).params({ consistent: true }));
  });
});
