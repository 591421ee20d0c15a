/** The leads' calls, bound to the leads service (thin: every rule is in the service). */
import { defineHandlers } from '../../http/handlers.js';
import type { LeadQuery } from './lead-filters.js';
import type { LeadsService } from './leads.service.js';

export function leadsHandlers({ leads }: { leads: LeadsService }) {
  return defineHandlers({
    createLead: ({ caller, body }) => leads.create(caller, body),
    findAllLeads: ({ caller, query }) => leads.findAll(caller, query as LeadQuery),
    findLeadById: ({ caller, params }) => leads.findById(caller, params.leadId),
    updateLead: ({ caller, params, body }) => leads.update(caller, params.leadId, body),
    mergeLeads: ({ caller, params, body }) => leads.merge(caller, params.leadId, body.duplicateId),
    findLeadTimeline: ({ caller, params, query }) => leads.timeline(caller, params.leadId, query),
    getLeadPipeline: ({ caller, query }) => leads.pipeline(caller, query as LeadQuery),
    getMarketingAttribution: ({ query }) => leads.attribution(query),
    submitCourseLead: ({ params, body }) => leads.submitFromCourse(params.courseId, body),
  });
}
