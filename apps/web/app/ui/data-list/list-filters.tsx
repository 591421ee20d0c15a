/**
 * A list's filters, folded away on a phone: below the `sm` breakpoint they hide behind a
 * "Filtros" button (with how many are set), so the list is what a phone shows first; from
 * `sm` up they are always shown and the button is not. Pure CSS (responsive `display`), so
 * the server's HTML and the first render agree.
 */
import { Box, Button, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type ReactNode, useId } from 'react';
import { format, useMessages } from '../../i18n';
import { Icon } from '../icons';

export function ListFilters({ children, active = 0 }: { children: ReactNode; active?: number }) {
  const messages = useMessages().lists;
  const [opened, { toggle }] = useDisclosure(false);
  const id = useId();
  return (
    <Stack gap="xs">
      <Button
        hiddenFrom="sm"
        variant="default"
        w="fit-content"
        leftSection={<Icon name="search" size={16} />}
        onClick={toggle}
        aria-expanded={opened}
        aria-controls={id}
        data-testid="filters-toggle"
      >
        {active ? format(messages.filtersActive, { count: active }) : messages.filters}
      </Button>
      <Box id={id} display={{ base: opened ? 'block' : 'none', sm: 'block' }} data-testid="list-filters">
        {children}
      </Box>
    </Stack>
  );
}
