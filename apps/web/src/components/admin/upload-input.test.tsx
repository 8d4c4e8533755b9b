import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { renderApp } from '../../test/render-app';
import { UploadInput } from './upload-input';

beforeAll(() => initI18n('en', ['admin']));

/**
 * A stand-in for the browser's XMLHttpRequest that the test drives: it reports progress, then
 * answers, drops the connection, or is aborted, when the test says so.
 */
class FakeRequest {
  static sent: FakeRequest[] = [];
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  readonly headers: Record<string, string> = {};
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  responseType = '';
  status = 0;
  response: unknown = null;
  url = '';
  body: FormData | null = null;

  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeRequest.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, response: unknown) {
    this.status = status;
    this.response = response;
    this.onload?.();
  }
}

beforeEach(() => {
  FakeRequest.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
});
afterEach(() => vi.unstubAllGlobals());

const video = new File([new Uint8Array(1000)], 'lesson.mp4', { type: 'video/mp4' });

async function choose(file: File) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
  await waitFor(() => expect(FakeRequest.sent.length).toBeGreaterThan(0));
  return FakeRequest.sent.at(-1) as FakeRequest;
}

describe('UploadInput', () => {
  it('shows how much has been sent, then keeps the stored URL', async () => {
    const onChange = vi.fn();
    renderApp(<UploadInput kind="video" onChange={onChange} />);
    const request = await choose(video);
    expect(request.url).toBe('/api/admin/uploads?kind=video');
    expect(request.body?.get('file')).toBeInstanceOf(File);

    act(() => request.progress(420, 1000));
    expect(await screen.findByRole('progressbar', { name: 'Uploaded 42%' })).toBeVisible();
    act(() => request.answer(200, { code: 1, data: { url: '/media/admin/a.mp4' } }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('/media/admin/a.mp4'));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('cancels a transfer on request and says nothing was kept', async () => {
    const onChange = vi.fn();
    renderApp(<UploadInput kind="video" onChange={onChange} />);
    await choose(video);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel upload' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Upload cancelled');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Cancel upload' })).toBeNull();
  });

  it('reports a dropped connection and sends the same file again on retry', async () => {
    const onChange = vi.fn();
    renderApp(<UploadInput kind="pdf" onChange={onChange} />);
    const first = await choose(video);
    act(() => first.progress(300, 1000));
    act(() => first.onerror?.());
    expect(await screen.findByRole('alert')).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(FakeRequest.sent).toHaveLength(2));
    const second = FakeRequest.sent[1] as FakeRequest;
    expect(second.body?.get('file')).toBe(first.body?.get('file'));
    act(() => second.answer(200, { code: 1, data: { url: '/media/admin/b.pdf' } }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('/media/admin/b.pdf'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's refusal in the reader's language", async () => {
    renderApp(<UploadInput kind="image" />);
    const request = await choose(video);
    act(() =>
      request.answer(415, { code: 0, error: 'UNSUPPORTED_MEDIA_TYPE', msg: 'Unsupported' }),
    );
    expect(await screen.findByRole('alert')).not.toHaveTextContent('Upload failed.');
  });
});
