import { useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client';
import { AppProviders, createQueryClient } from './providers';

describe('the query client', () => {
  it('retries a read that found no server, with backoff, but not one the server refused', async () => {
    const client = createQueryClient();
    const unreachable = vi.fn().mockRejectedValue(new ApiError(0, 'NETWORK', ''));
    const missing = vi.fn().mockRejectedValue(new ApiError(404, 'NOT_FOUND', ''));
    await expect(client.fetchQuery({ queryKey: ['a'], queryFn: unreachable })).rejects.toThrow();
    await expect(client.fetchQuery({ queryKey: ['b'], queryFn: missing })).rejects.toThrow();
    expect(unreachable).toHaveBeenCalledTimes(3);
    expect(missing).toHaveBeenCalledOnce();
  });

  it('refetches a shown read that failed when the browser says it is online again', async () => {
    const client = createQueryClient();
    const read = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(503, 'SERVICE_UNAVAILABLE', ''))
      .mockRejectedValueOnce(new ApiError(0, 'NETWORK', ''))
      .mockRejectedValueOnce(new ApiError(0, 'NETWORK', ''))
      .mockResolvedValue('the teachers');
    function Teachers() {
      const teachers = useQuery({ queryKey: ['teachers'], queryFn: read });
      return <p>{teachers.isError ? 'failed' : (teachers.data ?? 'loading')}</p>;
    }
    render(
      <AppProviders queryClient={client}>
        <Teachers />
      </AppProviders>,
    );
    expect(await screen.findByText('failed', {}, { timeout: 3000 })).toBeInTheDocument();

    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('the teachers')).toBeInTheDocument();
    expect(read).toHaveBeenCalledTimes(4);
  });
});
