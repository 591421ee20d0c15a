/**
 * Renders an informational page from its catalogue content: heading, lead and sections.
 * Plain HTML (ui/plain): these are public pages (issue 18). The content comes from the
 * route's loader (`i18n/pages.server`), so its text is in the HTML and not in the JavaScript.
 */
import type { ReactNode } from 'react';
import type { ContentSection, InfoPageContent } from '../i18n/es-pages';
import { CheckList } from './plain/blocks';
import { gap } from './plain/style';

export function PageHeading({ eyebrow, title, lead }: Pick<InfoPageContent, 'eyebrow' | 'title' | 'lead'>) {
  return (
    <div className="p-stack" style={gap('sm')}>
      <p className="p-eyebrow">{eyebrow}</p>
      <h1 className="p-title p-h-page">{title}</h1>
      <p className="p-text p-text--lg p-dimmed" style={{ maxWidth: 720 }}>
        {lead}
      </p>
    </div>
  );
}

export function ContentSectionView({ section }: { section: ContentSection }) {
  return (
    <section>
      <h2 className="p-title p-h-section" style={{ marginBottom: 'var(--mantine-spacing-sm)' }}>
        {section.heading}
      </h2>
      <div className="p-stack" style={gap('sm')}>
        {section.paragraphs?.map((paragraph) => (
          <p key={paragraph} className="p-text p-text--prose">
            {paragraph}
          </p>
        ))}
        {section.items && <CheckList items={section.items} />}
        {section.closing?.map((paragraph) => (
          <p key={paragraph} className="p-text p-text--prose">
            {paragraph}
          </p>
        ))}
      </div>
    </section>
  );
}

export function InfoPage({ content, children }: { content: InfoPageContent; children?: ReactNode }) {
  return (
    <div className="p-container p-container--md p-page">
      <div className="p-stack" style={gap(40)}>
        <PageHeading eyebrow={content.eyebrow} title={content.title} lead={content.lead} />
        {content.sections.map((section) => (
          <ContentSectionView key={section.heading} section={section} />
        ))}
        {children}
        {content.updatedAt && <p className="p-text p-text--sm p-dimmed">{content.updatedAt}</p>}
      </div>
    </div>
  );
}
