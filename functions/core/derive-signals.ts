import { normalizeCompanyName } from './derive.js';
import type { CompanyPost, ProviderCompany, ProviderProfile, Signals } from './profile.js';

/**
 * Values no provider states but that their data implies: the photo's upload and expiry times from its
 * signed CDN URL, the company's language from its recent posts, the last activity from posts. Each rule
 * fills only what is still null and leaves a value null when the data does not decide it: these are
 * readings of the data, never guesses. docs/providers.md ("Derived fields") says where each comes from.
 */

/** Plausible bounds for a timestamp in a media URL: the network's image CDN did not exist before 2003. */
const EARLIEST_MS = Date.UTC(2003, 0, 1);
const LATEST_MS = Date.UTC(2100, 0, 1);

const inRange = (ms: number): boolean => Number.isFinite(ms) && ms >= EARLIEST_MS && ms < LATEST_MS;

/**
 * The network's signed media URLs (`https://media.licdn.com/dms/image/v2/<asset>/<artifact>/<artifact>/0/
 * <upload ms>?e=<expiry s>&v=beta&t=<token>`) carry two times: `e`, the Unix second the signature
 * expires, and the path segment after `/0/`, the millisecond the image was uploaded. Anything else
 * (another host, no `e`, no 13-digit segment) gives null for what it lacks. An image URL without `e`
 * on that host is not signed, but its permanence is not stated either, so `expires_at` stays null.
 */
export function photoTimes(url: string | null | undefined): {
  uploaded_at: string | null;
  expires_at: string | null;
} {
  const none = { uploaded_at: null, expires_at: null };
  if (typeof url !== 'string' || url.trim() === '') return none;
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return none;
  }
  const host = parsed.hostname.toLowerCase();
  if (!(host === 'licdn.com' || host.endsWith('.licdn.com')) || !parsed.pathname.startsWith('/dms/image/')) {
    return none;
  }
  const expiry = parsed.searchParams.get('e');
  const expiresMs = expiry !== null && /^\d{9,11}$/.test(expiry) ? Number(expiry) * 1000 : Number.NaN;
  const upload = /\/0\/(\d{13})(?:\/|$)/.exec(parsed.pathname)?.[1];
  const uploadedMs = upload === undefined ? Number.NaN : Number(upload);
  return {
    uploaded_at: inRange(uploadedMs) ? new Date(uploadedMs).toISOString() : null,
    expires_at: inRange(expiresMs) ? new Date(expiresMs).toISOString() : null,
  };
}

/** An uploaded profile photo on the network's CDN is a real photo; anything else is not known. */
export function hasRealPhoto(url: string | null | undefined): boolean | null {
  return typeof url === 'string' &&
    /^https:\/\/media\.licdn\.com\/dms\/image\/.*profile-displayphoto/.test(url)
    ? true
    : null;
}

/**
 * Frequent function words of the languages the service writes in most. A text's language is the one
 * whose words it uses most; short or mixed texts decide nothing.
 */
const STOPWORDS: Readonly<Record<string, readonly string[]>> = {
  en: [
    'the',
    'and',
    'of',
    'to',
    'is',
    'in',
    'for',
    'with',
    'that',
    'our',
    'we',
    'are',
    'this',
    'on',
    'you',
    'it',
    'be',
    'at',
    'from',
    'your',
  ],
  de: [
    'der',
    'die',
    'und',
    'das',
    'ist',
    'nicht',
    'mit',
    'sich',
    'auf',
    'für',
    'wir',
    'ein',
    'eine',
    'den',
    'dem',
    'zu',
    'von',
    'auch',
    'unsere',
    'im',
  ],
  fr: [
    'le',
    'la',
    'les',
    'et',
    'des',
    'est',
    'une',
    'pour',
    'dans',
    'que',
    'qui',
    'nous',
    'avec',
    'sur',
    'du',
    'au',
    'pas',
    'vous',
    'notre',
    'un',
  ],
  es: [
    'el',
    'los',
    'las',
    'y',
    'que',
    'es',
    'una',
    'para',
    'con',
    'por',
    'del',
    'nuestro',
    'nuestra',
    'como',
    'más',
    'se',
    'al',
    'lo',
    'su',
    'un',
  ],
  it: [
    'il',
    'della',
    'che',
    'è',
    'per',
    'una',
    'con',
    'non',
    'sono',
    'gli',
    'nel',
    'alla',
    'del',
    'di',
    'le',
    'lo',
    'nostro',
    'anche',
    'più',
    'un',
  ],
  nl: [
    'de',
    'het',
    'een',
    'en',
    'van',
    'is',
    'dat',
    'niet',
    'met',
    'voor',
    'op',
    'wij',
    'ons',
    'onze',
    'zijn',
    'ook',
    'aan',
    'bij',
    'naar',
    'te',
  ],
  pt: [
    'o',
    'os',
    'as',
    'e',
    'que',
    'não',
    'uma',
    'para',
    'com',
    'por',
    'do',
    'da',
    'dos',
    'das',
    'em',
    'nosso',
    'nossa',
    'mais',
    'se',
    'um',
  ],
};

