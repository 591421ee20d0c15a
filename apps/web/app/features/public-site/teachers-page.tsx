/** How teaching works at Cátedra, and how to propose a course. Plain HTML (ui/plain): a public page. */
import type { ReactNode } from 'react';
import type { PagesContent } from '../../i18n/es-pages';
import { InfoPage } from '../../ui/info-page';
import { MailCallout } from '../../ui/plain/blocks';
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
          <MailCallout
            title={<p className="p-text p-strong">{teachers.ctaTitle}</p>}
            text={teachers.ctaText}
            email={teachers.ctaEmail}
          />
        </div>
      </section>
    </InfoPage>
  );
}
