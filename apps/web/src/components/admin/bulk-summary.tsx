import type { BulkOutcome, BulkResult } from '@academy/contracts/admin-bulk';
import { Modal, Table, Tag } from 'antd';
import { useTranslation } from '../../lib/i18n';

/** What a bulk action did to each item: done, or refused and why (the error code translated). */
export function BulkSummary({
  result,
  onClose,
}: {
  result: BulkResult | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <Modal
      open={result !== null}
      title={t('bulk.summaryTitle')}
      onCancel={onClose}
      onOk={onClose}
      cancelButtonProps={{ hidden: true }}
      okText={t('bulk.close')}
    >
      {result && (
        <>
          <p role="status">{t('bulk.summary', { done: result.done, refused: result.refused })}</p>
          <Table<BulkOutcome>
            rowKey="id"
            size="small"
            pagination={result.items.length > 10 ? { pageSize: 10 } : false}
            dataSource={result.items}
            columns={[
              { key: 'id', dataIndex: 'id', title: '#' },
              {
                key: 'status',
                dataIndex: 'status',
                title: t('bulk.result'),
                render: (status: BulkOutcome['status']) => (
                  <Tag color={status === 'done' ? 'green' : 'red'}>{t(`bulk.${status}`)}</Tag>
                ),
              },
              {
                key: 'reason',
                title: t('bulk.reason'),
                render: (_, item) =>
                  item.error
                    ? t(`errors:${item.error}`, { defaultValue: item.msg ?? item.error })
                    : '',
              },
            ]}
          />
        </>
      )}
    </Modal>
  );
}
