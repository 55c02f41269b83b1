import { Entity, Service } from "electrodb";
import { KeyspaceEntity } from "../attributes/entity.js";
import { entityConfig, primary, SERVICE } from "../store/entity.js";

/**
 * A schema keeps its columns as stored references: `{ kind: "attribute", attribute_id }` or a
 * helper's own definition. Attribute columns are hydrated on every read, so an attribute edit
 * or rename shows in every schema with no write here. `refCount` counts the tables and catalog
 * products built on it; deletion is conditioned on it being 0.
 */
export const SchemaEntity = new Entity(
  {
    model: { entity: "schema", version: "1", service: SERVICE },
    attributes: {
      companyId: { type: "string", required: true },
      schemaId: { type: "string", required: true },
      name: { type: "string", required: true },
      description: { type: "string" },
      columns: { type: "any", required: true },
      refCount: { type: "number", required: true, default: 0 },
      createdAt: { type: "string", required: true },
      updatedAt: { type: "string", required: true },
    },
    indexes: { byCompany: primary(["companyId"], ["schemaId"]) },
  },
  entityConfig(),
);

/** Which schema is the company's default: one pointer item, so two defaults cannot exist. */
export const DefaultSchemaEntity = new Entity(
  {
    model: { entity: "schemadefault", version: "1", service: SERVICE },
    attributes: {
      companyId: { type: "string", required: true },
      schemaId: { type: "string", required: true },
    },
    indexes: { byCompany: primary(["companyId"], []) },
  },
  entityConfig(),
);

export const SchemasService = new Service(
  { schema: SchemaEntity, schemaDefault: DefaultSchemaEntity, keyspace: KeyspaceEntity },
  entityConfig(),
);
