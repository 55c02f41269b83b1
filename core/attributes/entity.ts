import { Entity, Service } from "electrodb";
import { entityConfig, primary, SERVICE } from "../store/entity.js";

/**
 * An attribute item keeps the whole wire Attribute in `doc` (free-form map): the API's shape is
 * the stored shape, and every update is a compare-and-set on `updatedAt`. `key` is repeated at
 * top level for readability of the table; uniqueness lives in AttributeKeyEntity.
 */
export const AttributeEntity = new Entity(
  {
    model: { entity: "attribute", version: "1", service: SERVICE },
    attributes: {
      companyId: { type: "string", required: true },
      attributeId: { type: "string", required: true },
      key: { type: "string", required: true },
      updatedAt: { type: "string", required: true },
      doc: { type: "any", required: true },
    },
    indexes: { byCompany: primary(["companyId"], ["attributeId"]) },
  },
  entityConfig(),
);

/** One item per (company, key): created with the attribute, moved by a rename, in one transaction. */
export const AttributeKeyEntity = new Entity(
  {
    model: { entity: "attributekey", version: "1", service: SERVICE },
    attributes: {
      companyId: { type: "string", required: true },
      key: { type: "string", required: true },
      attributeId: { type: "string", required: true },
    },
    indexes: { byKey: primary(["companyId"], ["key"]) },
  },
  entityConfig(),
);

/**
 * A per-company revision of "which column keys exist". Renames and schema writes both bump it
 * with a condition on the value they read, so a schema can never end up with two columns under
 * one key however the two race.
 */
export const KeyspaceEntity = new Entity(
  {
    model: { entity: "keyspace", version: "1", service: SERVICE },
    attributes: {
      companyId: { type: "string", required: true },
      revision: { type: "number", required: true },
    },
    indexes: { byCompany: primary(["companyId"], []) },
  },
  entityConfig(),
);

export const AttributesService = new Service(
  { attribute: AttributeEntity, attributeKey: AttributeKeyEntity, keyspace: KeyspaceEntity },
  entityConfig(),
);
