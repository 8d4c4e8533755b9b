import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Link, MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../lib/i18n';
import { lazyChunk } from '../lib/load-chunk';
import { ErrorBoundary } from './error-boundary';
import { Page } from './page';

beforeAll(() => initI18n('zh'));

const failedFetch = () =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'));

/** Renders inside an awaited act, so React resumes the page when its chunk settles. */
async function renderPage(page: ReactNode, courses: ReactNode = null) {
  await act(async () => {
    render(
      <ErrorBoundary resetKey="" fallback={<p>500 page</p>}>
        <MemoryRouter>
          <Routes>
            <Route
              element={
                <>
                  <header>
                    the header <Link to="/">home</Link> <Link to="/courses">courses</Link>
                  </header>
                  <Outlet />
                </>
              }
            >
              <Route path="/" element={<Page>{page}</Page>} />
              <Route path="/courses" element={<Page>{courses}</Page>} />
            </Route>
          </Routes>
        </MemoryRouter>
      </ErrorBoundary>,
    );
  });
}

describe('Page', () => {
  it('shows a page whose chunk cannot be fetched as an error in the layout, and its retry loads it', async () => {
    // React reports the error the page shows.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    let isNetworkBack = false;
    const load = vi.fn(() =>
      isNetworkBack ? Promise.resolve(() => <h1>the teachers</h1>) : failedFetch(),
    );
    const Teachers = lazyChunk(load);
    await renderPage(<Teachers />);

    const retry = await screen.findByRole('button', { name: '重试' }, { timeout: 3000 });
    expect(screen.getByRole('alert')).toHaveTextContent('网络可能中断了，请检查后重试。');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('页面没有加载出来');
    expect(screen.getByText(/the header/)).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);

    isNetworkBack = true;
    await act(async () => {
      fireEvent.click(retry);
    });
    expect(await screen.findByRole('heading', { name: 'the teachers' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('fetches a page that could not load again when the user comes back to it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    let isNetworkBack = false;
    const Teachers = lazyChunk(() =>
      isNetworkBack ? Promise.resolve(() => <h1>the teachers</h1>) : failedFetch(),
    );
    await renderPage(<Teachers />, <h1>the courses</h1>);
    await screen.findByRole('alert', {}, { timeout: 3000 });

    isNetworkBack = true;
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'courses' }));
    });
    expect(await screen.findByRole('heading', { name: 'the courses' })).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'home' }));
    });
    expect(await screen.findByRole('heading', { name: 'the teachers' })).toBeInTheDocument();
  });

  it('leaves any other render error to the 500 page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('a bug');
    }
    await renderPage(<Broken />);
    expect(screen.getByText('500 page')).toBeInTheDocument();
    expect(screen.queryByText(/the header/)).not.toBeInTheDocument();
  });
});
