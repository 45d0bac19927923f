export const PLANS = ['starter', 'group', 'custom'] as const;
export type Plan = (typeof PLANS)[number];

/** Active locations a plan allows; null means unlimited. */
const ACTIVE_LOCATION_CAP: Record<Plan, number | null> = { starter: 1, group: 3, custom: null };

export const PLAN_LABELS: Record<Plan, string> = { starter: 'Starter', group: 'Groep', custom: 'Maatwerk' };

export function activeLocationCap(plan: Plan): number | null {
  return ACTIVE_LOCATION_CAP[plan];
}

/** The smallest plan whose location cap fits this many active locations (null: no upper bound). */
export function smallestPlanFor(locations: number | null): Plan {
  return PLANS.find((plan) => {
    const cap = ACTIVE_LOCATION_CAP[plan];
    return cap === null || (locations !== null && locations <= cap);
  })!;
}
