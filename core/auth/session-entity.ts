import { Entity } from "electrodb";
import { entityConfig, primary, SERVICE } from "../store/entity.js";

/**
 * A dashboard sign-in: the server's record that a sealed cookie is still good, so sign-out can
 * end it for every copy of the cookie. It holds the key's id, never the key (the key stays
 * sealed in the cookie, where the in-process client needs it). The key id sorts before the
 * session id, so one Query of the prefix finds every session of a key ("sign out everywhere",
 * deactivation). `companyName` is copied at sign-in for the header; `expiration` is the
 * table's TTL attribute, and until DynamoDB removes the item a past one is read as gone.
 */
export const SessionEntity = new Entity(
  {
    model: { entity: "dashboardsession", version: "1", service: SERVICE },
    attributes: {
      companyId: { type: "string", required: true },
      keyId: { type: "string", required: true },
      sessionId: { type: "string", required: true },
      companyName: { type: "string", required: true },
      createdAt: { type: "string", required: true },
      expiration: { type: "number", required: true },
    },
    indexes: { byKey: primary(["companyId"], ["keyId", "sessionId"]) },
  },
  entityConfig(),
);
