import {
  belongsToCompany,
  budgetAuthority,
  managesPeople,
  type Professional,
  role,
  tier,
  workStatus,
} from './derive.js';
import type { ProviderCompany, ProviderProfile } from './profile.js';
import { professionalFunction } from './roles.js';

export { professionalFunction };

/**
 * All of the spec's Professional fields (2.6) for a person at a company. `function` is the judge's
 * reading of the current role (roles.ts), so what a result publishes is what the judge matched on.
 */
export function deriveProfessional(profile: ProviderProfile, company: ProviderCompany): Professional {
  return {
    tier: tier(profile, company),
    role: role(profile, company),
    function: professionalFunction(profile, company),
    work_status: workStatus(profile, company),
    belongs_to_company: belongsToCompany(profile, company),
    manages_people: managesPeople(profile, company),
    budget_authority: budgetAuthority(profile, company),
  };
}
