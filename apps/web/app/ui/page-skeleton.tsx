/** The full-page loading skeleton shown while an informational page is on its way. Plain HTML (ui/plain). */
import { useSiteMessages } from '../i18n/site';
import { Skeleton } from './plain/blocks';
import { gap } from './plain/style';

/** Widths of the header link placeholders (distinct, so they double as keys). */
const NAV_WIDTHS = [96, 70, 74, 80, 88];

/** Widths of the text lines, a heading (`true`) before each group after the first. */
const LINES: { width: string; heading?: boolean }[] = [
  { width: '100%' },
  { width: '90%' },
  { width: '70%' },
  { width: '45%', heading: true },
  { width: '100%' },
  { width: '85%' },
  { width: '40%', heading: true },
  { width: '100%' },
  { width: '75%' },
];

export function PageSkeleton() {
  const messages = useSiteMessages();
  return (
    <div
      data-testid="page-skeleton"
      role="status"
      aria-live="polite"
      aria-label={messages.skeleton.loading}
      style={{ position: 'fixed', inset: 0, zIndex: 300, background: 'var(--mantine-color-body)' }}
    >
      <div className="site-header" style={{ position: 'static' }}>
        <div className="p-group p-group--nowrap p-group--between site-header__bar">
          <Skeleton height={34} width={140} radius="md" />
          <div className="p-group p-from-md">
            {NAV_WIDTHS.map((width) => (
              <Skeleton key={width} height={14} width={width} />
            ))}
          </div>
          <Skeleton height={34} width={110} radius="md" />
        </div>
      </div>
      <div className="p-container p-container--md" style={{ paddingBlock: 48 }}>
        <div className="p-stack" style={gap('lg')}>
          <Skeleton height={14} width={160} />
          <Skeleton height={40} width="80%" radius="md" />
          {LINES.map((line, index) =>
            line.heading ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered
              <span key={index} style={{ marginTop: 'var(--mantine-spacing-xl)' }}>
                <Skeleton height={28} width={line.width} radius="md" />
              </span>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered
              <Skeleton key={index} height={16} width={line.width} />
            ),
          )}
        </div>
      </div>
    </div>
  );
}
