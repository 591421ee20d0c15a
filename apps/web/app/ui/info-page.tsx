/** Renders an informational page from its catalogue content: heading, lead and sections. */
import { Box, Container, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ContentSection, InfoPageContent } from '../i18n/es-pages';
import { Icon } from './icons';

export function PageHeading({ eyebrow, title, lead }: Pick<InfoPageContent, 'eyebrow' | 'title' | 'lead'>) {
  return (
    <Stack gap="sm">
      <Text tt="uppercase" fw={700} fz="xs" c="indigo" style={{ letterSpacing: '0.08em' }}>
        {eyebrow}
      </Text>
      <Title order={1} fz={{ base: 30, sm: 40 }} lh={1.15}>
        {title}
      </Title>
      <Text fz="lg" c="dimmed" maw={720}>
        {lead}
      </Text>
    </Stack>
  );
}

export function CheckList({ items }: { items: string[] }) {
  return (
    <List
      spacing="xs"
      icon={
        <ThemeIcon size={22} radius="xl" variant="light" color="teal">
          <Icon name="check" size={14} />
        </ThemeIcon>
      }
    >
      {items.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List>
  );
}

export function ContentSectionView({ section }: { section: ContentSection }) {
  return (
    <Box component="section">
      <Title order={2} fz={{ base: 20, sm: 24 }} mb="sm">
        {section.heading}
      </Title>
      <Stack gap="sm">
        {section.paragraphs?.map((paragraph) => (
          <Text key={paragraph} lh={1.7}>
            {paragraph}
          </Text>
        ))}
        {section.items && <CheckList items={section.items} />}
        {section.closing?.map((paragraph) => (
          <Text key={paragraph} lh={1.7}>
            {paragraph}
          </Text>
        ))}
      </Stack>
    </Box>
  );
}

export function InfoPage({ content, children }: { content: InfoPageContent; children?: ReactNode }) {
  return (
    <Container size="md" py={{ base: 32, sm: 56 }}>
      <Stack gap={40}>
        <PageHeading eyebrow={content.eyebrow} title={content.title} lead={content.lead} />
        {content.sections.map((section) => (
          <ContentSectionView key={section.heading} section={section} />
        ))}
        {children}
        {content.updatedAt && (
          <Text size="sm" c="dimmed">
            {content.updatedAt}
          </Text>
        )}
      </Stack>
    </Container>
  );
}
