/**
 * The `automation-deliveries` job: every minute (in the academy's zone, as every schedule),
 * posts the deliveries due — an enrollment's row queued by its activation, a retry whose wait
 * is over, the KEPT rows once a URL is configured — as the system.
 */
import type { JobDefinition } from '../jobs/index.js';
import type { AutomationService } from './automation.service.js';

export const AUTOMATION_DELIVERIES_JOB = 'automation-deliveries';

export function automationDeliveriesJob(automation: AutomationService): JobDefinition {
  return {
    name: AUTOMATION_DELIVERIES_JOB,
    title: 'Envíos a la automatización (planilla)',
    schedule: '* * * * *',
    run: ({ now }) => automation.sendDue(now),
  };
}
