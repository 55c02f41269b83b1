import { Entity } from "electrodb";
import { entityConfig, primary, SERVICE } from "../store/entity.js";

/**
 * An uploaded file. `status` is `uploading` between a presigned-upload start and its
 * completion (with a TTL, so abandoned uploads disappear) and `ready` after. `usedBy` lists the
 * tables built from it: a file in use cannot be deleted.
 */
export const FileEntity = new Entity(
  {
    model: { entity: "file", version: "1", service: SERVICE },
    attributes: {
      companyId: { type: "string", required: true },
      fileId: { type: "string", required: true },
      name: { type: "string", required: true },
      size: { type: "number", required: true },
      contentType: { type: "string", required: true },
      s3Key: { type: "string", required: true },
      status: { type: ["uploading", "ready"] as const, required: true },
      usedBy: { type: "set", items: "string" },
      expiration: { type: "number" },
      createdAt: { type: "string", required: true },
    },
    indexes: { byCompany: primary(["companyId"], ["fileId"]) },
  },
  entityConfig(),
);
