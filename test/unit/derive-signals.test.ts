import { describe, expect, it } from 'vitest';
import {
  averageEngagement,
  deriveCompanyFields,
  detectLanguage,
  photoTimes,
  postsAboutCompany,
} from '../../functions/core/derive-signals.js';
import type { ProviderCompany } from '../../functions/core/profile.js';

describe('photo times from a signed media URL', () => {
  it('reads the upload millisecond from the path and the expiry second from e=', () => {
    // The shape of a public example (see docs/providers.md, "Derived fields").
    const url =
      'https://media.licdn.com/dms/image/v2/C4D03AQHQCBcoih82SQ/profile-displayphoto-shrink_800_800/profile-displayphoto-shrink_800_800/0/1517545267594?e=1766620800&v=beta&t=abc';
    expect(photoTimes(url)).toEqual({
      uploaded_at: '2018-02-02T04:21:07.594Z',
      expires_at: '2025-12-25T00:00:00.000Z',
    });
  });

  it('leaves what the URL does not carry null', () => {
    expect(
      photoTimes(
        'https://media.licdn.com/dms/image/C4D03AQGsitRwG8U8ZQ/profile-displayphoto-shrink_100_100/0?e=1526940000&v=alpha',
      ),
    ).toEqual({
      uploaded_at: null,
      expires_at: '2018-05-21T22:00:00.000Z',
    });
    expect(photoTimes('https://cdn.example/photo/0/1517545267594?e=1766620800')).toEqual({
      uploaded_at: null,
      expires_at: null,
    });
    expect(photoTimes('not a url')).toEqual({ uploaded_at: null, expires_at: null });
    expect(photoTimes(null)).toEqual({ uploaded_at: null, expires_at: null });
  });
});

describe('the language of a few posts', () => {
  it('tells English from German and says nothing about too little text', () => {
    expect(
      detectLanguage([
        'We are hiring engineers in Austin. Join us to build the analytics that our customers use with the team.',
      ]),
    ).toBe('en');
    expect(
      detectLanguage([
        'Wir suchen eine Account Executive für die Region und wir freuen uns auf die Bewerbung, die uns auch zeigt, was ist.',
      ]),
    ).toBe('de');
    expect(detectLanguage(['Retention reports!'])).toBeNull();
    expect(detectLanguage([])).toBeNull();
  });
});

describe('company fields from its posts', () => {
  it('fills language, last post date and has_logo only where they are null', () => {
    const base = {
      name: 'Acme',
      logo_url: null,
      has_logo: null,
      company_language: null,
      last_post_date: null,
      recent_posts: [
        {
          content:
            'We are proud to share that our team is growing and we are hiring in Austin for the platform.',
          posted_at: '2026-10-01',
          url: null,
        },
        {
          content: 'Our new release is out: faster reports for the product teams that use it every day.',
          posted_at: '2026-11-02',
          url: null,
        },
      ],
    } as unknown as ProviderCompany;
    expect(deriveCompanyFields(base)).toMatchObject({
      company_language: 'en',
      last_post_date: '2026-11-02',
      has_logo: null,
    });
    expect(deriveCompanyFields({ ...base, company_language: 'de' }).company_language).toBe('de');
    expect(deriveCompanyFields({ ...base, recent_posts: [] })).toMatchObject({
      company_language: null,
      last_post_date: null,
    });
  });

  it('says posts are about the company only when one names it', () => {
    const post = (content: string) => ({
      content,
      posted_at: null,
      url: null,
      is_repost: null,
      engagement: null,
    });
    expect(
      postsAboutCompany(
        { recent_posts: [post('Proud of the Acme Robotics team!')] },
        { name: 'Acme Robotics, Inc.' },
      ),
    ).toBe(true);
    expect(
      postsAboutCompany({ recent_posts: [post('A thought on pipelines.')] }, { name: 'Acme Robotics' }),
    ).toBe(false);
    expect(postsAboutCompany({ recent_posts: [] }, { name: 'Acme Robotics' })).toBeNull();
    expect(averageEngagement([{ ...post('x'), engagement: { likes: 10, comments: 2, shares: null } }])).toBe(
      12,
    );
  });
});
