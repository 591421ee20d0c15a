/** Binds the automation webhook's operations (and the enrollments area's test call) to its service. */
import { defineHandlers } from '../../http/handlers.js';
import type { AutomationService } from './automation.service.js';

export function automationHandlers({ automation }: { automation: AutomationService }) {
  return defineHandlers({
    getAutomationSettings: () => automation.settings(),
    findAllAutomationDeliveries: ({ query }) => automation.findAll(query),
    resendAutomationDelivery: ({ params }) => automation.resend(params.deliveryId),
    testSendSpreadsheetRow: ({ body }) => automation.testSend(body),
  });
}
