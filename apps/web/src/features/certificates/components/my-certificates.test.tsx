import type { OwnCertificate } from '@academy/contracts/certificates';
import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { fakeApi, renderApp, signIn } from '../../../test/render-app';
import { MyCertificates } from './my-certificates';

beforeAll(() => initI18n('zh', ['certificates']));

const certificate = (overrides: Partial<OwnCertificate>): OwnCertificate => ({
  code: 'abcdefghijklmnopqrstuvwxyz234567',
  course_id: 7,
  learner_name: 'Zhao Lei',
  course_title: 'Reading a Balance Sheet',
  course_title_zh: '读懂资产负债表',
  teacher_name: 'Li Wei',
  teacher_name_zh: '李伟',
  // 23:30 UTC on the 25th, which was the 26th in the academy's zone.
  issued_at: '2026-11-25T23:30:00.000Z',
  issued_day: '2026-11-26',
  ...overrides,
});

describe('MyCertificates', () => {
  it('shows the academy day of issue, not the instant in the browser’s zone', async () => {
    signIn();
    fakeApi({
      '/api/certificate/list': () => ({
        list: [certificate({})],
        count: 1,
        page: 1,
        page_size: 10,
      }),
    });
    renderApp(<MyCertificates />);
    expect(await screen.findByText('颁发于2026年11月26日')).toBeInTheDocument();
  });

  it('asks for the name to print on a pending certificate and issues it in the name given', async () => {
    signIn({ full_name: '' });
    let issued = false;
    const requests: unknown[] = [];
    fakeApi({
      '/api/certificate/list': () => ({
        list: [
          issued
            ? certificate({ learner_name: '李雷' })
            : certificate({ learner_name: '', issued_at: null, issued_day: null }),
        ],
        count: 1,
        page: 1,
        page_size: 10,
      }),
      '/api/certificate/name': (_url, body) => {
        requests.push(body);
        issued = true;
        return certificate({ learner_name: '李雷' });
      },
    });
    renderApp(<MyCertificates />);
    const field = await screen.findByRole('textbox', { name: '“读懂资产负债表”证书上的姓名' });
    expect(screen.queryByRole('link', { name: '查看“读懂资产负债表”的证书' })).toBeNull();
    const issue = screen.getByRole('button', { name: '颁发我的证书' });
    expect(issue).toBeDisabled();
    fireEvent.change(field, { target: { value: ' 李雷 ' } });
    fireEvent.click(issue);
    expect(await screen.findByRole('link', { name: '查看“读懂资产负债表”的证书' })).toBeVisible();
    expect(requests).toEqual([{ code: 'abcdefghijklmnopqrstuvwxyz234567', learner_name: '李雷' }]);
  });
});
