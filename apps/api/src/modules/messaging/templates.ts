/**
 * The provider's templates, kept per process for a short while (5 minutes): the Mensajes
 * form and every template message read them, and Callbell's list changes only when someone
 * adds a template in its panel.
 */
import type { MessagingProvider, ProviderTemplate } from '../../adapters/messaging/messaging-provider.js';
import type { Clock } from '../../time/clock.js';

export const TEMPLATES_TTL_MS = 5 * 60_000;

export function createTemplateCache(provider: MessagingProvider, clock: Clock, ttlMs = TEMPLATES_TTL_MS) {
  let cached: { at: number; templates: ProviderTemplate[] } | undefined;
  async function all(): Promise<ProviderTemplate[]> {
    const now = clock.now().getTime();
    if (cached && now - cached.at < ttlMs) return cached.templates;
    const templates = await provider.findTemplates();
    cached = { at: now, templates };
    return templates;
  }
  return {
    all,
    /** From the cached list, else asked (a template added since the list was read). */
    async byId(templateId: string): Promise<ProviderTemplate | undefined> {
      return (
        (await all()).find((template) => template.templateId === templateId) ??
        provider.findTemplate(templateId)
      );
    },
  };
}

export type TemplateCache = ReturnType<typeof createTemplateCache>;