const WORDS: ReadonlyMap<string, readonly string[]> = (() => {
  const byWord = new Map<string, string[]>();
  for (const [language, words] of Object.entries(STOPWORDS)) {
    for (const word of words) byWord.set(word, [...(byWord.get(word) ?? []), language]);
  }
  return byWord;
})();

/** At least this many function words before a text says anything about its language. */
export const MIN_STOPWORD_HITS = 8;

/**
 * The ISO 639-1 language most of the texts are written in, or null when they are too short or no
 * language clearly leads (the winner needs twice the hits of the runner-up). Words shared by two
 * languages count for both, so only words that tell them apart decide.
 */
export function detectLanguage(texts: ReadonlyArray<string | null | undefined>): string | null {
  const hits = new Map<string, number>();
  let total = 0;
  for (const text of texts) {
    if (typeof text !== 'string') continue;
    for (const token of text.toLowerCase().split(/[^\p{L}]+/u)) {
      const languages = WORDS.get(token);
      if (!languages) continue;
      total += 1;
      for (const language of languages) hits.set(language, (hits.get(language) ?? 0) + 1);
    }
  }
  if (total < MIN_STOPWORD_HITS) return null;
  const ranked = [...hits.entries()].sort((a, b) => b[1] - a[1]);
  const [first, second] = ranked;
  if (!first) return null;
  return second === undefined || first[1] >= 2 * second[1] ? first[0] : null;
}

/** `YYYY-MM-DD` of a date or timestamp; null for anything else. */
function day(value: string | null | undefined): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})(?:$|[T ])/.exec(value?.trim() ?? '');
  return match?.[1] ?? null;
}

/** The newest day among posts, or null without a dated post. */
export function newestDay(posts: ReadonlyArray<{ posted_at: string | null }>): string | null {
  const days = posts.map((p) => day(p.posted_at)).filter((d): d is string => d !== null);
  return days.length === 0 ? null : days.reduce((a, b) => (a > b ? a : b));
}

/** Mean reactions + comments + shares over posts whose engagement is known; null without any. */
export function averageEngagement(posts: Signals['recent_posts']): number | null {
  const totals = posts
    .map((p) => p.engagement)
    .filter((e): e is NonNullable<typeof e> => e !== null && (e.likes ?? e.comments ?? e.shares) !== null)
    .map((e) => (e.likes ?? 0) + (e.comments ?? 0) + (e.shares ?? 0));
  if (totals.length === 0) return null;
  return Math.round((totals.reduce((a, b) => a + b, 0) / totals.length) * 10) / 10;
}

/** Fills a profile's derivable nulls: photo times and real-photo flag, last activity, average engagement. */
export function deriveProfileFields(profile: ProviderProfile): ProviderProfile {
  const times = photoTimes(profile.photo_url);
  const meta = profile.meta;
  const realPhoto = hasRealPhoto(profile.photo_url);
  const needsMeta =
    (times.uploaded_at !== null && !meta?.photo_uploaded_at) ||
    (times.expires_at !== null && !meta?.photo_expires_at) ||
    (realPhoto !== null && (meta?.has_real_photo ?? null) === null);
  const nextMeta = needsMeta
    ? {
        network_id: meta?.network_id ?? null,
        profile_urn: meta?.profile_urn ?? null,
        has_real_photo: meta?.has_real_photo ?? realPhoto,
        photo_uploaded_at: meta?.photo_uploaded_at ?? times.uploaded_at,
        photo_expires_at: meta?.photo_expires_at ?? times.expires_at,
      }
    : meta;
  const signals = profile.signals;
  const nextSignals =
    signals && signals.recent_posts.length > 0
      ? {
          ...signals,
          last_active: signals.last_active ?? newestDay(signals.recent_posts),
          avg_engagement: signals.avg_engagement ?? averageEngagement(signals.recent_posts),
        }
      : signals;
  return { ...profile, meta: nextMeta, signals: nextSignals };
}

/** Fills a company's derivable nulls: language and last post date from its posts, `has_logo` from the logo. */
export function deriveCompanyFields(company: ProviderCompany): ProviderCompany {
  const posts: CompanyPost[] = company.recent_posts ?? [];
  return {
    ...company,
    company_language: company.company_language ?? detectLanguage(posts.map((p) => p.content)),
    last_post_date: company.last_post_date ?? newestDay(posts),
    has_logo: company.has_logo ?? (company.logo_url ? true : null),
  };
}

/**
 * Whether the person's recent posts are about their company: true when one names it. Null without
 * posts or without a company name; false only when there are posts and none names it.
 */
export function postsAboutCompany(
  signals: Pick<Signals, 'recent_posts'> | null,
  company: Pick<ProviderCompany, 'name'>,
): boolean | null {
  const name = normalizeCompanyName(company.name);
  const posts = signals?.recent_posts ?? [];
  if (name === '' || posts.length === 0) return null;
  return posts.some((p) => normalizeCompanyName(p.content).includes(name));
}
