import { beforeAll, describe, expect, it, vi } from 'vitest';
import { signIn } from '../test/render-app';
import { apiRequest } from './api-client';
import { initI18n } from './i18n';

const envelope = (data: unknown) => ({ code: 1, msg: 'ok', data });

beforeAll(() => {
  initI18n('en');
  const answers = {
    '/api/course/lists?page=1&sort=latest': envelope({ list: ['from the page'] }),
    '/api/course/get?course_id=7': envelope({ course: 'from the page' }),
  };
  document.body.insertAdjacentHTML(
    'beforeend',
    `<script type="application/json" id="first-render">${JSON.stringify(answers)}</script>`,
  );
});

describe('answers in the page', () => {
  it("serve a guest's first read once, whatever the order of its query", async () => {
    const fetchMock = vi.fn(async () => Response.json(envelope({ list: ['from the server'] })));
    vi.stubGlobal('fetch', fetchMock);
    const read = () => apiRequest('/api/course/lists', { query: { sort: 'latest', page: 1 } });

    await expect(read()).resolves.toEqual({ list: ['from the page'] });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.getElementById('first-render')).toBeNull();
    await expect(read()).resolves.toEqual({ list: ['from the server'] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('are never used for a signed-in reader, whose answers are personal', async () => {
    const fetchMock = vi.fn(async () => Response.json(envelope({ course: 'personal' })));
    vi.stubGlobal('fetch', fetchMock);
    signIn();
    await expect(apiRequest('/api/course/get', { query: { course_id: 7 } })).resolves.toEqual({
      course: 'personal',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
