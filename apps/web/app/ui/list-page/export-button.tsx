/**
 * "Exportar CSV": downloads the list's CSV with the screen's current filters and sort. The
 * typed client reads the API's streamed `text/csv` answer as a Blob and it is saved under the
 * API's file name pattern (`pagos-YYYY-MM-DD.csv`, the academy's date). A Blob, not text: the
 * page never holds the file as a JavaScript string, and the browser keeps a large Blob on disk
 * rather than in the page's memory.
 */
import { localDateOf } from '@catedra/contract/browser';
import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useMessages } from '../../i18n';
import { problemMessage } from '../../lib/api-problem';
import { ACADEMY_TIME_ZONE } from '../../lib/dates';
import { saveBlobAs } from '../../lib/save-file';
import { notify } from '../toast';

/** `pagos-2026-03-31.csv`: what the list is, and today's date in the academy. */
export function exportFileName(what: string, now: Date = new Date()): string {
  return `${what}-${localDateOf(now, ACADEMY_TIME_ZONE)}.csv`;
}

export function ExportButton({
  download,
  fileName,
  testId,
}: {
  /** The export call with the screen's filters and sort (the typed client's Blob). */
  download: () => Promise<Blob>;
  /** What the list is, in the file's name: `pagos`, `movimientos`, `inscripciones`. */
  fileName: string;
  testId?: string;
}) {
  const messages = useMessages();
  const save = useMutation({
    mutationFn: async () => saveBlobAs(await download(), exportFileName(fileName)),
  });
  return (
    <Button
      variant="default"
      loading={save.isPending}
      data-testid={testId}
      onClick={() =>
        save.mutate(undefined, {
          onError: (error) => notify.error(problemMessage(error, messages.academic.errors)),
        })
      }
    >
      {messages.exportCsv}
    </Button>
  );
}
