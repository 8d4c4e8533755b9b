import type { CourseDetail } from '@academy/contracts/catalogue';
import { describe, expect, it } from 'vitest';
import { answersJson, renderPage } from './entry-server';

const hostile = `</script><script>alert(1)</script>\u2028"' <!-- $& 期权`;

const course: CourseDetail = {
  basic_info: {
    course_id: 7,
    title: hostile,
    title_zh: null,
    short_description: `Summary ${hostile}`,
    short_description_zh: null,
    description: 'What the course covers.',
    description_zh: null,
    thumbnail: '/media/seed/course-07.webp',
    difficulty_level: 'beginner',
    is_premium: false,
    is_free: true,
    is_featured: false,
    points_required: 0,
    points_reward: 10,
    price: 0,
    likes_count: 3,
    reviews_count: 0,
    average_rating: null,
    is_liked_by_user: false,
    is_redeemed_by_user: false,
    has_access: true,
    lesson_count: 0,
    created_at: '2026-01-01T00:00:00.000Z',
  },
  teacher: null,
};

const envelope = (data: unknown) => JSON.stringify({ code: 1, msg: 'ok', data });

/** The API as the server's router answers a guest: this course, and nothing else. */
async function read(url: string) {
  if (url === '/api/course/get?course_id=7') return { status: 200, body: envelope(course) };
  return { status: 404, body: JSON.stringify({ code: 0, msg: 'Not found', error: 'NOT_FOUND' }) };
}

const render = (url: string, locale: 'en' | 'zh' = 'en') =>
  renderPage({ url, locale, origin: 'https://academy.example', read });

describe('the server render', () => {
  it("renders a course's page with its title, summary and share card, all escaped", async () => {
    const page = await render('/courses/7');
    expect(page.lang).toBe('en');
    expect(page.html).toContain('<h1');
    expect(page.html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.head).toContain(
      '<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;\u2028&quot;&#39; &lt;!-- $&amp; 期权 · Academy</title>',
    );
    expect(page.head).toContain(
      '<meta property="og:url" content="https://academy.example/courses/7">',
    );
    expect(page.head).toContain(
      '<meta property="og:image" content="https://academy.example/media/seed/course-07.webp">',
    );
    expect(page.head).toContain('<link rel="canonical" href="https://academy.example/courses/7">');
    expect(page.head).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(page.preloads).toMatch(
      /^<link rel="preload" as="image" fetchpriority="high" href="\/media\/seed\/course-07\.webp">/,
    );
    for (const part of [page.html ?? '', page.head, page.answers]) {
      expect(part).not.toContain('<script');
      expect(part).not.toContain('</script');
    }
  });

  it('puts the answers in the page as JSON that no text can break out of', async () => {
    const page = await render('/courses/7');
    expect(page.answers).not.toMatch(/[<\u2028\u2029]/);
    // The related courses answered 404: left for the browser to ask again.
    const answers = JSON.parse(page.answers) as Record<string, { data: CourseDetail }>;
    expect(Object.keys(answers)).toEqual(['/api/course/get?course_id=7']);
    expect(answers['/api/course/get?course_id=7']?.data.basic_info.title).toBe(hostile);
    expect(answersJson(new Map([['/x', '{"a":"\u2029<"}']]))).toBe('{"/x":{"a":"\\u2029\\u003c"}}');
  });

  it("names a page after its route in the reader's language, and a missing course's page too", async () => {
    const faq = await render('/faq', 'zh');
    expect(faq.lang).toBe('zh-CN');
    expect(faq.head).toContain('<title>投资学院</title>');
    expect(faq.html).toContain('lang="zh-CN"');
    const missing = await render('/courses/8', 'zh');
    expect(missing.head).toContain('<title>课程详情 · 投资学院</title>');
    expect(missing.head).not.toContain('og:image');
    expect(missing.preloads).toBe('');
  });

  it('leaves a page to the browser when a read was refused for now, not for good', async () => {
    const busy = { status: 503, body: JSON.stringify({ code: 0, msg: 'Busy', error: 'BUSY' }) };
    for (const refusal of [busy, { ...busy, status: 429 }]) {
      const page = await renderPage({
        url: '/courses/7',
        locale: 'en',
        origin: 'https://academy.example',
        read: async () => refusal,
      });
      expect(page.html).toBeUndefined();
      expect(page.head).toBe('');
    }
    // A course that is not there stays not there: that page is rendered.
    expect((await render('/courses/8')).html).toBeDefined();
  });

  it('answers the first reads of a page it does not render, and renders none of it', async () => {
    const login = await render('/auth/login');
    expect(login.html).toBeUndefined();
    expect(login.head).toBe('');
    expect(login.preloads).toBe('');
  });
});
