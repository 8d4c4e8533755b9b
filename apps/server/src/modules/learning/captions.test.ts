import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildContent, buildCourse, signedInAdmin, signedInLearner } from '../../test/factories';
import { withTamperedSignature } from '../../test/signed-links';
import { temporaryDirectory, useTestApp } from '../../test/test-app';
import { courses } from '../catalogue/catalogue.schema';
import { contents } from './learning.schema';

const dataDir = temporaryDirectory();
const ctx = useTestApp({ UPLOADS_DIR: path.join(dataDir, 'uploads') });
const { get } = ctx;
mkdirSync(path.join(dataDir, 'uploads', 'lessons'), { recursive: true });
writeFileSync(
  path.join(dataDir, 'uploads', 'lessons', 'clip.vtt'),
  'WEBVTT\n\n00:00.000 --> 00:02.000\nUploaded captions\n',
);

const passages = [
  { start: 0, end: 0.61, text: 'Welcome.', text_zh: '欢迎。' },
  { start: 1, end: 7.32, text: 'An index fund buys <b>every</b> company & more.' },
];

async function videoLesson(
  level: 'beginner' | 'advanced' = 'beginner',
  contentData: object = { url: '/media/lessons/clip.mp4', passages },
) {
  const course = await buildCourse(ctx.db, {
    difficultyLevel: level,
    pointsRequired: level === 'beginner' ? 0 : 200,
  });
  const video = await buildContent(ctx.db, course.id, { type: 'video', contentData });
  return { course, video };
}

/** The lesson's captions tracks as the content call hands them to this caller. */
async function tracksOf(contentId: number, headers: Record<string, string> = {}) {
  const item = (await get(`/api/content/get?content_id=${contentId}`, headers)).json().data;
  return item.content_data.captions as { language: 'en' | 'zh'; url: string }[];
}

describe('captions built from a timed transcript', () => {
  it('hands out a signed WebVTT track per language, its text escaped, Chinese falling back', async () => {
    const { video } = await videoLesson();
    const item = (await get(`/api/content/get?content_id=${video.id}`)).json().data;
    expect(item.content_data).toMatchObject({
      transcript: 'Welcome. An index fund buys <b>every</b> company & more.',
      transcript_zh: '欢迎。An index fund buys <b>every</b> company & more.',
      passages: [
        { start: 0, end: 0.61, text: 'Welcome.', text_zh: '欢迎。' },
        { start: 1, end: 7.32, text_zh: null },
      ],
    });
    const tracks = item.content_data.captions as { language: string; url: string }[];
    expect(tracks.map((track) => track.language)).toEqual(['en', 'zh']);
    expect(tracks[0]?.url).toMatch(
      new RegExp(`^/api/content/captions/${video.id}/en\\?expires=\\d+&sig=[\\w-]+$`),
    );

    const english = await get(tracks[0]?.url ?? '');
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(english.body).toBe(
      'WEBVTT\n\n1\n00:00:00.000 --> 00:00:00.610\nWelcome.\n\n' +
        '2\n00:00:01.000 --> 00:00:07.320\nAn index fund buys &lt;b&gt;every&lt;/b&gt; company &amp; more.\n',
    );
    const chinese = await get(tracks[1]?.url ?? '');
    expect(chinese.body).toContain('\n欢迎。\n');
    expect(chinese.body).toContain('\nAn index fund buys &lt;b&gt;every');
  });

  it('offers no Chinese track when no passage is in Chinese, and none for a plain transcript', async () => {
    const english = await videoLesson('beginner', {
      url: '/media/lessons/clip.mp4',
      passages: [{ start: 0, end: 2, text: 'Only English.' }],
    });
    expect((await tracksOf(english.video.id)).map((track) => track.language)).toEqual(['en']);
    const plain = await videoLesson('beginner', {
      url: '/media/lessons/clip.mp4',
      transcript: 'Hello',
    });
    expect(await tracksOf(plain.video.id)).toEqual([]);
  });

  it('requires the signed link, for this very video and language', async () => {
    const { video } = await videoLesson();
    const other = await videoLesson();
    const [en] = await tracksOf(video.id);
    const [, query] = (en?.url ?? '').split('?');
    for (const url of [
      `/api/content/captions/${video.id}/en`,
      `/api/content/captions/${video.id}/en?${withTamperedSignature(query ?? '')}`,
      `/api/content/captions/${video.id}/en?${query?.replace(/expires=\d+/, 'expires=99999999999')}`,
      `/api/content/captions/${video.id}/zh?${query}`,
      `/api/content/captions/${other.video.id}/en?${query}`,
    ]) {
      const refused = await get(url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json(), url).toMatchObject({ code: 0, error: 'FORBIDDEN' });
    }
  });

  it('gives no link to a locked course’s captions until the learner unlocks it', async () => {
    const { course, video } = await videoLesson('advanced');
    const { headers } = await signedInLearner(ctx.db, 300);
    for (const caller of [{}, headers]) {
      const refused = await get(`/api/content/get?content_id=${video.id}`, caller);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ error: 'COURSE_LOCKED' });
      expect((await get(`/api/content/captions/${video.id}/en`, caller)).statusCode).toBe(403);
    }

    await ctx.app.inject({
      method: 'POST',
      url: '/api/course/unlock',
      headers,
      payload: { course_id: course.id },
    });
    const [en] = await tracksOf(video.id, headers);
    // The <track> loads it without the learner's token: the signature is the proof of access.
    const captions = await get(en?.url ?? '');
    expect(captions.statusCode).toBe(200);
    expect(captions.body.startsWith('WEBVTT\n')).toBe(true);
  });

  it('answers 404 for a signed link whose video is gone, unpublished or without passages', async () => {
    const removed = await videoLesson();
    const [removedTrack] = await tracksOf(removed.video.id);
    await ctx.db.delete(contents).where(eq(contents.id, removed.video.id));

    const hidden = await videoLesson();
    const [hiddenTrack] = await tracksOf(hidden.video.id);
    await ctx.db.update(courses).set({ status: 'draft' }).where(eq(courses.id, hidden.course.id));

    const retimed = await videoLesson();
    const [retimedTrack] = await tracksOf(retimed.video.id);
    await ctx.db
      .update(contents)
      .set({ contentData: { url: '/media/lessons/clip.mp4', transcript: 'Untimed now' } })
      .where(eq(contents.id, retimed.video.id));

    for (const track of [removedTrack, hiddenTrack, retimedTrack]) {
      const response = await get(track?.url ?? '');
      expect(response.statusCode, track?.url).toBe(404);
      expect(response.json()).toMatchObject({ code: 0, error: 'NOT_FOUND' });
    }
  });
});

