import type { Logger } from "@aws-lambda-powertools/logger";
import type { Auth } from "../auth/service.js";

/** Per-request variables every handler can read from `c.var`. */
export interface AppEnv {
  Variables: {
    requestId: string;
    log: Logger;
    auth: Auth;
  };
}
