/**
 * The home page: what Cátedra is, why it is worth it, how it works and a way in. Plain HTML
 * (ui/plain): a public page; its text comes from the route's loader.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PagesContent } from '../../i18n/es-pages';
import { Icon, type IconName } from '../../ui/icons';
import { CheckList } from '../../ui/plain/blocks';
import { gap, iconSize } from '../../ui/plain/style';
import { homeAreaOf, sellsWith, useSession } from '../session';

type HomeContent = PagesContent['home'];

const VALUE_ICONS: IconName[] = ['video', 'users', 'certificate', 'cash'];

/** The main button: signing in for visitors, the person's own area once signed in. */
function PrimaryAction({ home }: { home: HomeContent }) {
  const { status, hasAdminPanelAccess, scopes } = useSession();
  const signedIn = status === 'ready';
  const area = homeAreaOf(hasAdminPanelAccess, sellsWith(scopes));
  const areaLabel = {
    '/admin': home.primaryCtaPanel,
    '/ventas': home.primaryCtaSales,
    '/me': home.primaryCtaMe,
  };
  const label = signedIn ? areaLabel[area] : home.primaryCta;
  return (
    <Link to={signedIn ? area : '/login'} className="p-btn p-btn--lg" data-testid="home-primary-action">
      {label}
    </Link>
  );
}

function Hero({ home }: { home: HomeContent }) {
  return (
    <div className="hero" style={{ paddingInline: 'var(--mantine-spacing-md)' }}>
      <div className="p-container home-hero-inner">
        <div className="p-stack" style={gap('lg', { maxWidth: 760 })}>
          <p className="p-eyebrow">{home.eyebrow}</p>
          <h1 className="p-title home-title">{home.title}</h1>
          <p className="p-text p-dimmed home-subtitle">{home.subtitle}</p>
          <div className="p-group" style={gap('sm')}>
            <PrimaryAction home={home} />
            <Link to="/teachers" className="p-btn p-btn--lg p-btn--default">
              {home.secondaryCta}
            </Link>
          </div>
        </div>
      </div>
    </div>
  );
}

function Values({ home }: { home: HomeContent }) {
  return (
    <div className="p-container home-section home-section--first">
      <h2 className="p-title p-h2" style={{ marginBottom: 'var(--mantine-spacing-xl)' }}>
        {home.valueTitle}
      </h2>
      <div className="p-grid p-grid--sm-2 p-grid--md-4">
        {home.values.map((value, index) => (
          <div key={value.title} className="p-card">
            <span
              className="p-theme-icon p-theme-icon--light"
              style={{ ...iconSize(44), marginBottom: 'var(--mantine-spacing-md)' }}
            >
              <Icon name={VALUE_ICONS[index] ?? 'check'} size={24} />
            </span>
            <p className="p-text p-strong" style={{ marginBottom: 6 }}>
              {value.title}
            </p>
            <p className="p-text p-text--sm p-dimmed p-text--airy">{value.text}</p>
          </div>
        ))}
      </div>
    </div>
  );
}

function Steps({ home }: { home: HomeContent }) {
  return (
    <div className="home-section home-section--tinted">
      <div className="p-container">
        <h2 className="p-title p-h2" style={{ marginBottom: 'var(--mantine-spacing-xl)' }}>
          {home.stepsTitle}
        </h2>
        <div className="p-grid p-grid--sm-2 p-grid--md-4" style={gap('xl')}>
          {home.steps.map((step, index) => (
            <div key={step.title} className="p-stack" style={gap('xs')}>
              <span
                className="p-theme-icon p-theme-icon--round p-text--sm"
                style={{ ...iconSize(36), fontWeight: 800 }}
              >
                {index + 1}
              </span>
              <p className="p-text p-strong">{step.title}</p>
              <p className="p-text p-text--sm p-dimmed p-text--airy">{step.text}</p>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

function Payments({ home }: { home: HomeContent }) {
  return (
    <div className="p-container home-section">
      <div className="p-grid p-grid--md-2" style={gap(48)}>
        <div className="p-stack" style={gap('sm')}>
          <h2 className="p-title p-h2">{home.paymentsTitle}</h2>
          <p className="p-text p-dimmed p-text--prose">{home.paymentsText}</p>
        </div>
        <CheckList items={home.paymentsItems} />
      </div>
    </div>
  );
}

function Closing({ home }: { home: HomeContent }) {
  return (
    <div className="p-container home-closing">
      <div className="p-card p-card--brand">
        <div className="p-group p-group--between" style={gap('lg')}>
          <div className="p-stack" style={gap(4)}>
            <h2 className="p-title p-h2">{home.closingTitle}</h2>
            <p className="p-text" style={{ color: 'var(--mantine-color-indigo-0)' }}>
              {home.closingText}
            </p>
          </div>
          <Link to="/login" className="p-btn p-btn--lg p-btn--white">
            {home.closingCta}
          </Link>
        </div>
      </div>
    </div>
  );
}

/** The catalogue is handed in by the route, so this feature does not depend on another. */
export function HomePage({ content, catalogue }: { content: HomeContent; catalogue?: ReactNode }) {
  return (
    <>
      <Hero home={content} />
      {catalogue}
      <Values home={content} />
      <Steps home={content} />
      <Payments home={content} />
      <Closing home={content} />
    </>
  );
}
