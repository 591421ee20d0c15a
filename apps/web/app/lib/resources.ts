/**
 * Class resources are edited as text, one per line: `title | https://…`. Parsing is kept
 * pure (and tested) so the editor can point at the wrong line before anything is sent.
 */
export type Resource = { title: string; url: string };

export function formatResources(resources: readonly Resource[]): string {
  return resources.map((resource) => `${resource.title} | ${resource.url}`).join('\n');
}

/** The resources, or the 1-based numbers of the lines that are not `title | http(s)://…`. */
export function parseResources(text: string): { resources: Resource[]; badLines: number[] } {
  const resources: Resource[] = [];
  const badLines: number[] = [];
  text.split('\n').forEach((line, index) => {
    if (!line.trim()) return;
    const separator = line.lastIndexOf('|');
    const title = separator > 0 ? line.slice(0, separator).trim() : '';
    const url = separator > 0 ? line.slice(separator + 1).trim() : '';
    if (!title || !/^https?:\/\/\S+$/.test(url)) badLines.push(index + 1);
    else resources.push({ title, url });
  });
  return { resources, badLines };
}
