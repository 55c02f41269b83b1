import { ApiError } from "../../client/index.js";
import type { Flash } from "./layout.js";
import { orRefusal } from "./signed-in.js";

const STALE =
  "Someone changed this since you opened the page, so nothing was saved. The page now shows the current values: make your change again.";

/**
 * Runs a form's compare-and-set write (`expected_updated_at`). The API's `stale_write` shows the
 * current state (`current`) with a message saying so, since the API's own message speaks to
 * programs; other refusals come back with the form as sent (`again`) and the API's message.
 */
export function orStale(
  write: () => Promise<Response>,
  again: (flash: Flash, status: 409 | 422) => Promise<Response>,
  current: (flash: Flash, status: 409) => Promise<Response>,
) {
  return orRefusal(
    [409, 422],
    async () => {
      try {
        return await write();
      } catch (err) {
        if (err instanceof ApiError && err.code === "stale_write") return current({ message: STALE, error: true }, 409);
        throw err;
      }
    },
    again,
  );
}
