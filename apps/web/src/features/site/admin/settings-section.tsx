import { checkInSettingBounds } from '@academy/contracts/points.rules';
import type { AdminSettings } from '@academy/contracts/site';
import { App, Button, Form, type FormInstance, Input, InputNumber, Typography } from 'antd';
import { useEffect } from 'react';
import { UploadInput } from '../../../components/admin/upload-input';
import { useAdminData, useAdminWrite } from '../../../lib/admin-api';
import { ApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/errors';
import { useTranslation } from '../../../lib/i18n';

/** The make-up price and limit and the streak bonuses, bounded by the points rules. */
const checkInFields = [
  { name: 'makeup_cost', label: 'settings.makeupCost' },
  { name: 'makeup_monthly_limit', label: 'settings.makeupMonthlyLimit' },
  { name: 'streak_bonus_7', label: 'settings.streakBonus7' },
  { name: 'streak_bonus_30', label: 'settings.streakBonus30' },
] as const satisfies readonly { name: keyof typeof checkInSettingBounds; label: string }[];

/** The footer's social links: each left empty is left out of the footer. */
const socialFields = [
  { name: 'weibo_url', label: 'settings.weibo' },
  { name: 'youtube_url', label: 'settings.youtube' },
  { name: 'linkedin_url', label: 'settings.linkedin' },
] as const satisfies readonly { name: keyof AdminSettings; label: string }[];

/** The support contacts learners see: chat link, email, phone and hours in both languages. */
function SupportFields() {
  const { t } = useTranslation('admin');
  const required = { required: true, message: t('form.required') };
  return (
    <>
      <Form.Item
        name="customer_service_url"
        label={t('settings.chat')}
        rules={[{ required: true, type: 'url', message: t('form.url') }]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        name="support_email"
        label={t('settings.email')}
        rules={[{ required: true, type: 'email', message: t('form.email') }]}
      >
        <Input />
      </Form.Item>
      <Form.Item name="support_phone" label={t('settings.phone')} rules={[required]}>
        <Input />
      </Form.Item>
      <Form.Item name="support_hours" label={t('settings.hours')} rules={[required]}>
        <Input />
      </Form.Item>
      <Form.Item name="support_hours_zh" label={t('settings.hoursZh')} rules={[required]}>
        <Input />
      </Form.Item>
    </>
  );
}

/** Daily sign-in points, make-ups and streak bonuses, and the exchange rate. */
function PointsFields() {
  const { t } = useTranslation('admin');
  const required = { required: true, message: t('form.required') };
  return (
    <>
      <Form.Item name="signin_points" label={t('settings.signinPoints')} rules={[required]}>
        <InputNumber min={0} max={10000} className="!w-full" />
      </Form.Item>
      {checkInFields.map((field) => (
        <Form.Item key={field.name} name={field.name} label={t(field.label)} rules={[required]}>
          <InputNumber
            min={checkInSettingBounds[field.name][0]}
            max={checkInSettingBounds[field.name][1]}
            precision={0}
            className="!w-full"
          />
        </Form.Item>
      ))}
      <Form.Item
        name="usd_to_cny_rate"
        label={t('settings.rate')}
        extra={t('settings.rateHelp')}
        rules={[required]}
      >
        <InputNumber min={0.01} step={0.01} className="!w-full" />
      </Form.Item>
    </>
  );
}

/** Saves the settings; fields the server refused are marked where they are. */
function useSaveSettings(form: FormInstance<AdminSettings>) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const write = useAdminWrite();
  const save = (values: AdminSettings) =>
    write.mutate(
      { method: 'PUT', path: '/api/admin/settings', body: values },
      {
        onSuccess: () => void message.success(t('form.saved')),
        onError: (error) => {
          if (error instanceof ApiError) {
            form.setFields(
              Object.entries(error.fields).map(([name, errors]) => ({
                name: name as keyof AdminSettings,
                errors: [errors],
              })),
            );
          }
          void message.error(describeError(error, t, t('form.failed')));
        },
      },
    );
  return { save, isSaving: write.isPending };
}

/**
 * Customer-service link, support contacts, daily sign-in points, make-ups and streak bonuses,
 * exchange rate, the footer's social links and WeChat QR code, time zone.
 */
export function SettingsSection() {
  const { t } = useTranslation('admin');
  const settings = useAdminData<AdminSettings & { time_zone: string }>('/api/admin/settings');
  const [form] = Form.useForm<AdminSettings>();
  const { save, isSaving } = useSaveSettings(form);

  useEffect(() => {
    if (settings.data) form.setFieldsValue(settings.data);
  }, [settings.data, form]);

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        {t('menu.settings')}
      </Typography.Title>
      <Form
        form={form}
        layout="vertical"
        className="max-w-xl"
        disabled={settings.isPending}
        onFinish={save}
      >
        <SupportFields />
        <PointsFields />
        {socialFields.map((field) => (
          <Form.Item
            key={field.name}
            name={field.name}
            label={t(field.label)}
            rules={[{ type: 'url', message: t('form.url') }]}
          >
            <Input type="url" placeholder="https://" />
          </Form.Item>
        ))}
        <Form.Item name="wechat_qr_image" label={t('settings.wechatQr')}>
          <UploadInput kind="image" />
        </Form.Item>
        <Typography.Paragraph type="secondary">
          {t('settings.timeZone', { zone: settings.data?.time_zone ?? '' })}
        </Typography.Paragraph>
        <Button type="primary" htmlType="submit" loading={isSaving}>
          {t('form.save')}
        </Button>
      </Form>
    </>
  );
}
