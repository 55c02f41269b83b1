import type { SSTConfig } from "sst";
import { config } from "./core/config.js";
import { AlarmsStack } from "./stacks/AlarmsStack.js";
import { ApiStack } from "./stacks/ApiStack.js";
import { QueuesStack } from "./stacks/QueuesStack.js";
import { StorageStack } from "./stacks/StorageStack.js";
import { WorkersStack } from "./stacks/WorkersStack.js";

export default {
  config(input) {
    return {
      name: "product-data-service",
      region: input.region ?? config().AWS_REGION,
    };
  },
  stacks(app) {
    app.setDefaultFunctionProps({
      runtime: "nodejs22.x",
      architecture: "arm_64", // SST's spelling; its default is x86_64
      logRetention: "one_month",
      nodejs: {
        // SST's ESM build already prepends a `createRequire` banner for CommonJS dependencies;
        // a second one here would declare `require` twice and break the bundle.
        format: "esm",
      },
    });
    // Order matters: `use()` only sees stacks registered before the caller.
    app.stack(StorageStack).stack(QueuesStack).stack(ApiStack).stack(WorkersStack).stack(AlarmsStack);
  },
} satisfies SSTConfig;
