import { ElectroError } from "electrodb";

/**
 * ElectroDB wraps AWS failures (code 4001) and keeps the original in `cause`. These helpers
 * let services turn an expected condition failure into a domain error in one line.
 */
function awsName(err: unknown): string | undefined {
  const cause = err instanceof ElectroError ? (err as { cause?: unknown }).cause : err;
  return (cause as { name?: string } | undefined)?.name;
}

export const isConditionFailure = (err: unknown): boolean =>
  awsName(err) === "ConditionalCheckFailedException" || awsName(err) === "TransactionCanceledException";
