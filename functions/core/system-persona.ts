import type { Persona } from './model.js';

// Its own module because both the persona rules (personas.ts) and the persona reader need it, and
// those two import each other's functions otherwise.

export const SYSTEM_PERSONA_SLUG = 'owners-founders';

/**
 * The persona every account has. It is code rather than data so that every account sees the same,
 * reviewed definition and no migration is ever needed to fix it.
 */
export const SYSTEM_PERSONA: Persona = {
  slug: SYSTEM_PERSONA_SLUG,
  name: 'Owners & founders',
  definition: [
    'Keep the people who own the company or founded it and still run it today.',
    'Include: founders and co-founders; owners, proprietors and managing partners of the business; principals or',
    'partners who hold equity in a partnership (law, accounting, consulting or architecture firms); the CEO,',
    'managing director, president or general manager when that person founded or owns the company, or when the',
    'company is small enough (roughly under 50 people) that the top executive is in practice the owner-operator;',
    'founder-executives with another title (for example "Co-founder & CTO").',
    'Exclude: people whose founder or owner role was at another company, or ended (former founders, "ex-founder",',
    'advisors to founders); investors, board members and shareholders who do not work in the company; founders',
    'of a side project, community or non-profit mentioned alongside a different current job; franchise or store',
    'managers who do not own the business; employees with "owner" in a functional title (product owner, process',
    'owner, account owner, business owner of a system); freelancers and contractors working for the company.',
    'Rank founders who still lead the company first, then co-founders in other executive roles, then owners and',
    'equity partners, then the owner-operator top executive.',
  ].join(' '),
  is_system: true,
  created_at: null,
  updated_at: null,
};
