/** Open positions at Cátedra and how to apply. Plain HTML (ui/plain): a public page. */
import type { JobOpening, PagesContent } from '../../i18n/es-pages';
import { Icon } from '../../ui/icons';
import { InfoPage } from '../../ui/info-page';
import { MailCallout } from '../../ui/plain/blocks';
import { gap } from '../../ui/plain/style';

type JobsContent = PagesContent['jobs'];

function OpeningCard({ opening, jobs }: { opening: JobOpening; jobs: JobsContent }) {
  return (
    <article className="p-card">
      <div className="p-stack" style={gap('sm')}>
        <span className="p-badge p-badge--plain-case">{opening.team}</span>
        <h3 className="p-title p-fz-lg">{opening.title}</h3>
        <div className="p-group">
          <span className="p-group p-text--sm p-dimmed" style={gap(4)}>
            <Icon name="mapPin" size={16} />
            {opening.location}
          </span>
          <span className="p-group p-text--sm p-dimmed" style={gap(4)}>
            <Icon name="clock" size={16} />
            {opening.modality}
          </span>
        </div>
        <p className="p-text p-text--sm">{opening.summary}</p>
        <div className="p-grid p-grid--sm-2" style={gap('md')}>
          {[
            { label: jobs.responsibilitiesLabel, items: opening.responsibilities },
            { label: jobs.requirementsLabel, items: opening.requirements },
          ].map((block) => (
            <div key={block.label} className="p-stack" style={gap(6)}>
              <p className="p-text p-text--sm p-strong">{block.label}</p>
              <ul className="p-list">
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </article>
  );
}

export function JobsPage({ content: jobs }: { content: JobsContent }) {
  return (
    <InfoPage content={jobs}>
      <section className="p-stack" style={gap('lg')}>
        <h2 className="p-title p-h-section">{jobs.openingsTitle}</h2>
        {jobs.openings.map((opening) => (
          <OpeningCard key={opening.title} opening={opening} jobs={jobs} />
        ))}
      </section>
      <section className="p-card p-card--tinted">
        <MailCallout
          title={
            <h2 className="p-title" style={{ fontSize: 20 }}>
              {jobs.applyTitle}
            </h2>
          }
          text={jobs.applyText}
          email={jobs.applyEmail}
        />
      </section>
    </InfoPage>
  );
}
