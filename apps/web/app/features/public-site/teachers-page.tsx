/** How teaching works at Cátedra, and how to propose a course. Plain HTML (ui/plain): a public page. */
import type { ReactNode } from 'react';
import type { PagesContent } from '../../i18n/es-pages';
import { Icon } from '../../ui/icons';
import { InfoPage } from '../../ui/info-page';
import { gap, iconSize } from '../../ui/plain/style';

/** The list of teachers comes from the route (another feature), after the prose. */
export function TeachersPage({
  content: teachers,
  teacherList,
}: {
  content: PagesContent['teachers'];
  teacherList?: ReactNode;
}) {
  return (
    <InfoPage content={teachers}>
      {teacherList}
      <section className="p-stack" style={gap('lg')}>
        <h2 className="p-title p-h-section">{teachers.stepsTitle}</h2>
        <div className="p-grid p-grid--sm-2" style={gap('md')}>
          {teachers.steps.map((step, index) => (
            <div key={step.title} className="p-card">
              <span
                className="p-theme-icon p-theme-icon--round p-text--sm"
                style={{ ...iconSize(32), marginBottom: 'var(--mantine-spacing-sm)', fontWeight: 800 }}
              >
                {index + 1}
              </span>
              <p className="p-text p-strong">{step.title}</p>
              <p className="p-text p-text--sm p-dimmed" style={{ marginTop: 4 }}>
                {step.text}
              </p>
            </div>
          ))}
        </div>
        <div className="p-card p-card--tinted">
          <div className="p-stack" style={gap(6)}>
            <p className="p-text p-strong">{teachers.ctaTitle}</p>
            <p className="p-text p-text--sm">{teachers.ctaText}</p>
            <a href={`mailto:${teachers.ctaEmail}`} className="p-anchor">
              <Icon name="mail" size={16} style={{ verticalAlign: 'middle', marginRight: 6 }} />
              {teachers.ctaEmail}
            </a>
          </div>
        </div>
      </section>
    </InfoPage>
  );
}
