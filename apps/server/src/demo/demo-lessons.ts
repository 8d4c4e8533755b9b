import path from 'node:path';
import { type ContentType, contentDataSchemas } from '@academy/contracts/content-data';
import { serverRoot } from '../lib/server-root';
import type { DemoCourse } from './demo-courses';
import { type DemoTheme, demoThemes } from './demo-themes';
import narrations from './narrations.json';

export const MEDIA_SOURCE = path.join(serverRoot, 'src', 'demo', 'media');
export const media = (file: string) => `/media/seed/${file}`;
export const nn = (index: number) => String(index + 1).padStart(2, '0');

/** Every timestamp is a fixed offset from here, so the demo is the same on every machine. */
export const BASE = Date.UTC(2026, 5, 1, 2, 0, 0);
export const at = (days: number, hours = 0) =>
  new Date(BASE + days * 86_400_000 + hours * 3_600_000);
export const dayOf = (date: Date) => date.toISOString().slice(0, 10);

type Narration = {
  title: string;
  title_zh: string;
  text: string;
  text_zh?: string;
  /** When each sentence is spoken in the recording: [start, end] seconds, measured from it. */
  timings: [number, number][];
};
const narration = (key: string): Narration =>
  (narrations as unknown as Record<string, Narration>)[key] as Narration;

/** A narration's sentences: each ends with a full stop, English or Chinese. */
const sentencesOf = (text: string) => text.match(/[^.。]+[.。]/g)?.map((part) => part.trim()) ?? [];

/** The timed transcript of a recording: its sentences in both languages with their timings. */
function passagesOf(key: string, spoken: Narration) {
  const texts = sentencesOf(spoken.text);
  const textsZh = spoken.text_zh ? sentencesOf(spoken.text_zh) : [];
  if (
    texts.length !== spoken.timings.length ||
    (spoken.text_zh && textsZh.length !== texts.length)
  ) {
    throw new Error(`narration ${key}: one timing per sentence, in both languages`);
  }
  return spoken.timings.map(([start, end], index) => ({
    start,
    end,
    text: texts[index] ?? '',
    ...(textsZh[index] ? { text_zh: textsZh[index] } : {}),
  }));
}

interface ContentSeed {
  type: ContentType;
  title: string;
  titleZh: string;
  durationMinutes: number;
  pointsReward: number;
  contentData: unknown;
}

function lessonHtml(course: DemoCourse, language: 'en' | 'zh'): string {
  const [summary, points, heading, closing] =
    language === 'en'
      ? [
          course.summary,
          course.points,
          'Key ideas',
          'Take one idea and apply it to your own portfolio this week.',
        ]
      : [course.summaryZh, course.pointsZh, '核心要点', '本周挑一个要点，用在你自己的投资组合上。'];
  const items = points.map((point) => `<li>${point}</li>`).join('');
  return `<h2>${heading}</h2><p>${summary}</p><ul>${items}</ul><blockquote><strong>${closing}</strong></blockquote>`;
}

/** A course's lessons: an article, the theme's media, a PDF and (for most courses) a quiz. */
export function contentsFor(course: DemoCourse, index: number): ContentSeed[] {
  const theme: DemoTheme = demoThemes[course.theme];
  const items: ContentSeed[] = [
    {
      type: 'text',
      title: 'Key ideas',
      titleZh: '核心要点',
      durationMinutes: 8 + (index % 4) * 3,
      pointsReward: 5,
      contentData: { html: lessonHtml(course, 'en'), html_zh: lessonHtml(course, 'zh') },
    },
  ];
  for (const key of [theme.video, index % 2 === 0 ? theme.audio : undefined]) {
    if (!key) continue;
    const spoken = narration(key);
    const type = key.startsWith('video') ? 'video' : 'audio';
    items.push({
      type,
      title: spoken.title,
      titleZh: spoken.title_zh,
      durationMinutes: 1,
      pointsReward: 10,
      contentData: {
        url: media(`${key}.${type === 'video' ? 'mp4' : 'mp3'}`),
        // Videos have a Chinese edition with a Chinese title card (scripts/generate-media.sh).
        ...(type === 'video' ? { url_zh: media(`${key}-zh.mp4`) } : {}),
        transcript: spoken.text,
        ...(spoken.text_zh ? { transcript_zh: spoken.text_zh } : {}),
        passages: passagesOf(key, spoken),
      },
    });
  }
  items.push({
    type: 'pdf',
    title: theme.pdf.title,
    titleZh: theme.pdf.titleZh,
    durationMinutes: theme.pdf.minutes + (course.level === 'advanced' ? 45 : 0),
    pointsReward: 10,
    contentData: {
      url: media(theme.pdf.file),
      url_zh: media(theme.pdf.file.replace(/\.pdf$/, '-zh.pdf')),
    },
  });
  // A few courses go without a quiz, but none ends up with fewer than three lessons.
  if (index % 5 !== 4 || items.length < 3) {
    items.push({
      type: 'quiz',
      title: 'Check your understanding',
      titleZh: '学习检测',
      durationMinutes: 5,
      pointsReward: 20,
      contentData: { passing_score: 70, max_attempts: 3, questions: theme.quiz },
    });
  }
  return items.map((item) => ({
    ...item,
    contentData: contentDataSchemas[item.type].parse(item.contentData),
  }));
}