describe('uploaded captions', () => {
  it('are used instead of the built ones, on a signed link, as text/vtt', async () => {
    const { video } = await videoLesson('beginner', {
      url: '/media/lessons/clip.mp4',
      passages,
      captions: '/media/lessons/clip.vtt',
    });
    const tracks = await tracksOf(video.id);
    expect(tracks[0]?.url).toMatch(/^\/media\/lessons\/clip\.vtt\?expires=\d+&sig=[\w-]+$/);
    expect(tracks[1]?.url).toMatch(new RegExp(`^/api/content/captions/${video.id}/zh\\?`));

    const served = await get(tracks[0]?.url ?? '');
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^text\/vtt/);
    expect(served.body).toContain('Uploaded captions');
    expect((await get('/media/lessons/clip.vtt')).statusCode).toBe(403);
  });
});

describe('timed passages as an admin saves them', () => {
  it('accepts passages in order (with or without a plain transcript) and refuses the rest', async () => {
    const { headers } = await signedInAdmin(ctx.db);
    const course = await buildCourse(ctx.db);
    const save = (contentData: object) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/admin/contents',
        headers,
        payload: { course_id: course.id, type: 'video', title: 'Clip', content_data: contentData },
      });
    const url = '/media/lessons/clip.mp4';

    const saved = await save({ url, passages, captions_zh: '/media/admin/zh.vtt' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.content_data.passages).toEqual(passages);

    for (const contentData of [
      { url },
      { url, transcript: '  ' },
      { url, passages: [] },
      { url, passages: [passages[1], passages[0]] },
      {
        url,
        passages: [
          { start: 0, end: 5, text: 'a' },
          { start: 4, end: 8, text: 'b' },
        ],
      },
      { url, passages: [{ start: 3, end: 3, text: 'no time' }] },
      { url, passages: [{ start: 0, end: 1, text: '  ' }] },
      { url, passages: [{ start: '0', end: 1, text: 'a string time' }] },
      { url, passages: [{ start: 0, end: 90_000, text: 'past a day' }] },
      { url, transcript: 'x', captions: '/media/admin/evil.html' },
      { url, transcript: 'x', captions: 'https://elsewhere.example/a.vtt' },
    ]) {
      const refused = await save(contentData);
      expect(refused.statusCode, JSON.stringify(contentData)).toBe(400);
      expect(refused.json()).toMatchObject({ error: 'VALIDATION_FAILED' });
    }
  });
});
