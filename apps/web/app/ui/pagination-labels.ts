/**
 * Spanish names for the pagination's arrow buttons and pages, which show only an icon or a
 * number: a screen reader says "Página siguiente", not "button". The theme sets them on
 * every Mantine `Pagination`, the data lists' included.
 */
import { format, type Messages } from '../i18n';

type Control = 'first' | 'previous' | 'next' | 'last';

export function paginationLabels(messages: Messages['lists']) {
  const controls: Record<Control, string> = {
    first: messages.firstPage,
    previous: messages.previousPage,
    next: messages.nextPage,
    last: messages.lastPage,
  };
  return {
    getControlProps: (control: Control) => ({ 'aria-label': controls[control] }),
    getItemProps: (page: number) => ({ 'aria-label': format(messages.page, { page }) }),
  };
}
