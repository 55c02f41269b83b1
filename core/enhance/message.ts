import { z } from "zod";
import { CELLS_PER_MESSAGE } from "./pricing.js";

/** The enhance queue's message: an enhancement and some of its rows (the cells hold the state). */
export const CellsMessage = z.object({
  company_id: z.string().min(1),
  table_id: z.string().min(1),
  enhancement_id: z.string().min(1),
  row_indexes: z.array(z.number().int().min(0)).min(1).max(CELLS_PER_MESSAGE),
});
export type CellsMessage = z.infer<typeof CellsMessage>;
