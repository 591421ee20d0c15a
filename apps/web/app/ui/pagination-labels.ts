/**
 * Spanish names for the pagination's arrow buttons, which show only an icon: a screen
 * reader says "Página siguiente", not "button" (page buttons are named by their number). The
 * theme sets them on every Mantine `Pagination`; the data lists pass them to
 * mantine-datatable, whose own defaults are English.
 */
import type { SiteMessages } from '../i18n/site';

type Control = 'first' | 'previous' | 'next' | 'last';

export function paginationLabels(messages: SiteMessages['lists']) {
  const controls: Record<Control, string> = {
    first: messages.firstPage,
    previous: messages.previousPage,
    next: messages.nextPage,
    last: messages.lastPage,
  };
  return {
    getControlProps: (control: Control) => ({ 'aria-label': controls[control] }),
  };
}
