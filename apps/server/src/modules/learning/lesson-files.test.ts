import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildContent, buildCourse } from '../../test/factories';
import { temporaryDirectory, useTestApp } from '../../test/test-app';

const dataDir = temporaryDirectory();
const ctx = useTestApp({ UPLOADS_DIR: path.join(dataDir, 'uploads') });
const { get } = ctx;
mkdirSync(path.join(dataDir, 'uploads', 'lessons'), { recursive: true });
writeFileSync(path.join(dataDir, 'uploads', 'lessons', 'checklist.pdf'), '%PDF-1.4 English');
writeFileSync(path.join(dataDir, 'uploads', 'lessons', 'checklist-zh.pdf'), '%PDF-1.4 中文');

async function contentDataOf(contentData: object) {
  const course = await buildCourse(ctx.db);
  const lesson = await buildContent(ctx.db, course.id, { type: 'pdf', contentData });
  return (await get(`/api/content/get?content_id=${lesson.id}`)).json().data.content_data;
}

describe("a lesson's file in two languages", () => {
  it('hands out the file and its Chinese edition, each on its own signed link', async () => {
    const data = await contentDataOf({
      url: '/media/lessons/checklist.pdf',
      url_zh: '/media/lessons/checklist-zh.pdf',
    });
    expect(data.url).toMatch(/^\/media\/lessons\/checklist\.pdf\?expires=\d+&sig=[\w-]+$/);
    expect(data.url_zh).toMatch(/^\/media\/lessons\/checklist-zh\.pdf\?expires=\d+&sig=[\w-]+$/);
    const chinese = await get(data.url_zh);
    expect(chinese.statusCode).toBe(200);
    expect(chinese.body).toBe('%PDF-1.4 中文');
    // Like every lesson file, the Chinese one is served on its signed link only.
    expect((await get('/media/lessons/checklist-zh.pdf')).statusCode).toBe(403);
  });

  it('has no Chinese edition unless one was given', async () => {
    const data = await contentDataOf({ url: '/media/lessons/checklist.pdf' });
    expect(data.url_zh).toBeNull();
  });
});
