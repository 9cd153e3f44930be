import { parseArgs } from 'node:util';
import { ORGANIZATION_PLANS } from '@roomtone/contracts';
import type { Db } from '../../db/client.ts';
import { PlanChangeError, setOrganizationPlan } from './organizations.service.ts';

/** Where the command writes: its result on `log`, usage and refusals on `error`. */
export type CommandOutput = { log: (line: string) => void; error: (line: string) => void };

export const PLAN_SET_USAGE = [
  'Usage: npm run plan:set -- --org <organization name or id> --plan <plan code | none>',
  `Plans: ${ORGANIZATION_PLANS.map((plan) => `${plan.code} (${plan.displayName})`).join(', ')}`,
].join('\n');

/** The arguments of `npm run plan:set`, or the exit code when they are incomplete (usage is printed). */
export function parsePlanSetArgs(
  args: string[],
  output: CommandOutput,
): { org: string; plan: string } | { exitCode: number } {
  let values: { org?: string; plan?: string; help?: boolean };
  try {
    values = parseArgs({
      args,
      options: { org: { type: 'string' }, plan: { type: 'string' }, help: { type: 'boolean' } },
      allowPositionals: false,
    }).values;
  } catch (error) {
    output.error(`${error instanceof Error ? error.message : String(error)}\n${PLAN_SET_USAGE}`);
    return { exitCode: 1 };
  }
  if (values.help || !values.org || !values.plan) {
    output.error(PLAN_SET_USAGE);
    return { exitCode: values.help ? 0 : 1 };
  }
  return { org: values.org, plan: values.plan };
}

/**
 * `npm run plan:set -- --org … --plan …` on an open database: sets the plan and prints what
 * changed; an unknown organization or plan prints why and exits with 1.
 */
export async function runPlanSet(db: Db, args: string[], output: CommandOutput): Promise<number> {
  const parsed = parsePlanSetArgs(args, output);
  if ('exitCode' in parsed) return parsed.exitCode;
  try {
    const change = await setOrganizationPlan(db, parsed.org, parsed.plan);
    const { id, name } = change.organization;
    const from = change.before ?? 'none';
    const to = change.after ?? 'none';
    output.log(
      from === to
        ? `${name} (${id}) is already on plan ${to}; nothing changed.`
        : `${name} (${id}): plan ${from} -> ${to}`,
    );
    return 0;
  } catch (error) {
    if (error instanceof PlanChangeError) {
      output.error(error.message);
      return 1;
    }
    throw error;
  }
}
