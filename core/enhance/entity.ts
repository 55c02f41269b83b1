import { Entity, Service } from "electrodb";
import { BalanceEntity, TransactionEntity } from "../credits/entity.js";
import { entityConfig, primary, SERVICE } from "../store/entity.js";

/**
 * Everything of an enhancement lives in its table's partition (company + table), beside the row
 * pages it writes into, so deleting a table deletes its enhancements with it.
 */

/** One POST /tables/{id}/enhance: what its cells are asked. Never changes after creation. */
export const EnhanceRunEntity = new Entity(
  {
    model: { entity: "enhancement", version: "1", service: SERVICE },
    attributes: {
      companyId: { type: "string", required: true },
      tableId: { type: "string", required: true },
      enhancementId: { type: "string", required: true },
      /** The column by colRef (attribute id or helper key), so an attribute rename keeps it. */
      colRef: { type: "string", required: true },
      prompt: { type: "string", required: true },
      model: { type: "string", required: true },
      webSearch: { type: "boolean", required: true },
      targetLanguage: { type: "string" },
      useGlossary: { type: "boolean", required: true },
      rowsQueued: { type: "number", required: true },
      estimatedCredits: { type: "number", required: true },
      /** The user of the key that asked (`system` for a key without one): its cells' charges are theirs. */
      userId: { type: "string" },
      createdAt: { type: "string", required: true },
    },
    indexes: { byId: primary(["companyId", "tableId"], ["enhancementId"]) },
  },
  entityConfig(),
);

/**
 * One cell (row × column) and the state of its latest enhancement: pending → processing →
 * completed | failed | cancelled, every move a conditional write (docs/enhance.md). Sorted by
 * column then row, so a column's cells are one Query.
 */
export const EnhanceCellEntity = new Entity(
  {
    model: { entity: "enhancecell", version: "1", service: SERVICE },
    attributes: {
      companyId: { type: "string", required: true },
      tableId: { type: "string", required: true },
      colRef: { type: "string", required: true },
      rowIndex: { type: "number", required: true, padding: { length: 9, char: "0" } },
      enhancementId: { type: "string", required: true },
      status: { type: ["pending", "processing", "completed", "failed", "cancelled"] as const, required: true },
      /** Bumped by every claim; the end of a cell is conditioned on it, so a reclaimed cell ends once. */
      attempt: { type: "number", required: true, default: 0 },
      /** While processing: epoch ms after which a redelivered message may reclaim the cell. */
      leaseUntil: { type: "number" },
      /** Why it failed (failed cells); `insufficient_credits` and others in `errorCode`. */
      error: { type: "string" },
      errorCode: { type: "string" },
      creditsCharged: { type: "number" },
      createdAt: { type: "string", required: true },
      updatedAt: { type: "string", required: true },
    },
    indexes: { byCell: primary(["companyId", "tableId"], ["colRef", "rowIndex"]) },
  },
  entityConfig(),
);

/**
 * The trace of a cell's latest ended enhancement (spec 2.8), sorted by row then column so a
 * row's traces are one Query. Written in the transaction that ends the cell.
 */
export const EnhanceTraceEntity = new Entity(
  {
    model: { entity: "enhancetrace", version: "1", service: SERVICE },
    attributes: {
      companyId: { type: "string", required: true },
      tableId: { type: "string", required: true },
      rowIndex: { type: "number", required: true, padding: { length: 9, char: "0" } },
      colRef: { type: "string", required: true },
      /** The wire Trace without column_key (a rename shows the current key). */
      doc: { type: "any", required: true },
      createdAt: { type: "string", required: true },
    },
    indexes: { byRow: primary(["companyId", "tableId"], ["rowIndex", "colRef"]) },
  },
  entityConfig(),
);

/** A cell's end: its state and trace, and for a completed cell the charge (balance and ledger row). */
export const CellEndService = new Service(
  { balance: BalanceEntity, transaction: TransactionEntity, cell: EnhanceCellEntity, trace: EnhanceTraceEntity },
  entityConfig(),
);
