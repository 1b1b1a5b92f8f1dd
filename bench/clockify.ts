// `npm run bench:clockify` (decision 29): the Clockify calls of a busy team on a free workspace,
// without and with webhooks (the scenario is in clockify-scenario.ts). Prints the figures and exits
// non-zero when a goal is missed: within the budget every hour, no failed action, every start and
// stop shown at once, every entry in Clockify by the end of the second hour, and data no older than
// 15 minutes without webhooks, 2 with them.
import { runScenario, type ScenarioResult } from './clockify-scenario';

const HOURLY_LIMIT = 30;
const STALENESS_GOAL = { off: 15, on: 2 };

function verdicts(result: ScenarioResult) {
  const stalenessGoal = result.webhooks ? STALENESS_GOAL.on : STALENESS_GOAL.off;
  return [
    [
      'calls in any hour',
      `${result.worstRollingHour} of ${HOURLY_LIMIT}`,
      result.worstRollingHour <= HOURLY_LIMIT,
    ],
    ['calls in hour 1 / hour 2', result.callsPerHour.join(' / '), true],
    ['failed starts and stops', String(result.failedActions), result.failedActions === 0],
    ['not shown at once', String(result.actionsNotShownAtOnce), result.actionsNotShownAtOnce === 0],
    [
      'all entries in Clockify at',
      result.allInClockifyAtMinute === null ? 'never' : `minute ${result.allInClockifyAtMinute}`,
      result.allInClockifyAtMinute !== null && result.allInClockifyAtMinute < 120,
    ],
    [
      'worst staleness of a Clockify-app change',
      `${result.worstStalenessMinutes} min (goal ${stalenessGoal})`,
      result.worstStalenessMinutes <= stalenessGoal,
    ],
    ['oldest "Updated … ago" while not live', `${result.worstUpdatedAgeMinutes} min`, true],
  ] as const;
}

let missed = false;
for (const webhooks of [false, true]) {
  const result = await runScenario({ webhooks });
  console.log(`\n10 members, 2 hours, webhooks ${webhooks ? 'on' : 'off'}`);
  for (const [label, figure, met] of verdicts(result)) {
    console.log(`  ${met ? 'ok  ' : 'MISS'} ${label.padEnd(40)} ${figure}`);
    if (!met) missed = true;
  }
}
process.exitCode = missed ? 1 : 0;
