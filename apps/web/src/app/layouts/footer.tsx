import type { PublicSettings } from '@academy/contracts/site';
import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../components/ui/icons';
import { useTranslation } from '../../lib/i18n';
import { useSiteSettings } from '../../lib/site-settings';
import { Logo } from './logo';
import { siteLinks } from './site-links';

// The academy's social profiles, drawn here: the footer is their only user.
const WeChatIcon = (props: SVGProps<SVGSVGElement>) => (
  <Icon {...props}>
    <path d="M9.5 5C5.9 5 3 7.4 3 10.3c0 1.7 1 3.2 2.5 4.2L5 16.5l2.3-1.2c.7.2 1.4.3 2.2.3" />
    <path d="M14.5 9.5c3 0 5.5 2 5.5 4.5 0 1.3-.7 2.5-1.9 3.3l.4 1.7-1.9-1c-.7.2-1.4.3-2.1.3-3 0-5.5-2-5.5-4.4s2.5-4.4 5.5-4.4Z" />
  </Icon>
);

const WeiboIcon = (props: SVGProps<SVGSVGElement>) => (
  <Icon {...props}>
    <ellipse cx="10" cy="14.5" rx="7" ry="4.5" />
    <circle cx="9.5" cy="14.5" r="1.6" />
    <path d="M15 5.5a4 4 0 0 1 4.5 4.5M15 8.2a1.6 1.6 0 0 1 1.8 1.8" />
  </Icon>
);

const YouTubeIcon = (props: SVGProps<SVGSVGElement>) => (
  <Icon {...props}>
    <rect x="3" y="6" width="18" height="12" rx="3.5" />
    <path d="m10.5 9.5 4 2.5-4 2.5Z" />
  </Icon>
);

const LinkedInIcon = (props: SVGProps<SVGSVGElement>) => (
  <Icon {...props}>
    <rect x="3.5" y="3.5" width="17" height="17" rx="2.5" />
    <path d="M8 10.5V16M8 8v.01M11.5 16v-5.5M11.5 13c0-1.5 1-2.5 2.3-2.5s2.2.9 2.2 2.5v3" />
  </Icon>
);

const quickLinks = siteLinks.filter((link) => link.to !== '/');

/** The social profiles an admin links in the settings; one left empty is not shown. */
const social: {
  key: string;
  setting: 'weibo_url' | 'youtube_url' | 'linkedin_url';
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}[] = [
  { key: 'weibo', setting: 'weibo_url', Icon: WeiboIcon },
  { key: 'youtube', setting: 'youtube_url', Icon: YouTubeIcon },
  { key: 'linkedin', setting: 'linkedin_url', Icon: LinkedInIcon },
];

const iconClass = 'inline-flex rounded-full bg-white/10 p-2 hover:bg-white/20 hover:text-white';

/** Our partners are shown as plain wordmarks we draw ourselves: no third-party logos or requests. */
const partners = ['Harbour Securities', 'Lotus Research', 'Meridian Funds'];

/** The support address, phone and hours an admin sets in the site settings. */
function FooterContacts({ settings }: { settings: PublicSettings }) {
  const { t, locale } = useTranslation();
  return (
    <dl className="mt-3 space-y-1 text-sm">
      <div>
        <dt className="inline">{t('footer.label', { label: t('footer.email') })}</dt>
        <dd className="inline">
          <a className="hover:text-white hover:underline" href={`mailto:${settings.support_email}`}>
            {settings.support_email}
          </a>
        </dd>
      </div>
      <div>
        <dt className="inline">{t('footer.label', { label: t('footer.phone') })}</dt>
        <dd className="inline">
          <a
            className="hover:text-white hover:underline"
            href={`tel:${settings.support_phone.replace(/\s/g, '')}`}
          >
            {settings.support_phone}
          </a>
        </dd>
      </div>
      <div>
        <dt className="inline">{t('footer.label', { label: t('footer.hours') })}</dt>
        <dd className="inline">
          {locale === 'zh' ? settings.support_hours_zh : settings.support_hours}
        </dd>
      </div>
    </dl>
  );
}

/** The WeChat QR code and the linked social profiles, under their heading. */
function FooterSocial({
  links,
  settings,
}: {
  links: typeof social;
  settings: PublicSettings | undefined;
}) {
  const { t } = useTranslation();
  const wechatQr = settings?.wechat_qr_image;
  return (
    <>
      <h2 className="font-semibold text-white">{t('footer.follow')}</h2>
      <ul className="mt-3 flex gap-3">
        {wechatQr && (
          // WeChat has no profile page to link to: its QR code opens in place, to scan.
          <li>
            <details className="relative">
              <summary
                aria-label={t('footer.social.wechat')}
                className={`${iconClass} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}
              >
                <WeChatIcon />
              </summary>
              <figure className="absolute bottom-full left-0 z-10 mb-2 w-40 rounded-lg bg-white p-2 text-center text-xs text-slate-700 shadow-lg">
                <img
                  src={wechatQr}
                  alt={t('footer.wechatQr')}
                  width={144}
                  height={144}
                  className="h-36 w-36"
                />
                <figcaption className="mt-1">{t('footer.wechatScan')}</figcaption>
              </figure>
            </details>
          </li>
        )}
        {links.map(({ key, setting, Icon }) => (
          <li key={key}>
            <a
              href={settings?.[setting]}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t(`footer.social.${key}`)}
              className={iconClass}
            >
              <Icon />
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Contacts (from site settings), social links, quick links, partners and the year. */
export function Footer() {
  const { t } = useTranslation();
  const { data: settings } = useSiteSettings();
  const year = new Date().getFullYear();
  const links = settings ? social.filter(({ setting }) => settings[setting]) : [];
  const hasSocial = links.length > 0 || Boolean(settings?.wechat_qr_image);
  return (
    <footer className="mt-16 bg-navy-950 text-white/80">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <div className="flex items-center gap-2 font-bold text-white">
            <Logo />
            {t('productName')}
          </div>
          <p className="mt-3 text-sm">{t('footer.about')}</p>
        </div>
        <div>
          <h2 className="font-semibold text-white">{t('footer.contact')}</h2>
          {settings && <FooterContacts settings={settings} />}
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="font-semibold text-white">
            {t('footer.quickLinks')}
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-1 text-sm">
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-white hover:underline">
                  {t(`nav.${link.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          {hasSocial && <FooterSocial links={links} settings={settings} />}
          <h2 className={`font-semibold text-white ${hasSocial ? 'mt-6' : ''}`}>
            {t('footer.partners')}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm font-semibold tracking-wide text-white/60">
            {partners.map((partner) => (
              <li key={partner}>{partner}</li>
            ))}
          </ul>
        </div>
      </div>
      <p className="border-t border-white/10 py-4 text-center text-sm">
        {t('footer.copyright', { year })}
      </p>
    </footer>
  );
}
