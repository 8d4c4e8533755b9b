import type { Note } from '@academy/contracts/notes';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { fakeApi, renderApp, signIn } from '../../../test/render-app';
import { LessonNotes } from './lesson-notes';

beforeAll(() => initI18n('zh', ['notes']));

const note = (overrides: Partial<Note>): Note => ({
  id: 1,
  content_id: 9,
  course_id: 3,
  body: '久期和票息成反比。',
  position_seconds: 83,
  created_at: '2026-11-26T10:00:00.000Z',
  updated_at: '2026-11-26T10:00:00.000Z',
  ...overrides,
});

describe('LessonNotes', () => {
  it('keeps the player’s moment with a new note, and a click on a note’s moment seeks there', async () => {
    signIn();
    const saved: Note[] = [note({})];
    const created: unknown[] = [];
    fakeApi({
      '/api/notes/lesson': () => ({ list: saved }),
      '/api/notes': (_url, body) => {
        created.push(body);
        const added = note({ id: 2, body: (body as { body: string }).body, position_seconds: 42 });
        saved.push(added);
        return added;
      },
    });
    const player = { currentTime: () => 42.7, seek: vi.fn() };
    renderApp(<LessonNotes contentId={9} player={player} />);

    fireEvent.click(await screen.findByRole('button', { name: '跳转到1:23' }));
    expect(player.seek).toHaveBeenCalledWith(83);

    fireEvent.change(screen.getByLabelText('新笔记'), { target: { value: '  收益率曲线倒挂。 ' } });
    fireEvent.click(screen.getByRole('button', { name: '添加笔记' }));
    await waitFor(() =>
      expect(created).toEqual([{ content_id: 9, body: '收益率曲线倒挂。', position_seconds: 42 }]),
    );
    expect(await screen.findByText('收益率曲线倒挂。')).toBeInTheDocument();
  });

  it('writes notes without a moment on a lesson that has no player', async () => {
    signIn();
    const created: unknown[] = [];
    fakeApi({
      '/api/notes/lesson': () => ({ list: [] }),
      '/api/notes': (_url, body) => {
        created.push(body);
        return note({ position_seconds: null });
      },
    });
    renderApp(<LessonNotes contentId={9} player={null} />);
    expect(await screen.findByText('本课时还没有笔记。')).toBeInTheDocument();
    expect(screen.queryByLabelText('记录视频或音频的当前时间点')).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('新笔记'), { target: { value: '读第二章。' } });
    fireEvent.click(screen.getByRole('button', { name: '添加笔记' }));
    await waitFor(() => expect(created).toEqual([{ content_id: 9, body: '读第二章。' }]));
  });
});
